import { ROLES, type Role } from '@northdesk/shared';
import { companies } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Logger } from '../../lib/logger.ts';
import { createTenantCompany } from '../settings/tenants/tenants.service.ts';
import { createUser } from '../settings/users/user-accounts.service.ts';
import { seedAdministrationDemo } from './administration-demo.ts';
import { seedDemoCompanies } from './companies-demo.ts';
import { seedContactsDemo } from './contacts-demo.ts';
import { createDemoPassword } from './demo-password.ts';
import { seedHolidaysDemo } from './holidays-demo.ts';
import { seedDemoOwners } from './owners-demo.ts';
import { seedProductsDemo } from './products-demo.ts';
import { seedQuotesDemo } from './quotes-demo.ts';
import { seedTasksDemo } from './tasks-demo.ts';
import { seedWarehouseDemo } from './warehouse-demo.ts';

export const DEMO_COMPANY_NAME = 'Northwind Trading Ltd';
export const demoEmail = (role: Role) => `${role.replace('_', '-')}@demo.northdesk.test`;

/**
 * The demo tenant's roles. No developer: that role crosses tenants, so it is only ever granted on
 * the machine itself (`npm run admin -- create-user --role developer`).
 */
export const DEMO_ROLES = ROLES.filter((role): role is Exclude<Role, 'developer'> => role !== 'developer');

const DEMO_NAMES: Record<Exclude<Role, 'developer'>, string> = {
  super_admin: 'Sam Superadmin',
  admin: 'Alex Admin',
  operative: 'Olly Operative',
};

/** Whether the database holds no tenant yet (a first start). */
export async function isEmptyDatabase(deps: AppDeps): Promise<boolean> {
  const [row] = await deps.database.db.select({ id: companies.id }).from(companies).limit(1);
  return row === undefined;
}

/**
 * Seeds the demo tenant with one user per role. Later areas add their demo rows here
 * (companies, contacts, tasks…), always inside the demo tenant.
 */
export async function seedDemoData(deps: AppDeps, log: Pick<Logger, 'info'>): Promise<void> {
  const tenant = await createTenantCompany(deps.database.db, DEMO_COMPANY_NAME);
  const password = await createDemoPassword(deps.database.db);
  for (const role of DEMO_ROLES) {
    await createUser(deps.database.db, deps.auth, {
      companyId: tenant.id,
      email: demoEmail(role),
      fullName: DEMO_NAMES[role],
      password,
      role,
      firstLoginCompleted: true,
    });
  }
  await seedDemoCompanies(deps, tenant.id);
  await seedAdministrationDemo(deps, tenant.id, password);
  await seedContactsDemo(deps.database.db, tenant.id);
  await seedDemoOwners(deps.database.db, tenant.id);
  await seedTasksDemo(deps, tenant.id);
  await seedProductsDemo(deps, tenant.id);
  await seedQuotesDemo(deps, tenant.id);
  await seedWarehouseDemo(deps, tenant.id);
  await seedHolidaysDemo(deps, tenant.id);
  const lines = DEMO_ROLES.map((role) => `    ${role.padEnd(12)} ${demoEmail(role)}`).join('\n');
  log.info(`demo data created for "${DEMO_COMPANY_NAME}"`);
  // Printed once, on this machine's console (not through the logger, which may ship logs away).
  process.stdout.write(
    `\n  Demo tenant "${DEMO_COMPANY_NAME}" is ready. Sign in with any of:\n${lines}\n  Password for all (generated for this install): ${password}\n  Shown again on this machine by: npm run admin -- demo-password\n  (Start with DEMO_DATA=false to begin with an empty database.)\n\n`,
  );
}
