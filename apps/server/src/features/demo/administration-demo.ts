import crypto from 'node:crypto';
import { CRM_SECTIONS, isRole } from '@northdesk/shared';
import { eq, sql } from 'drizzle-orm';
import { companyDetails, profiles, userPermissions, userRoles } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { AppDeps } from '../../deps.ts';
import { grantDefaultAccess } from '../settings/company-settings/default-access.service.ts';
import { createUser } from '../settings/users/user-accounts.service.ts';

/** A demo user who may only look: view on every CRM area and inventory. */
export const DEMO_VIEWER = { email: 'viewer@demo.northdesk.test', fullName: 'Vera Viewer' } as const;

const MANAGER_ROLE: Record<string, string> = { operative: 'admin', admin: 'super_admin' };

const DEMO_POSITIONS: Record<string, string> = {
  developer: 'Systems Developer',
  super_admin: 'Managing Director',
  admin: 'Sales Manager',
  operative: 'Sales Executive',
};

/**
 * Administration demo rows for the demo tenant: company details with its head office, every demo
 * user's access levels (the tenant's defaults for their role), positions and line managers, and a
 * view-only user (DEMO_VIEWER, same password as the other demo users).
 */
export async function seedAdministrationDemo(
  deps: AppDeps,
  companyId: string,
  password: string,
): Promise<void> {
  const { db } = deps.database;
  const viewerId = await createUser(db, deps.auth, {
    companyId,
    email: DEMO_VIEWER.email,
    fullName: DEMO_VIEWER.fullName,
    password,
    role: 'operative',
    firstLoginCompleted: true,
  });
  await withTenant(db, { companyId }, async (tx) => {
    const users = await tx
      .select({ id: profiles.id, role: userRoles.role })
      .from(profiles)
      .innerJoin(userRoles, eq(userRoles.userId, profiles.id));
    const idOf = (role: string) => users.find((u) => u.role === role && u.id !== viewerId)?.id ?? null;
    for (const user of users) {
      if (isRole(user.role)) await grantDefaultAccess(tx, companyId, user.id, user.role);
      const managerRole = MANAGER_ROLE[user.role];
      await tx
        .update(profiles)
        .set({
          position: user.id === viewerId ? 'Trainee' : (DEMO_POSITIONS[user.role] ?? null),
          lineManagerId: managerRole ? idOf(managerRole) : null,
        })
        .where(eq(profiles.id, user.id));
    }
    const viewOnly = [...CRM_SECTIONS, 'inventory'].map((sectionId) => ({
      companyId,
      userId: viewerId,
      sectionId,
      accessLevel: 'view',
    }));
    await tx
      .insert(userPermissions)
      .values(viewOnly)
      .onConflictDoUpdate({
        target: [userPermissions.userId, userPermissions.sectionId, userPermissions.companyId],
        set: { accessLevel: sql`excluded.access_level` },
      });
    await tx
      .insert(companyDetails)
      .values({
        companyId,
        legalName: 'Northwind Trading Ltd',
        addresses: [
          {
            id: crypto.randomUUID(),
            type: 'Head Office',
            addressLine1: '12 Harbour Street',
            addressLine2: null,
            city: 'Bristol',
            postcode: 'BS1 4RN',
            country: 'United Kingdom',
          },
        ],
      })
      .onConflictDoNothing();
  });
}
