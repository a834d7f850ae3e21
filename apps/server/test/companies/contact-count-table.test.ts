import { type CompanyListResponse, EXPORT_HEADINGS } from '@northdesk/shared';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { signedInUser } from '../support/accounts.ts';
import type { TestClient } from '../support/client.ts';
import { keptAndCounted } from '../support/contact-counts.ts';
import { makeCompany } from '../support/crm-fixtures.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * Contact counts in crm_company_contact_counts (migration 0071), not on the company row: every
 * way a contact is written (create, move to another company, archive, restore, bulk archive, a
 * merge of companies, a company deleted with or without its contacts) leaves the kept counts equal
 * to a fresh count, never rewrites a company row (its xmin stays), and every reader (the list,
 * its sort by contacts, a drill-down page, the export, the merge dialog) shows the kept count.
 * Import, undo and the HubSpot sync: import-counts.test.ts and contact-count-sync.test.ts.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { jobs: true });
}, 120_000);
afterAll(() => server.close());

const db = () => server.deps.database.db;

/** Each company row's current version (xmin): it changes whenever the row is written. */
async function versions(tenant: string): Promise<Record<string, string>> {
  const rows = await queryRows<{ id: string; v: string }>(
    db(),
    sql`SELECT id, xmin::text AS v FROM crm_companies WHERE company_id = ${tenant}`,
  );
  return Object.fromEntries(rows.map((r) => [r.id, r.v]));
}

async function createContact(client: TestClient, body: Record<string, unknown>): Promise<string> {
  const response = await client.post('/api/contacts', body);
  expect(response.statusCode, response.body).toBe(201);
  return json<{ contact: { id: string } }>(response).contact.id;
}

async function finished(client: TestClient, jobId: string) {
  for (let i = 0; i < 300; i++) {
    const { job } = json<{ job: { status: string } }>(await client.get(`/api/jobs/${jobId}`));
    if (job.status === 'completed' || job.status === 'failed') return job.status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('job did not finish');
}

const shownCounts = (body: CompanyListResponse) => body.companies.map((c) => `${c.name}=${c.contactCount}`);

describe('contact counts in their own table (0071)', () => {
  it('stay exact through every contact write, without writing a company row', async () => {
    const me = await signedInUser(server, { role: 'super_admin' });
    const neighbour = await signedInUser(server, { role: 'super_admin' });
    const acme = await makeCompany(server, me.companyId, { name: 'Acme Side' });
    const bolt = await makeCompany(server, me.companyId, { name: 'Bolt Side' });
    const rival = await makeCompany(server, neighbour.companyId, { name: 'Rival Side' });
    const before = await versions(me.companyId);

    const ada = await createContact(me.client, { firstName: 'Ada', lastName: 'One', crmCompanyId: acme });
    const ben = await createContact(me.client, { firstName: 'Ben', lastName: 'Two', crmCompanyId: acme });
    const cy = await createContact(me.client, { firstName: 'Cy', lastName: 'Three', crmCompanyId: bolt });
    await createContact(neighbour.client, { firstName: 'Rita', lastName: 'Far', crmCompanyId: rival });
    expect(await keptAndCounted(db(), me.companyId)).toEqual({ 'Acme Side': '2/2', 'Bolt Side': '1/1' });

    // A move to the other company, then an edit that moves nothing.
    const moved = await me.client.patch(`/api/contacts/${ben}`, {
      firstName: 'Ben',
      lastName: 'Two',
      crmCompanyId: bolt,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const edited = await me.client.patch(`/api/contacts/${ben}`, {
      firstName: 'Benjamin',
      lastName: 'Two',
      crmCompanyId: bolt,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await keptAndCounted(db(), me.companyId)).toEqual({ 'Acme Side': '1/1', 'Bolt Side': '2/2' });

    // Archive, then restore (as the tenant: no route restores a contact, the sync and an undo do).
    expect((await me.client.post(`/api/contacts/${cy}/archive`)).statusCode).toBe(200);
    expect(await keptAndCounted(db(), me.companyId)).toEqual({ 'Acme Side': '1/1', 'Bolt Side': '1/1' });
    await withTenant(db(), { companyId: me.companyId }, (tx) =>
      tx.execute(
        sql`UPDATE crm_contacts SET archived = false, archived_at = NULL, archived_reason = NULL WHERE id = ${cy}`,
      ),
    );
    expect(await keptAndCounted(db(), me.companyId)).toEqual({ 'Acme Side': '1/1', 'Bolt Side': '2/2' });

    // No contact write above rewrote a company row.
    expect(await versions(me.companyId)).toEqual(before);

    // The readers: the list (by name and sorted by contacts both ways), a drill-down page, export.
    const byName = json<CompanyListResponse>(await me.client.get('/api/companies?search=side'));
    expect(shownCounts(byName)).toEqual(['Acme Side=1', 'Bolt Side=2']);
    const most = json<CompanyListResponse>(await me.client.get('/api/companies?sort=contacts&dir=desc'));
    expect(shownCounts(most)).toEqual(['Bolt Side=2', 'Acme Side=1']);
    const least = json<CompanyListResponse>(await me.client.get('/api/companies?sort=contacts&dir=asc'));
    expect(shownCounts(least)).toEqual(['Acme Side=1', 'Bolt Side=2']);
    const drill = json<CompanyListResponse>(
      await me.client.get('/api/companies?createdFrom=2000-01-01&sort=contacts&dir=desc'),
    );
    expect(shownCounts(drill)).toEqual(['Bolt Side=2', 'Acme Side=1']);
    const exported = parse((await me.client.get('/api/exports/companies')).body, { bom: true }) as string[][];
    const column = exported[0]?.indexOf(EXPORT_HEADINGS.contacts) ?? -1;
    expect(column).toBeGreaterThan(0);
    expect(exported.slice(1).map((r) => `${r[1]}=${r[column]}`)).toEqual(['Acme Side=1', 'Bolt Side=2']);

    // Bulk archive (a job), then a merge moving Bolt's contacts to Acme.
    const bulk = await me.client.post('/api/contacts/bulk', {
      selection: { ids: [ada] },
      action: { type: 'archive' },
    });
    expect(bulk.statusCode, bulk.body).toBe(202);
    expect(await finished(me.client, json<{ jobId: string }>(bulk).jobId)).toBe('completed');
    expect(await keptAndCounted(db(), me.companyId)).toEqual({ 'Acme Side': '0/0', 'Bolt Side': '2/2' });
    const merged = await me.client.post(`/api/companies/${acme}/merge`, { otherId: bolt });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(await keptAndCounted(db(), me.companyId)).toEqual({ 'Acme Side': '2/2', 'Bolt Side': '0/0' });

    // Deleting a company keeping its contacts (unlinked), and one with its contacts.
    const spare = await makeCompany(server, me.companyId, { name: 'Spare Side' });
    await createContact(me.client, { firstName: 'Di', lastName: 'Four', crmCompanyId: spare });
    expect((await me.client.delete(`/api/companies/${acme}`)).statusCode).toBe(200);
    expect((await me.client.delete(`/api/companies/${spare}?deleteContacts=true`)).statusCode).toBe(200);
    expect(await keptAndCounted(db(), me.companyId)).toEqual({ 'Bolt Side': '0/0' });
    const left = await queryRows<{ n: number | string }>(
      db(),
      sql`SELECT count(*) AS n FROM crm_company_contact_counts WHERE company_id = ${me.companyId} AND contact_count <> 0`,
    );
    expect(Number(left[0]?.n)).toBe(0);

    // The other tenant's count was never touched, and it cannot read this tenant's counts.
    expect(await keptAndCounted(db(), neighbour.companyId)).toEqual({ 'Rival Side': '1/1' });
    const seen = await withTenant(db(), { companyId: neighbour.companyId }, (tx) =>
      queryRows<{ company_id: string }>(tx, sql`SELECT company_id FROM crm_company_contact_counts`),
    );
    expect(seen.every((r) => r.company_id === neighbour.companyId)).toBe(true);
  });

  it('sort by contact count with ties by name, following renames and archives of companies', async () => {
    const me = await signedInUser(server, { role: 'super_admin' });
    const ann = await makeCompany(server, me.companyId, { name: 'Ann Tie' });
    const bea = await makeCompany(server, me.companyId, { name: 'Bea Tie' });
    await makeCompany(server, me.companyId, { name: 'Cal Tie' });
    await createContact(me.client, { firstName: 'Ed', lastName: 'A', crmCompanyId: ann });
    await createContact(me.client, { firstName: 'Flo', lastName: 'B', crmCompanyId: bea });
    const sorted = async (dir: string) =>
      shownCounts(
        json<CompanyListResponse>(await me.client.get(`/api/companies?search=tie&sort=contacts&dir=${dir}`)),
      );
    expect(await sorted('desc')).toEqual(['Bea Tie=1', 'Ann Tie=1', 'Cal Tie=0']);
    expect(await sorted('asc')).toEqual(['Cal Tie=0', 'Ann Tie=1', 'Bea Tie=1']);
    expect((await me.client.patch(`/api/companies/${ann}`, { name: 'Dan Tie' })).statusCode).toBe(200);
    expect(await sorted('desc')).toEqual(['Dan Tie=1', 'Bea Tie=1', 'Cal Tie=0']);
    await withTenant(db(), { companyId: me.companyId }, (tx) =>
      tx.execute(sql`UPDATE crm_companies SET archived = true WHERE id = ${bea}`),
    );
    expect(await sorted('desc')).toEqual(['Dan Tie=1', 'Cal Tie=0']);
    expect(await keptAndCounted(db(), me.companyId)).toMatchObject({ 'Dan Tie': '1/1', 'Cal Tie': '0/0' });
  });

  it('cannot be written by the application role', async () => {
    const me = await signedInUser(server, { role: 'super_admin' });
    const acme = await makeCompany(server, me.companyId, { name: 'Locked Side' });
    await expect(
      withTenant(db(), { companyId: me.companyId }, (tx) =>
        tx.execute(
          sql`INSERT INTO crm_company_contact_counts (company_id, crm_company_id, contact_count)
              VALUES (${me.companyId}, ${acme}, 99)`,
        ),
      ),
    ).rejects.toThrow();
  });
});
