import { ROLES, type Role } from '@northdesk/shared';
import { companies } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Logger } from '../../lib/logger.ts';
import { createTenantCompany } from '../settings/tenants/tenants.service.ts';
import { createUser } from '../settings/users/user-accounts.service.ts';
import { seedAdministrationDemo } from './administration-demo.ts';
import { seedDemoCompanies } from './companies-demo.ts';
import { seedContactsDemo } from './contacts-demo.ts';
import { seedProductsDemo } from './products-demo.ts';
import { seedQuotesDemo } from './quotes-demo.ts';
import { seedTasksDemo } from './tasks-demo.ts';

export const DEMO_COMPANY_NAME = 'Northwind Trading Ltd';
export const DEMO_PASSWORD = 'Northdesk-Demo-2026!';
export const demoEmail = (role: Role) => `${role.replace('_', '-')}@demo.northdesk.test`;

const DEMO_NAMES: Record<Role, string> = {
  developer: 'Dana Developer',
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
  for (const role of ROLES) {
    await createUser(deps.database.db, deps.auth, {
      companyId: tenant.id,
      email: demoEmail(role),
      fullName: DEMO_NAMES[role],
      password: DEMO_PASSWORD,
      role,
      firstLoginCompleted: true,
    });
  }
  await seedDemoCompanies(deps, tenant.id);
  await seedAdministrationDemo(deps, tenant.id, DEMO_PASSWORD);
  await seedContactsDemo(deps.database.db, tenant.id);
  await seedTasksDemo(deps, tenant.id);
  await seedProductsDemo(deps, tenant.id);
  await seedQuotesDemo(deps, tenant.id);
  const lines = ROLES.map((role) => `    ${role.padEnd(12)} ${demoEmail(role)}`).join('\n');
  log.info(`demo data created for "${DEMO_COMPANY_NAME}"`);
  process.stdout.write(
    `\n  Demo tenant "${DEMO_COMPANY_NAME}" is ready. Sign in with any of:\n${lines}\n  Password for all: ${DEMO_PASSWORD}\n  (Start with DEMO_DATA=false to begin with an empty database.)\n\n`,
  );
}
