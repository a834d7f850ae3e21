import { ADMIN_COPY, type Colleague, type Profile, type updateProfileRequestSchema } from '@northdesk/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { profiles } from '../../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../../db/tenant.ts';
import type { Database, Transaction } from '../../../db/types.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { Auth } from '../../auth/auth.ts';
import type { RequestUser } from '../../auth/request-user.ts';

type UpdateInput = z.output<typeof updateProfileRequestSchema>;

const AVATAR_PATH_PREFIX = '/api/profile/avatars/';
export const AVATAR_FILE_NAME =
  /^avatar-\d+(?:-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?\.[a-z]+$/;

/** Avatars: `{companyId}/avatars/{userId}/avatar-{timestamp}.{ext}` in storage, served by the API. */
export const avatarKeyOf = (companyId: string, userId: string, fileName: string) =>
  `${companyId}/avatars/${userId}/${fileName}`;
export const avatarUrlOf = (userId: string, fileName: string) =>
  `${AVATAR_PATH_PREFIX}${encodeURIComponent(userId)}/${fileName}`;
/** The user id and file name of an avatar URL this server handed out, else null. */
export function avatarPartsOf(url: string | null): { userId: string; fileName: string } | null {
  if (!url?.startsWith(AVATAR_PATH_PREFIX)) return null;
  const [userId, fileName, ...rest] = url.slice(AVATAR_PATH_PREFIX.length).split('/');
  if (!userId || !fileName || rest.length > 0 || !AVATAR_FILE_NAME.test(fileName)) return null;
  return { userId: decodeURIComponent(userId), fileName };
}

async function readProfile(tx: Transaction, ctx: Required<TenantContext>, email: string): Promise<Profile> {
  const [row] = await tx
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, ctx.userId), eq(profiles.companyId, ctx.companyId)));
  if (!row) throw notFound(ADMIN_COPY.profileLoadFailed);
  return {
    id: row.id,
    // The sign-in address is the one that counts (read-only on the page).
    email,
    fullName: row.fullName,
    position: row.position,
    lineManagerId: row.lineManagerId,
    avatarUrl: row.avatarUrl,
  };
}

const ctxOf = (user: RequestUser): Required<TenantContext> => ({
  companyId: user.companyId,
  userId: user.userId,
});

/** The signed-in user's own profile (docs/product/administration.md). */
export const profileService = {
  get(db: Database, user: RequestUser): Promise<Profile> {
    return withTenant(db, ctxOf(user), (tx) => readProfile(tx, ctxOf(user), user.email));
  },

  /** The other users of the company, by name: the line manager choices (never oneself). */
  colleagues(db: Database, user: RequestUser): Promise<Colleague[]> {
    return withTenant(db, ctxOf(user), (tx) =>
      tx
        .select({
          id: profiles.id,
          fullName: profiles.fullName,
          email: profiles.email,
          position: profiles.position,
        })
        .from(profiles)
        .where(and(eq(profiles.companyId, user.companyId), ne(profiles.id, user.userId)))
        .orderBy(asc(profiles.fullName), asc(profiles.email)),
    );
  },

  /**
   * Full name, position and line manager. The line manager must be another user of the same
   * company: oneself is refused, and anyone else (another tenant's id included) is "not found".
   */
  async update(db: Database, auth: Auth, user: RequestUser, input: UpdateInput): Promise<Profile> {
    if (input.lineManagerId === user.userId)
      throw new AppError('validation_failed', ADMIN_COPY.lineManagerSelf, {
        lineManagerId: ADMIN_COPY.lineManagerSelf,
      });
    const ctx = ctxOf(user);
    const profile = await withTenant(db, ctx, async (tx) => {
      if (input.lineManagerId) {
        const [manager] = await tx
          .select({ id: profiles.id })
          .from(profiles)
          .where(and(eq(profiles.id, input.lineManagerId), eq(profiles.companyId, ctx.companyId)));
        if (!manager) throw notFound(ADMIN_COPY.lineManagerUnknown);
      }
      await tx
        .update(profiles)
        .set({
          fullName: input.fullName,
          position: input.position,
          lineManagerId: input.lineManagerId,
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, ctx.userId));
      return readProfile(tx, ctx, user.email);
    });
    // better-auth's own copy of the name (shown nowhere, but kept true).
    if (input.fullName) {
      const authContext = await auth.$context;
      await authContext.internalAdapter.updateUser(user.userId, { name: input.fullName });
    }
    return profile;
  },

  /** Points the profile at a newly stored avatar; returns the URL of the one it replaced. */
  async setAvatar(db: Database, user: RequestUser, avatarUrl: string): Promise<string | null> {
    return withTenant(db, ctxOf(user), async (tx) => {
      const [previous] = await tx
        .select({ avatarUrl: profiles.avatarUrl })
        .from(profiles)
        .where(eq(profiles.id, user.userId));
      await tx.update(profiles).set({ avatarUrl, updatedAt: new Date() }).where(eq(profiles.id, user.userId));
      return previous?.avatarUrl ?? null;
    });
  },

  /** Whether a user id belongs to the signed-in user's tenant (for serving avatars). */
  async isColleague(db: Database, user: RequestUser, userId: string): Promise<boolean> {
    return withTenant(db, ctxOf(user), async (tx) => {
      const [row] = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.id, userId), eq(profiles.companyId, user.companyId)));
      return row !== undefined;
    });
  },
};
