import type { CompanyListResponse } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { signedInUser } from '../support/accounts.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * crm_company_search_counts (migration 0026): the exact totals of three-letter searches, kept by
 * triggers. Checked against what they stand for: a recount from scratch after every kind of
 * write, and the list's totals and pages against the plain query.
 */

type CountRow = { trigram: string; country: string; company_count: number | string };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.deps.database.db;

/** The tenant's non-zero count rows, sorted, as text (zero rows may stay after renames). */
async function countsOf(tenant: string): Promise<string[]> {
  const rows = await queryRows<CountRow>(
    db(),
    sql`select trigram, country, company_count from crm_company_search_counts
        where company_id = ${tenant} and company_count <> 0`,
  );
  return rows.map((r) => `${r.country}|${r.trigram}|${Number(r.company_count)}`).sort();
}

/** The counts as the triggers keep them equal the counts rebuilt from the companies. */
async function expectCountsExact(tenant: string): Promise<string[]> {
  const kept = await countsOf(tenant);
  await db().execute(sql`select crm_company_search_counts_rebuild(${tenant})`);
  expect(kept).toEqual(await countsOf(tenant));
  return kept;
}

describe('search counts kept by triggers', () => {
  it('stay exact through create, edit, move, archive, delete and bulk writes', async () => {
    const me = await signedInUser(server, { role: 'super_admin' });
    const neighbour = await signedInUser(server, { role: 'super_admin' });
    const create = async (body: Record<string, unknown>) => {
      const response = await me.client.post('/api/companies', body);
      expect(response.statusCode, response.body).toBe(201);
      return json<{ company: { id: string } }>(response).company.id;
    };
    const acme = await create({
      name: 'Acme Tooling',
      city: 'Leeds',
      domain: 'acme.example',
      country: 'United Kingdom',
    });
    const bolt = await create({ name: 'Bolt & Nut', city: 'Lyon', country: 'France' });
    await create({ name: 'Nameless', country: null });
    await db().execute(
      sql`insert into crm_companies (company_id, name, city, country) values (${neighbour.companyId}, 'Acme Rival', 'Leeds', 'United Kingdom')`,
    );
    const created = await expectCountsExact(me.companyId);
    expect(created).toContain('United Kingdom|acm|1');
    expect(created).toContain('United Kingdom||1');
    expect(created).toContain('|nam|1');

    // A rename, a move to another country, an edit that changes nothing searchable.
    expect((await me.client.patch(`/api/companies/${acme}`, { name: 'Zenith Tooling' })).statusCode).toBe(
      200,
    );
    expect((await me.client.patch(`/api/companies/${bolt}`, { country: 'Germany' })).statusCode).toBe(200);
    expect((await me.client.patch(`/api/companies/${bolt}`, { phone: '+49 30 1234' })).statusCode).toBe(200);
    const edited = await expectCountsExact(me.companyId);
    // "me " was only in the old name; "acm" stays with the domain.
    expect(edited.some((row) => row.includes('|me |'))).toBe(false);
    expect(edited).toContain('United Kingdom|acm|1');
    expect(edited).toContain('United Kingdom|zen|1');
    expect(edited).toContain('Germany|bol|1');

    // Archived companies are not listed, so not counted; restored, they count again.
    await db().execute(sql`update crm_companies set archived = true where id = ${bolt}`);
    expect((await expectCountsExact(me.companyId)).some((row) => row.includes('|bol|'))).toBe(false);
    await db().execute(sql`update crm_companies set archived = false where id = ${bolt}`);
    expect(await expectCountsExact(me.companyId)).toContain('Germany|bol|1');

    // One statement writing many rows; then a delete through the API.
    await db().execute(
      sql`insert into crm_companies (company_id, name, city, country)
          select ${me.companyId}, 'Bulk ' || g, 'Town ' || (g % 7), (array['France', 'Spain'])[1 + g % 2]
          from generate_series(1, 300) g`,
    );
    expect(await expectCountsExact(me.companyId)).toContain('France|bul|150');
    expect((await me.client.delete(`/api/companies/${bolt}`)).statusCode).toBe(200);
    expect((await expectCountsExact(me.companyId)).some((row) => row.includes('|bol|'))).toBe(false);

    // The neighbour's rows were never touched by any of this.
    expect(await expectCountsExact(neighbour.companyId)).toContain('United Kingdom|acm|1');
  });

  it('go with their tenant', async () => {
    const tenant = await signedInUser(server, { role: 'super_admin' });
    await db().execute(
      sql`insert into crm_companies (company_id, name) values (${tenant.companyId}, 'Short Lived')`,
    );
    expect((await countsOf(tenant.companyId)).length).toBeGreaterThan(0);
    await db().execute(sql`delete from user_roles where company_id = ${tenant.companyId}`);
    await db().execute(sql`delete from profiles where company_id = ${tenant.companyId}`);
    await db().execute(sql`delete from companies where id = ${tenant.companyId}`);
    expect(await countsOf(tenant.companyId)).toEqual([]);
  });

  it('are not readable by the application role', async () => {
    const tenant = await signedInUser(server, { role: 'super_admin' });
    const error = await withTenant(db(), { companyId: tenant.companyId }, (tx) =>
      queryRows(tx, sql`select * from crm_company_search_counts`),
    ).catch((caught: unknown) => caught);
    expect(String((error as { cause?: unknown })?.cause ?? error)).toMatch(/permission denied/);
  });
});

describe('three-letter searches read their totals from the counts', () => {
  it('give the same totals and pages as the plain query, walked or through the trigram index', async () => {
    const tenant = await signedInUser(server, { role: 'super_admin' });
    const neighbour = await signedInUser(server, { role: 'super_admin' });
    for (const id of [tenant.companyId, neighbour.companyId]) {
      await db().execute(
        sql`insert into crm_companies (company_id, name, city, domain, country)
            select ${id},
                   (array['Nord', 'Sud', 'Ost', 'West', 'Zenit', 'Quarz'])[1 + g % 6] || ' ' ||
                   (array['Handel', 'Logistik', 'Trading', 'Werke', 'Partners'])[1 + (g / 6) % 5] || ' ' || g,
                   (array['Berlin', 'Hamburg', 'Lyon', 'Paris', 'Leeds'])[1 + g % 5],
                   'c' || g || '.example',
                   (array['Germany', 'France', 'United Kingdom'])[1 + (g / 3) % 3]
            from generate_series(1, 2400) g`,
      );
    }
    await db().execute(sql`analyze crm_companies`);
    const plain = async (needle: string, country: string | null, offset: number) => {
      const rows = await queryRows<{ id: string; total: number | string }>(
        db(),
        sql`select id, count(*) over () as total from crm_companies c
            where c.company_id = ${tenant.companyId} and not archived and not is_individual_contacts
              and (${country}::text is null or country = ${country})
              and strpos(search_text, ${needle}) > 0
            order by lower(name), id`,
      );
      return { total: Number(rows[0]?.total ?? 0), ids: rows.slice(offset, offset + 100).map((r) => r.id) };
    };
    // Common pieces (walked in name order) and rare ones (through the trigram index).
    const cases: [string, string | null, number][] = [
      ['han', 'Germany', 1],
      ['han', null, 2],
      ['ers', 'France', 2],
      ['ber', null, 1],
      ['eed', 'United Kingdom', 3],
      ['z 1', null, 1],
      ['123', 'France', 1],
      ['qqq', null, 1],
    ];
    for (const [needle, country, page] of cases) {
      const query = `search=${encodeURIComponent(needle)}&page=${page}${country ? `&country=${encodeURIComponent(country)}` : ''}`;
      const listed = json<CompanyListResponse>(await tenant.client.get(`/api/companies?${query}`));
      const expected = await plain(needle, country, (page - 1) * 100);
      expect(listed.total, query).toBe(expected.total);
      expect(
        listed.companies.map((c) => c.id),
        query,
      ).toEqual(expected.ids);
    }
  });
});
