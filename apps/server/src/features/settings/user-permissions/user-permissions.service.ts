import {
  ACCESS_LEVELS,
  type AccessLevel,
  ADMIN_COPY,
  type PermissionsMatrixResponse,
  type SavePermissionsRequest,
} from '@northdesk/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { profiles, sections, userPermissions } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/tenant.ts';
import type { Database } from '../../../db/types.ts';
import { notFound } from '../../../lib/errors.ts';
import type { RequestUser } from '../../auth/request-user.ts';
import { listTenantUsers } from '../users/users.service.ts';

type Actor = Pick<RequestUser, 'userId' | 'companyId'>;

const isAccessLevel = (value: string): value is AccessLevel =>
  (ACCESS_LEVELS as readonly string[]).includes(value);

/** Settings → User Permissions (docs/product/administration.md): the tenant's users × sections matrix. */
export const userPermissionsService = {
  matrix(db: Database, actor: Actor): Promise<PermissionsMatrixResponse> {
    return withTenant(db, actor, async (tx) => {
      const sectionRows = await tx.select().from(sections).orderBy(asc(sections.displayName));
      const users = await listTenantUsers(tx, actor.companyId);
      const rows = await tx
        .select({
          userId: userPermissions.userId,
          sectionId: userPermissions.sectionId,
          accessLevel: userPermissions.accessLevel,
        })
        .from(userPermissions);
      return {
        sections: sectionRows,
        users,
        permissions: rows.flatMap((r) =>
          isAccessLevel(r.accessLevel) ? [{ ...r, accessLevel: r.accessLevel }] : [],
        ),
      };
    });
  },

  /**
   * Upserts the pending edits (one row per user and section). Every user must belong to the
   * tenant: one that does not (another tenant's id included) makes the whole save "not found".
   */
  save(db: Database, actor: Actor, changes: SavePermissionsRequest['changes']): Promise<number> {
    return withTenant(db, actor, async (tx) => {
      const userIds = [...new Set(changes.map((c) => c.userId))];
      const known = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(inArray(profiles.id, userIds), eq(profiles.companyId, actor.companyId)));
      const inTenant = new Set(known.map((k) => k.id));
      if (userIds.some((id) => !inTenant.has(id))) throw notFound(ADMIN_COPY.userNotFound);
      // The last edit of a cell wins when the same cell comes twice.
      const cells = new Map(changes.map((c) => [`${c.userId}\u0000${c.sectionId}`, c]));
      const now = new Date();
      for (const change of cells.values()) {
        await tx
          .insert(userPermissions)
          .values({ companyId: actor.companyId, ...change, updatedAt: now })
          .onConflictDoUpdate({
            target: [userPermissions.userId, userPermissions.sectionId, userPermissions.companyId],
            set: { accessLevel: sql`excluded.access_level`, updatedAt: now },
          });
      }
      return cells.size;
    });
  },
};
