import type { CompanyListResponse } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import { signedInUser } from '../support/accounts.ts';
import type { TestClient } from '../support/client.ts';
import { makeCompany } from '../support/crm-fixtures.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * crm_company_contact_counts (migrations 0028, 0071): each company's listed contacts, kept by
 * triggers on crm_contacts. Checked against a recount after every kind of contact write, and
 * against what the companies list shows.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.deps.database.db;

/** Each company of the tenant with its kept count, "name=count", sorted. */
async function keptCounts(tenant: string): Promise<string[]> {
  const rows = await queryRows<{ name: string; contact_count: number | string }>(
    db(),
    sql`select c.name, coalesce(n.contact_count, 0) as contact_count
          from crm_companies c
          left join crm_company_contact_counts n on n.company_id = c.company_id and n.crm_company_id = c.id
         where c.company_id = ${tenant}`,
  );
  return rows.map((r) => `${r.name}=${Number(r.contact_count)}`).sort();
}

/** The kept counts equal the counts rebuilt from the contacts; returns them. */
async function expectCountsExact(tenant: string): Promise<string[]> {
  const kept = await keptCounts(tenant);
  await db().execute(sql`select crm_companies_contact_count_rebuild(${tenant})`);
  expect(kept).toEqual(await keptCounts(tenant));
  return kept;
}

async function createContact(client: TestClient, body: Record<string, unknown>): Promise<string> {
  const response = await client.post('/api/contacts', body);
  expect(response.statusCode, response.body).toBe(201);
  return json<{ contact: { id: string } }>(response).contact.id;
}

describe('contact counts kept by triggers', () => {
  it('stay exact through create, move, archive, bulk insert and delete, and the list shows them', async () => {
    const me = await signedInUser(server, { role: 'super_admin' });
    const neighbour = await signedInUser(server, { role: 'super_admin' });
    const acme = await makeCompany(server, me.companyId, { name: 'Acme Counting' });
    const bolt = await makeCompany(server, me.companyId, { name: 'Bolt Counting' });
    const rival = await makeCompany(server, neighbour.companyId, { name: 'Rival Counting' });

    const janeFields = { firstName: 'Jane', lastName: 'Cooper' };
    const jane = await createContact(me.client, { ...janeFields, crmCompanyId: acme });
    await createContact(me.client, { firstName: 'Omar', lastName: 'Haddad', crmCompanyId: acme });
    await createContact(neighbour.client, { firstName: 'Rita', lastName: 'Ross', crmCompanyId: rival });
    expect(await expectCountsExact(me.companyId)).toEqual(
      expect.arrayContaining(['Acme Counting=2', 'Bolt Counting=0']),
    );

    // A move to another company, an edit that changes nothing counted, an archive.
    const moved = await me.client.patch(`/api/contacts/${jane}`, { ...janeFields, crmCompanyId: bolt });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      (await me.client.patch(`/api/contacts/${jane}`, { ...janeFields, crmCompanyId: bolt, phone: '+44 1' }))
        .statusCode,
    ).toBe(200);
    expect(await expectCountsExact(me.companyId)).toEqual(
      expect.arrayContaining(['Acme Counting=1', 'Bolt Counting=1']),
    );
    expect((await me.client.post(`/api/contacts/${jane}/archive`)).statusCode).toBe(200);
    expect(await expectCountsExact(me.companyId)).toEqual(
      expect.arrayContaining(['Acme Counting=1', 'Bolt Counting=0']),
    );

    // One statement writing many contacts over two companies, then one deleting some of them.
    await db().execute(
      sql`insert into crm_contacts (company_id, crm_company_id, first_name, last_name)
          select ${me.companyId}, (array[${acme}::uuid, ${bolt}::uuid])[1 + g % 2], 'Bulk', 'Person ' || g
          from generate_series(1, 301) g`,
    );
    expect(await expectCountsExact(me.companyId)).toEqual(
      expect.arrayContaining(['Acme Counting=151', 'Bolt Counting=151']),
    );
    await db().execute(
      sql`delete from crm_contacts where company_id = ${me.companyId} and last_name like 'Person 1%'`,
    );
    const afterDelete = await expectCountsExact(me.companyId);

    // What the list shows is the kept count.
    const list = json<CompanyListResponse>(await me.client.get('/api/companies?search=counting'));
    const shown = list.companies.map((c) => `${c.name}=${c.contactCount}`).sort();
    expect(shown).toEqual(afterDelete.filter((row) => row.includes('Counting')));

    // Deleting a company with its contacts, and one whose contacts stay (unlinked).
    expect((await me.client.delete(`/api/companies/${bolt}?deleteContacts=true`)).statusCode).toBe(200);
    expect((await me.client.delete(`/api/companies/${acme}`)).statusCode).toBe(200);
    await expectCountsExact(me.companyId);

    // The neighbour's company was never touched by any of this.
    expect(await expectCountsExact(neighbour.companyId)).toContain('Rival Counting=1');
  });

  it('do not stop a tenant from being deleted with its companies and contacts', async () => {
    const tenant = await signedInUser(server, { role: 'super_admin' });
    const company = await makeCompany(server, tenant.companyId, { name: 'Short Lived' });
    await createContact(tenant.client, { firstName: 'Ada', lastName: 'Gone', crmCompanyId: company });
    await db().execute(sql`delete from user_roles where company_id = ${tenant.companyId}`);
    await db().execute(sql`delete from profiles where company_id = ${tenant.companyId}`);
    await db().execute(sql`delete from companies where id = ${tenant.companyId}`);
    expect(await keptCounts(tenant.companyId)).toEqual([]);
  });

  it('change nothing when a company is renamed (its contacts are touched, not moved)', async () => {
    const me = await signedInUser(server, { role: 'super_admin' });
    const company = await makeCompany(server, me.companyId, { name: 'Old Name' });
    await createContact(me.client, { firstName: 'Ben', lastName: 'Stays', crmCompanyId: company });
    expect((await me.client.patch(`/api/companies/${company}`, { name: 'New Name' })).statusCode).toBe(200);
    expect(await expectCountsExact(me.companyId)).toContain('New Name=1');
  });
});
