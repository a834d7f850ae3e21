import crypto from 'node:crypto';
import { DEFAULT_ROLE, type Role } from '@northdesk/shared';
import { and, eq, sql } from 'drizzle-orm';
import { account, profiles, session, user, userRoles } from '../../../db/schema/index.ts';
import { APP_ROLE } from '../../../db/tenant.ts';
import type { Database, Transaction } from '../../../db/types.ts';
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
  await db.transaction((tx) => insertTenantRows(tx, input));
}

export class EmailTakenError extends Error {
  constructor() {
    super('A user with this email address already exists');
  }
}

export type CreateUserInput = Omit<ProvisionInput, 'userId'> & { password: string; emailVerified?: boolean };

/** The tenant rows of a user (profile, role, default access), as the application role. */
async function insertTenantRows(tx: Transaction, input: ProvisionInput): Promise<void> {
  await tx.execute(
    sql`select set_config('role', ${APP_ROLE}, true), set_config('app.company_id', ${input.companyId}, true), set_config('app.user_id', ${input.userId}, true)`,
  );
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

  /**
   * Where an address's account is, as one tenant may know it: nowhere (or in no tenant), in this
   * tenant, or elsewhere. Which tenant "elsewhere" is never leaves this function, and callers
   * answer "elsewhere" exactly as "nowhere" (issue 15: no cross-tenant hints).
   */
  async placeOf(db: Database, email: string, companyId: string): Promise<'none' | 'here' | 'elsewhere'> {
    const address = email.trim().toLowerCase();
    // Someone of this tenant already has the address: a user, or a placeholder member.
    const [member] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.companyId, companyId), eq(sql`lower(${profiles.email})`, address)));
    if (member) return 'here';
    const [row] = await db
      .select({ companyId: profiles.companyId })
      .from(user)
      .innerJoin(profiles, eq(profiles.id, user.id))
      .where(eq(sql`lower(${user.email})`, address));
    if (!row) return 'none';
    return row.companyId === companyId ? 'here' : 'elsewhere';
  },
};

/**
 * The one way a user with a password is created (administrators, accepted invitations, the admin
 * CLI, demo data; sign-up provisions the account better-auth made for it with provisionUser).
 * The tenant's default access levels for the role are stored with it, so the person can work
 * from day one.
 *
 * Atomic: the account, its password and its tenant rows are written in ONE transaction, so two
 * requests racing for one email give one user and one EmailTakenError (the unique email decides),
 * and a failure leaves nothing behind; no clean-up step can remove somebody else's account.
 *
 * An email whose account belongs to a tenant is taken (EmailTakenError): an account is never
 * moved into another tenant this way. An account whose tenant rows were removed ("Remove user")
 * is given back: new name and password, and a place in this tenant. Its old sessions are revoked.
 */
export async function createUser(db: Database, auth: Auth, input: CreateUserInput): Promise<string> {
  const ctx = await auth.$context;
  const email = input.email.trim().toLowerCase();
  const hash = await ctx.password.hash(input.password);
  const now = new Date();
  const emailVerified = input.emailVerified ?? true;
  try {
    return await db.transaction(async (tx) => {
      // Locks an existing account row, so a reclaim and a create for one email take turns.
      const [existing] = await tx
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, email))
        .for('update');
      let userId: string;
      if (!existing) {
        userId = ctx.generateId({ model: 'user' }) || crypto.randomUUID();
        await tx
          .insert(user)
          .values({ id: userId, email, name: input.fullName, emailVerified, createdAt: now, updatedAt: now });
      } else {
        userId = existing.id;
        const [member] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
        if (member) throw new EmailTakenError();
        await tx.delete(session).where(eq(session.userId, userId));
        await tx
          .update(user)
          .set({ name: input.fullName, emailVerified, updatedAt: now })
          .where(eq(user.id, userId));
        await tx.delete(account).where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
      }
      await tx.insert(account).values({
        id: ctx.generateId({ model: 'account' }) || crypto.randomUUID(),
        userId,
        accountId: userId,
        providerId: 'credential',
        password: hash,
        createdAt: now,
        updatedAt: now,
      });
      await insertTenantRows(tx, { ...input, email, userId });
      return userId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

/**
 * The sign-in address of a placeholder's own account: under the reserved `.invalid` domain
 * (RFC 2606), so it can never receive mail, and named by the account id, so nobody can sign up
 * with it beforehand.
 */
export const placeholderAccountEmail = (userId: string) => `${userId}@placeholder.invalid`;
export const isPlaceholderAccountEmail = (email: string) => /@placeholder\.invalid$/i.test(email);

/**
 * A placeholder member (issue 15, item 11): an administrator added an address that has an
 * account with another company. Accounts belong to one tenant, so that account is never touched;
 * instead this tenant gets a member of its own under the address it typed: a profile, role and
 * default access like any user's, on an account of its own that has no password and an address
 * nobody can receive mail at, so nobody can ever sign in as it. It is listed and managed like a
 * user who has not signed in yet (which a new user is), so nothing tells the administrator that
 * the address is known elsewhere; removing it removes its account too.
 *
 * The tenant's unique address index makes two racing requests give one member and one
 * EmailTakenError, as for a new address.
 */
export async function createPlaceholderUser(
  db: Database,
  auth: Auth,
  input: Omit<ProvisionInput, 'userId' | 'firstLoginCompleted'>,
): Promise<string> {
  const ctx = await auth.$context;
  const userId = ctx.generateId({ model: 'user' }) || crypto.randomUUID();
  const now = new Date();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(user).values({
        id: userId,
        email: placeholderAccountEmail(userId),
        name: input.fullName,
        emailVerified: false,
        createdAt: now,
        updatedAt: now,
      });
      await insertTenantRows(tx, {
        ...input,
        email: input.email.trim().toLowerCase(),
        userId,
        firstLoginCompleted: false,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
  return userId;
}

/** Removes a placeholder member's own account once its tenant rows are gone (no orphans). */
export async function dropPlaceholderAccount(db: Database, userId: string): Promise<void> {
  await db.delete(user).where(and(eq(user.id, userId), eq(user.email, placeholderAccountEmail(userId))));
}
