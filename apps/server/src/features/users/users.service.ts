import { DEFAULT_ROLE, type Role } from '@northdesk/shared';
import { eq } from 'drizzle-orm';
import { profiles, user, userRoles } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Database } from '../../db/types.ts';
import type { Auth } from '../auth/auth.ts';
import { grantDefaultAccess } from '../permissions/access.service.ts';

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
 * Creates a user with a password on the server side (admin CLI, administrators, demo data):
 * verified email, password hashed by better-auth, then provisioned. If provisioning fails the
 * half-made user is removed again, so nothing is left without a tenant.
 */
export async function createUserWithPassword(
  db: Database,
  auth: Auth,
  input: CreateUserInput,
): Promise<string> {
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
