import { AUTH_COPY, type ChangePasswordRequest } from '@northdesk/shared';
import { and, eq, ne } from 'drizzle-orm';
import { account, profiles, session } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { assertPasswordChangeAllowed } from '../security/address-limits.ts';
import type { RequestUser } from './request-user.ts';

/**
 * Changes the signed-in user's password. At the forced first-login change the current password is
 * not asked (someone else chose it); afterwards it is required and checked. Either way the
 * profile's first_login_completed becomes true, and the user's other sessions end.
 */
export async function changePassword(
  deps: AppDeps,
  user: RequestUser,
  input: ChangePasswordRequest,
): Promise<void> {
  const { db } = deps.database;
  const ctx = await deps.auth.$context;
  const [credential] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, user.userId), eq(account.providerId, 'credential')));
  if (user.firstLoginCompleted) {
    await assertPasswordChangeAllowed(db, user.userId);
    if (!input.currentPassword)
      throw new AppError('validation_failed', AUTH_COPY.currentPasswordRequired, {
        currentPassword: AUTH_COPY.currentPasswordRequired,
      });
    const valid =
      credential?.password !== null &&
      credential?.password !== undefined &&
      (await ctx.password.verify({ hash: credential.password, password: input.currentPassword }));
    if (!valid)
      throw new AppError('validation_failed', AUTH_COPY.currentPasswordWrong, {
        currentPassword: AUTH_COPY.currentPasswordWrong,
      });
  }
  const hash = await ctx.password.hash(input.newPassword);
  if (credential) await ctx.internalAdapter.updatePassword(user.userId, hash);
  else
    await ctx.internalAdapter.linkAccount({
      userId: user.userId,
      providerId: 'credential',
      accountId: user.userId,
      password: hash,
    });
  // Every other session of the user ends (as a reset does): whoever knew the old password is out.
  // The session that made the change stays.
  await db.delete(session).where(and(eq(session.userId, user.userId), ne(session.id, user.sessionId)));
  await withTenant(db, { companyId: user.companyId, userId: user.userId }, (tx) =>
    tx
      .update(profiles)
      .set({ firstLoginCompleted: true, updatedAt: new Date() })
      .where(eq(profiles.id, user.userId)),
  );
}
