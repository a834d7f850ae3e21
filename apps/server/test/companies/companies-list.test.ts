import type { CompanyListResponse } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { signedInUser } from '../support/accounts.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let me: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;

/** Rows straight into the table (as the owner): fast, and the same for both tenants. */
async function seed(
  tenantId: string,
  rows: { name: string; city?: string; domain?: string; country?: string }[],
) {
  for (const row of rows) {
    await server.deps.database.db.execute(
      sql`insert into crm_companies (company_id, name, city, domain, country)
          values (${tenantId}, ${row.name}, ${row.city ?? null}, ${row.domain ?? null}, ${row.country ?? null})`,
    );
  }
}

const list = async (query: string) =>
  json<CompanyListResponse>(await me.client.get(`/api/companies${query}`));

beforeAll(async () => {
  server = await startTestServer();
  me = await signedInUser(server, { role: 'super_admin' });
  other = await signedInUser(server, { role: 'super_admin' });
  await seed(me.companyId, [
    { name: 'Northwind Traders', city: 'Manchester', domain: 'northwind.example', country: 'United Kingdom' },
    { name: 'Contoso Pharmaceuticals', city: 'Dublin', domain: 'contoso.example', country: 'Ireland' },
    { name: 'fabrikam', city: 'Berlin', domain: 'fabrikam.example', country: 'Germany' },
    { name: 'Adventure Works', city: 'Leeds', domain: 'adventure-works.example', country: 'United Kingdom' },
    { name: '100% Organic', city: 'Bath', domain: 'organic.example', country: 'United Kingdom' },
    { name: 'Under_score Ltd', city: 'Derby', country: 'United Kingdom' },
  ]);
  await seed(other.companyId, [{ name: 'Northwind Rival', city: 'Manchester', country: 'United Kingdom' }]);
});
afterAll(() => server.close());

describe('search, country filter and order', () => {
  it('matches name, city or domain anywhere in the text, case-insensitively, by name', async () => {
    expect((await list('')).companies.map((c) => c.name)).toEqual([
      '100% Organic',
      'Adventure Works',
      'Contoso Pharmaceuticals',
      'fabrikam',
      'Northwind Traders',
      'Under_score Ltd',
    ]);
    expect((await list('?search=WIND')).companies.map((c) => c.name)).toEqual(['Northwind Traders']);
    expect((await list('?search=chest')).companies.map((c) => c.name)).toEqual(['Northwind Traders']);
    expect((await list('?search=works.exam')).companies.map((c) => c.name)).toEqual(['Adventure Works']);
    expect((await list('?search=%20%20dublin%20')).companies.map((c) => c.name)).toEqual([
      'Contoso Pharmaceuticals',
    ]);
  });

  it('never matches across two fields and takes % and _ literally', async () => {
    expect((await list('?search=traders%20manchester')).total).toBe(0);
    expect((await list('?search=100%25')).companies.map((c) => c.name)).toEqual(['100% Organic']);
    expect((await list('?search=%25')).companies.map((c) => c.name)).toEqual(['100% Organic']);
    expect((await list('?search=r_s')).companies.map((c) => c.name)).toEqual(['Under_score Ltd']);
  });

  it('filters by country, also together with a search', async () => {
    expect((await list('?country=United%20Kingdom')).total).toBe(4);
    expect((await list('?country=United%20Kingdom&search=leeds')).companies.map((c) => c.name)).toEqual([
      'Adventure Works',
    ]);
    expect((await list('?country=Ireland&search=leeds')).total).toBe(0);
    expect(json(await me.client.get('/api/companies/countries'))).toEqual({
      countries: [
        { country: 'Germany', count: 1 },
        { country: 'Ireland', count: 1 },
        { country: 'United Kingdom', count: 4 },
      ],
    });
  });

  it("shows nothing of another tenant's companies", async () => {
    const theirs = json<CompanyListResponse>(await other.client.get('/api/companies?search=manchester'));
    expect(theirs.companies.map((c) => c.name)).toEqual(['Northwind Rival']);
    expect((await list('?search=rival')).total).toBe(0);
  });
});

describe('pages of 100', () => {
  it('pages by 100 with the exact total; a page past the end is empty but keeps the total', async () => {
    const tenant = await signedInUser(server, { role: 'super_admin' });
    await server.deps.database.db.execute(
      sql`insert into crm_companies (company_id, name, city, country)
          select ${tenant.companyId}, 'Bulk ' || lpad(g::text, 3, '0'), 'Hull', 'United Kingdom'
          from generate_series(1, 205) g`,
    );
    const page = async (n: number) =>
      json<CompanyListResponse>(await tenant.client.get(`/api/companies?page=${n}&search=bulk`));
    const first = await page(1);
    expect(first).toMatchObject({ total: 205, page: 1, pageSize: 100 });
    expect(first.companies).toHaveLength(100);
    expect(first.companies[0]?.name).toBe('Bulk 001');
    const third = await page(3);
    expect(third.companies.map((c) => c.name)).toEqual([
      'Bulk 201',
      'Bulk 202',
      'Bulk 203',
      'Bulk 204',
      'Bulk 205',
    ]);
    expect(await page(4)).toMatchObject({ companies: [], total: 205 });
    // Without a search (or with one too short for the index) the page is found in index order.
    for (const query of ['page=3', 'page=3&search=bu', 'page=3&country=United%20Kingdom']) {
      const unsearched = json<CompanyListResponse>(await tenant.client.get(`/api/companies?${query}`));
      expect(unsearched.total, query).toBe(205);
      expect(
        unsearched.companies.map((c) => c.name),
        query,
      ).toEqual(third.companies.map((c) => c.name));
    }
    expect((await tenant.client.get('/api/companies?page=0')).statusCode).toBe(400);
  });
});

describe('the list function under row-level security', () => {
  it('returns nothing without a tenant, and only the tenant set', async () => {
    const { db } = server.deps.database;
    const noTenant = await withTenant(db, { companyId: '' }, (tx) =>
      queryRows(tx, sql`select * from crm_companies_page(null, null, 100, 0)`),
    );
    expect(noTenant).toEqual([]);
    const mine = await withTenant(db, { companyId: me.companyId }, (tx) =>
      queryRows<{ name: string }>(tx, sql`select name from crm_companies_page('northwind', null, 100, 0)`),
    );
    expect(mine.map((r) => r.name)).toEqual(['Northwind Traders']);
  });

  it('matches trigram and tenant in the search index (EXPLAIN of the statement the function runs)', async () => {
    const { db } = server.deps.database;
    const tenant = await signedInUser(server, { role: 'super_admin' });
    const neighbour = await signedInUser(server, { role: 'super_admin' });
    for (const id of [tenant.companyId, neighbour.companyId]) {
      await db.execute(
        sql`insert into crm_companies (company_id, name, city, domain, country)
            select ${id}, 'Company ' || g, 'Town ' || (g % 300), 'c' || g || '.example',
                   (array['France', 'Spain', 'Italy', 'Greece'])[1 + g % 4]
            from generate_series(1, 30000) g`,
      );
    }
    await db.execute(
      sql`insert into crm_companies (company_id, name, city, country)
          values (${tenant.companyId}, 'Zyxel Partners', 'Oslo', 'France'), (${neighbour.companyId}, 'Zyxel Rival', 'Oslo', 'France')`,
    );
    await db.execute(sql`analyze crm_companies`);
    const plan = await queryRows<Record<string, string>>(
      db,
      sql`explain select count(*) over (), c.id from crm_companies c
          where c.company_id = ${tenant.companyId} and not c.archived and not c.is_individual_contacts
            and c.country = 'France' and c.search_text like '%zyx%'
            and c.search_scope @> array[${`${tenant.companyId}|France`}]
          order by lower(c.name), c.id limit 100`,
    );
    const text = plan.map((row) => Object.values(row)[0]).join('\n');
    // The trigram and the tenant with its country are both matched inside the index.
    expect(text).toContain('Bitmap Index Scan on crm_companies_search_idx');
    expect(text).toMatch(/Index Cond: .*search_text ~~ '%zyx%'.*search_scope @>/);
    const found = json<CompanyListResponse>(
      await tenant.client.get('/api/companies?search=zyx&country=France'),
    );
    expect(found.companies.map((c) => c.name)).toEqual(['Zyxel Partners']);
    // 60,000 rows, each counted under its ~30 search pieces by the insert trigger.
  }, 120_000);
});
