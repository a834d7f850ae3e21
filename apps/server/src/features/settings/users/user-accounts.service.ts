import { DEFAULT_ROLE, type Role } from '@northdesk/shared';
import { eq } from 'drizzle-orm';
import { profiles, user, userRoles } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/tenant.ts';
import type { Database } from '../../../db/types.ts';
import { isUniqueViolation } from '../../../lib/errors.ts';
import type { Auth } from '../../auth/auth.ts';
import { grantDefaultAccess } from '../company-settings/default-access.service.ts';

export type ProvisionInput = {
  userId: string;
  companyId: string;
  fullName: string;
  email: string;
  role?: Role;
  firstLoginCompleted: boolean;
};

/** Gives an authenticated user their place in a tenant: profile and role, in one transaction. */
export async function provisionUser(db: Database, input: ProvisionInput): Promise<void> {
  await withTenant(db, { companyId: input.companyId, userId: input.userId }, async (tx) => {
    await tx.insert(profiles).values({
      id: input.userId,
      companyId: input.companyId,
      fullName: input.fullName,
      email: input.email,
      firstLoginCompleted: input.firstLoginCompleted,
    });
    const role = input.role ?? DEFAULT_ROLE;
    await tx.insert(userRoles).values({ userId: input.userId, companyId: input.companyId, role });
    await grantDefaultAccess(tx, input.companyId, input.userId, role);
  });
}

export class EmailTakenError extends Error {
  constructor() {
    super('A user with this email address already exists');
  }
}

export type CreateUserInput = Omit<ProvisionInput, 'userId'> & { password: string; emailVerified?: boolean };

/**
 * A new account with a password (the email is known to be free): verified email, password hashed
 * by better-auth, then provisioned. If provisioning fails the half-made user is removed again, so
 * nothing is left without a tenant.
 */
async function createNewAccount(db: Database, auth: Auth, input: CreateUserInput): Promise<string> {
  const ctx = await auth.$context;
  const email = input.email.trim().toLowerCase();
  if (await ctx.internalAdapter.findUserByEmail(email)) throw new EmailTakenError();
  const created = await ctx.internalAdapter.createUser(
    {
      email,
      name: input.fullName,
      emailVerified: input.emailVerified ?? true,
    },
    { method: 'admin' },
  );
  try {
    await ctx.internalAdapter.linkAccount({
      userId: created.id,
      providerId: 'credential',
      accountId: created.id,
      password: await ctx.password.hash(input.password),
    });
    await provisionUser(db, { ...input, email, userId: created.id });
  } catch (error) {
    await db.delete(user).where(eq(user.id, created.id));
    throw error;
  }
  return created.id;
}

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

/**
 * The one way a user with a password is created (administrators, accepted invitations, the admin
 * CLI, demo data; sign-up provisions the account better-auth made for it with provisionUser). provisionUser stores the tenant's default access levels for the role with it, so
 * the person can work from day one.
 *
 * An email whose account belongs to a tenant is taken (EmailTakenError): an account is never
 * moved into another tenant this way. An account whose tenant rows were removed ("Remove user")
 * is given back: new name and password, and a place in this tenant. Its old sessions stay revoked.
 */
export async function createUser(db: Database, auth: Auth, input: CreateUserInput): Promise<string> {
  const ctx = await auth.$context;
  const email = input.email.trim().toLowerCase();
  const existing = await ctx.internalAdapter.findUserByEmail(email);
  let userId: string;
  if (!existing) {
    try {
      userId = await createNewAccount(db, auth, { ...input, email });
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
