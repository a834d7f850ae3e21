import {
  ADMIN_COPY,
  type CreateUserRequest,
  isRole,
  type Role,
  roleLabel,
  type SettingsUser,
} from '@northdesk/shared';
import { and, asc, eq } from 'drizzle-orm';
import { profiles, userPermissions, userRoles } from '../../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../../db/tenant.ts';
import type { Database, Transaction } from '../../../db/types.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import type { RequestUser } from '../../auth/request-user.ts';
import { grantDefaultAccess } from '../company-settings/default-access.service.ts';
import { addPlaceholderMember } from './account-elsewhere.ts';
import {
  accountDirectory,
  createUser,
  dropPlaceholderAccount,
  EmailTakenError,
} from './user-accounts.service.ts';

type Actor = Pick<RequestUser, 'userId' | 'companyId' | 'role'>;
const ctxOf = (actor: Actor): Required<TenantContext> => ({
  companyId: actor.companyId,
  userId: actor.userId,
});

/** Only a developer may hand out the developer role, or change or remove a developer. */
export function assertMayAssignRole(actor: Actor, role: Role): void {
  if (role === 'developer' && actor.role !== 'developer')
    throw forbidden(ADMIN_COPY.onlyDeveloperGrantsDeveloper);
}

function toSettingsUser(row: {
  id: string;
  email: string | null;
  fullName: string | null;
  role: string | null;
  firstLoginCompleted: boolean;
  createdAt: Date;
}): SettingsUser {
  return {
    id: row.id,
    email: row.email ?? '',
    fullName: row.fullName,
    role: isRole(row.role) ? row.role : null,
    roleLabel: roleLabel(row.role),
    // Created with a password and not signed in yet (a placeholder member stays so).
    status: row.firstLoginCompleted ? 'active' : 'pending',
    createdAt: row.createdAt.toISOString(),
  };
}

const userColumns = {
  id: profiles.id,
  email: profiles.email,
  fullName: profiles.fullName,
  role: userRoles.role,
  firstLoginCompleted: profiles.firstLoginCompleted,
  createdAt: profiles.createdAt,
};

/** The tenant's users with their roles, by name. */
export async function listTenantUsers(tx: Transaction, companyId: string): Promise<SettingsUser[]> {
  const rows = await tx
    .select(userColumns)
    .from(profiles)
    .leftJoin(userRoles, eq(userRoles.userId, profiles.id))
    .where(eq(profiles.companyId, companyId))
    .orderBy(asc(profiles.fullName), asc(profiles.email));
  return rows.map(toSettingsUser);
}

/** One user of the tenant; undefined for anyone else (another tenant's id included). */
async function findTenantUser(tx: Transaction, companyId: string, userId: string) {
  const [row] = await tx
    .select(userColumns)
    .from(profiles)
    .leftJoin(userRoles, eq(userRoles.userId, profiles.id))
    .where(and(eq(profiles.id, userId), eq(profiles.companyId, companyId)));
  return row;
}

/** The tenant's super admins, locked until the transaction ends (the last-super-admin rule). */
async function lockSuperAdmins(tx: Transaction, companyId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.companyId, companyId), eq(userRoles.role, 'super_admin')))
    .for('update');
  return rows.map((r) => r.userId);
}

export const userManagementService = {
  list(db: Database, actor: Actor): Promise<SettingsUser[]> {
    return withTenant(db, ctxOf(actor), (tx) => listTenantUsers(tx, actor.companyId));
  },

  /**
   * Creates a user with a password chosen by the administrator (docs/product/administration.md). The user
   * must change it at first sign-in; the email needs no verification (an administrator vouched).
   */
  async create(
    deps: AppDeps,
    actor: Actor & Pick<RequestUser, 'companyName' | 'fullName' | 'email'>,
    input: Required<Pick<CreateUserRequest, 'fullName' | 'email' | 'password'>> & { role: Role },
  ): Promise<{ user: SettingsUser; accountElsewhere: boolean }> {
    assertMayAssignRole(actor, input.role);
    const { db } = deps.database;
    let userId: string;
    let accountElsewhere = false;
    try {
      try {
        userId = await createUser(db, deps.auth, {
          companyId: actor.companyId,
          email: input.email,
          fullName: input.fullName,
          password: input.password,
          role: input.role,
          firstLoginCompleted: false,
          emailVerified: true,
        });
      } catch (error) {
        // Taken in this tenant (a user or a placeholder member: the administrator sees them), or
        // by an account elsewhere: that one is answered as for a new address (issue 15: no
        // cross-tenant hints, see account-elsewhere.ts).
        if (!(error instanceof EmailTakenError)) throw error;
        if ((await accountDirectory.placeOf(db, input.email, actor.companyId)) === 'here') throw error;
        userId = await addPlaceholderMember(deps, actor, input);
        accountElsewhere = true;
      }
    } catch (error) {
      if (error instanceof EmailTakenError) throw conflict(ADMIN_COPY.emailTaken);
      throw error;
    }
    const created = await withTenant(db, ctxOf(actor), (tx) => findTenantUser(tx, actor.companyId, userId));
    if (!created) throw new Error('created user is not in the tenant');
    return { user: toSettingsUser(created), accountElsewhere };
  },

  /**
   * Changes a user's role. The last super admin of a tenant cannot be demoted; only a developer
   * grants the developer role or changes a developer. Sections the new role gains get the
   * tenant's defaults; levels already stored stay.
   */
  async changeRole(
    db: Database,
    actor: Actor,
    targetId: string,
    role: Role,
  ): Promise<{ user: SettingsUser; previousRole: Role | null }> {
    assertMayAssignRole(actor, role);
    return withTenant(db, ctxOf(actor), async (tx) => {
      const superAdmins = await lockSuperAdmins(tx, actor.companyId);
      const target = await findTenantUser(tx, actor.companyId, targetId);
      if (!target) throw notFound(ADMIN_COPY.userNotFound);
      const previousRole = isRole(target.role) ? target.role : null;
      if (previousRole === 'developer' && actor.role !== 'developer')
        throw forbidden(ADMIN_COPY.onlyDeveloperManagesDeveloper);
      if (previousRole === role) return { user: toSettingsUser(target), previousRole };
      if (previousRole === 'super_admin' && superAdmins.length <= 1)
        throw conflict(ADMIN_COPY.lastSuperAdmin);
      await tx
        .insert(userRoles)
        .values({ userId: targetId, companyId: actor.companyId, role })
        .onConflictDoUpdate({ target: userRoles.userId, set: { role } });
      await grantDefaultAccess(tx, actor.companyId, targetId, role);
      return { user: toSettingsUser({ ...target, role }), previousRole };
    });
  },

  /**
   * Removes a user from the tenant (docs/product/administration.md) and
   * revokes their sessions at once. Nobody removes themself; the last super admin stays.
   */
  async remove(deps: AppDeps, actor: Actor, targetId: string): Promise<SettingsUser> {
    if (targetId === actor.userId) throw new AppError('conflict', ADMIN_COPY.cannotRemoveSelf);
    const removed = await withTenant(deps.database.db, ctxOf(actor), async (tx) => {
      const superAdmins = await lockSuperAdmins(tx, actor.companyId);
      const target = await findTenantUser(tx, actor.companyId, targetId);
      if (!target) throw notFound(ADMIN_COPY.userNotFound);
      if (target.role === 'developer' && actor.role !== 'developer')
        throw forbidden(ADMIN_COPY.onlyDeveloperManagesDeveloper);
      if (target.role === 'super_admin' && superAdmins.length <= 1) throw conflict(ADMIN_COPY.lastSuperAdmin);
      await tx.delete(userPermissions).where(eq(userPermissions.userId, targetId));
      await tx.delete(userRoles).where(eq(userRoles.userId, targetId));
      await tx
        .delete(profiles)
        .where(and(eq(profiles.id, targetId), eq(profiles.companyId, actor.companyId)));
      return toSettingsUser(target);
    });
    const authContext = await deps.auth.$context;
    await authContext.internalAdapter.deleteUserSessions(targetId);
    await dropPlaceholderAccount(deps.database.db, targetId);
    return removed;
  },
};
