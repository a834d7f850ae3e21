import { LEAD_STATUSES } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import { demoCompanies, seedDemoCompanies } from '../../src/features/demo/companies-demo.ts';
import { signedInUser } from '../support/accounts.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('demo companies', () => {
  it('are the same every time: a few hundred across countries, industries and lead statuses, with deals', () => {
    const first = demoCompanies('00000000-0000-4000-8000-000000000001');
    const again = demoCompanies('00000000-0000-4000-8000-000000000001');
    expect(first.companies.map((c) => c.name)).toEqual(again.companies.map((c) => c.name));
    expect(first.companies).toHaveLength(320);
    expect(new Set(first.companies.map((c) => c.domain)).size).toBe(320);
    expect(new Set(first.companies.map((c) => c.country)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(first.companies.map((c) => c.leadStatus))).toEqual(new Set(LEAD_STATUSES));
    expect(first.deals.length).toBeGreaterThan(150);
  });

  it('seed quickly into the tenant and show in the list', async () => {
    const me = await signedInUser(server, { role: 'super_admin' });
    const started = Date.now();
    await seedDemoCompanies(server.deps, me.companyId);
    expect(Date.now() - started).toBeLessThan(5000);
    const list = json<{ total: number; companies: { name: string }[] }>(
      await me.client.get('/api/companies'),
    );
    expect(list.total).toBe(320);
    expect(list.companies).toHaveLength(100);
    const countries = json<{ countries: { country: string; count: number }[] }>(
      await me.client.get('/api/companies/countries'),
    );
    expect(countries.countries.reduce((sum, c) => sum + c.count, 0)).toBe(320);
    const [deals] = await queryRows<{ n: number | string }>(
      server.deps.database.db,
      sql`select count(*) as n from crm_deals where company_id = ${me.companyId}`,
    );
    expect(Number(deals?.n)).toBeGreaterThan(150);
  });
});
