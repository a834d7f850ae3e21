import {
  ACCESS_LEVELS,
  type AccessLevel,
  effectiveAccessLevel,
  errorResponseSchema,
  PERMISSION_SECTIONS,
  sectionAccessResponseSchema,
} from '@northdesk/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userPermissions } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { requireUser, signedInUser, tenantOf } from '../auth/require-user.ts';

const isAccessLevel = (value: string): value is AccessLevel =>
  (ACCESS_LEVELS as readonly string[]).includes(value);

/**
 * The signed-in user's effective level in every section, read with the same rules requireAccess
 * applies, so the UI hides exactly the actions the API would refuse.
 */
export const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/access',
    {
      preHandler: requireUser,
      schema: {
        tags: ['permissions'],
        summary: 'Your access level per section (no_access, view, admin, full)',
        response: { 200: sectionAccessResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const stored = await withTenant(app.deps.database.db, tenantOf(request), (tx) =>
        tx
          .select({ section: userPermissions.sectionId, level: userPermissions.accessLevel })
          .from(userPermissions)
          .where(eq(userPermissions.userId, user.userId)),
      );
      const storedBySection = new Map<string, AccessLevel>();
      for (const row of stored) if (isAccessLevel(row.level)) storedBySection.set(row.section, row.level);
      const levels = Object.fromEntries(
        PERMISSION_SECTIONS.map((s) => [
          s.id,
          effectiveAccessLevel(user.role, s.id, storedBySection.get(s.id)),
        ]),
      );
      return { levels };
    },
  );
};
