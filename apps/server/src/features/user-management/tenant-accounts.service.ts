import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/index.ts';
import type { Database } from '../../db/types.ts';
import type { Auth } from '../auth/auth.ts';
import {
  type CreateUserInput,
  createUserWithPassword,
  EmailTakenError,
  provisionUser,
} from '../users/users.service.ts';

/**
 * Account look-ups across tenants, on the owner connection (which bypasses row-level security
 * on purpose): only whether an account still belongs to some tenant. Nothing tenant-specific
 * is read or returned.
 */
export const accountDirectory = {
  async belongsToATenant(db: Database, userId: string): Promise<boolean> {
    const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
    return row !== undefined;
  },
};

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error &&
  ((error as { code?: unknown }).code === '23505' ||
    (error.cause instanceof Error && (error.cause as { code?: unknown }).code === '23505'));

/**
 * Creates the account of a person joining a tenant: created by an administrator or by accepting
 * an invitation. provisionUser stores the tenant's default access levels for the role with it, so
 * the person can work from day one.
 *
 * An email whose account belongs to a tenant is taken (EmailTakenError): an account is never
 * moved into another tenant this way. An account whose tenant rows were removed ("Remove user")
 * is given back: new name and password, and a place in this tenant. Its old sessions stay revoked.
 */
export async function createTenantAccount(db: Database, auth: Auth, input: CreateUserInput): Promise<string> {
  const ctx = await auth.$context;
  const email = input.email.trim().toLowerCase();
  const existing = await ctx.internalAdapter.findUserByEmail(email);
  let userId: string;
  if (!existing) {
    try {
      userId = await createUserWithPassword(db, auth, { ...input, email });
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
  } else {
    userId = existing.user.id;
    if (await accountDirectory.belongsToATenant(db, userId)) throw new EmailTakenError();
    await ctx.internalAdapter.deleteUserSessions(userId);
    await ctx.internalAdapter.updateUser(userId, {
      name: input.fullName,
      emailVerified: input.emailVerified ?? true,
    });
    const hash = await ctx.password.hash(input.password);
    const credential = await ctx.internalAdapter.findCredentialAccount(userId);
    if (credential) await ctx.internalAdapter.updatePassword(userId, hash);
    else
      await ctx.internalAdapter.linkAccount({
        userId,
        providerId: 'credential',
        accountId: userId,
        password: hash,
      });
    await provisionUser(db, { ...input, email, userId });
  }
  return userId;
}
