import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import {
  companies,
  profiles,
  securityEvents,
  userPermissions,
  userRoles,
} from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { createTenantCompany } from '../../src/features/settings/tenants/tenants.service.ts';
import { createUser } from '../../src/features/settings/users/user-accounts.service.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let tenantA: string;
let tenantB: string;
let userA: string;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.deps.database;
  tenantA = (await createTenantCompany(db, 'Alpha Ltd')).id;
  tenantB = (await createTenantCompany(db, 'Beta Ltd')).id;
  const make = (companyId: string, email: string) =>
    createUser(db, server.deps.auth, {
      companyId,
      email,
      fullName: email,
      password: 'secret-pass-1',
      role: 'operative',
      firstLoginCompleted: true,
    });
  userA = await make(tenantA, 'a1@alpha.test');
  await make(tenantA, 'a2@alpha.test');
  await make(tenantB, 'b1@beta.test');
});

afterAll(() => server.close());

describe('tenant isolation (row-level security)', () => {
  it('runs tenant work as the non-owner application role', async () => {
    const role = await withTenant(server.deps.database.db, { companyId: tenantA }, async (tx) => {
      const [row] = await queryRows<{ role: string }>(tx, sql`select current_user as role`);
      return row?.role;
    });
    expect(role).toBe('northdesk_app');
  });

  it('a query with no tenant WHERE clause returns only the current tenant rows', async () => {
    const { db } = server.deps.database;
    const rows = await withTenant(db, { companyId: tenantA }, (tx) => tx.select().from(profiles));
    expect(rows.map((r) => r.email).sort()).toEqual(['a1@alpha.test', 'a2@alpha.test']);
    const tenants = await withTenant(db, { companyId: tenantA }, (tx) => tx.select().from(companies));
    expect(tenants.map((c) => c.name)).toEqual(['Alpha Ltd']);
    const roles = await withTenant(db, { companyId: tenantB }, (tx) => tx.select().from(userRoles));
    expect(roles).toHaveLength(1);
  });

  it('refuses an insert for another tenant', async () => {
    const { db } = server.deps.database;
    await expect(
      withTenant(db, { companyId: tenantA }, (tx) =>
        tx.insert(securityEvents).values({ action: 'probe', companyId: tenantB }),
      ),
    ).rejects.toThrow();
    await expect(
      withTenant(db, { companyId: tenantA }, (tx) => tx.insert(companies).values({ name: 'Sneaky' })),
    ).rejects.toThrow();
  });

  it('refuses to move a row into another tenant and cannot touch rows it cannot see', async () => {
    const { db } = server.deps.database;
    await expect(
      withTenant(db, { companyId: tenantA }, (tx) =>
        tx.update(profiles).set({ companyId: tenantB }).where(eq(profiles.id, userA)),
      ),
    ).rejects.toThrow();
    const deleted = await withTenant(db, { companyId: tenantA }, (tx) =>
      tx.delete(profiles).where(eq(profiles.email, 'b1@beta.test')).returning(),
    );
    expect(deleted).toHaveLength(0);
  });

  it('with no tenant set nothing is visible', async () => {
    const { db } = server.deps.database;
    const visible = await withTenant(db, { companyId: '' }, async (tx) => ({
      companies: await tx.select().from(companies),
      profiles: await tx.select().from(profiles),
      roles: await tx.select().from(userRoles),
    }));
    expect(visible).toEqual({ companies: [], profiles: [], roles: [] });
  });

  it('the tenant setting does not outlive its transaction on a pooled connection', async () => {
    const { db } = server.deps.database;
    await withTenant(db, { companyId: tenantA }, (tx) => tx.select().from(companies));
    const [row] = await queryRows<{ role: string; tenant: string | null }>(
      db,
      sql`select current_user as role, current_setting('app.company_id', true) as tenant`,
    );
    expect(row?.role).not.toBe('northdesk_app');
    expect(row?.tenant ?? '').toBe('');
  });
});

describe('new users', () => {
  it('get the default access levels of their role, so an operative can work from day one', async () => {
    const { db } = server.deps.database;
    const rows = await withTenant(db, { companyId: tenantA }, (tx) =>
      tx.select().from(userPermissions).where(eq(userPermissions.userId, userA)),
    );
    const levels = Object.fromEntries(rows.map((r) => [r.sectionId, r.accessLevel]));
    expect(levels).toMatchObject({ companies: 'full', contacts: 'full', tasks: 'full', inventory: 'full' });
  });
});
