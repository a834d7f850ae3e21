import type { CompanyContactsResponse } from '@northdesk/shared';
import { COMPANY_CONTACTS_PAGE_SIZE } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import { signedInUser } from '../support/accounts.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

/* The company detail's Contacts and Departments tabs page through 100 contacts at a time (docs/product/companies.md). */

let server: TestServer;
let me: Awaited<ReturnType<typeof signedInUser>>;
let companyId: string;

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.deps.database.db, query);

async function page(query: string): Promise<CompanyContactsResponse> {
  const response = await me.client.get(`/api/companies/${companyId}/contacts?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<CompanyContactsResponse>(response);
}

beforeAll(async () => {
  server = await startTestServer();
  me = await signedInUser(server, { role: 'super_admin' });
  const created = await me.client.post('/api/companies', { name: 'Crowded Ltd' });
  companyId = json<{ company: { id: string } }>(created).company.id;
  // 101 people (Person 001 … Person 101) and 102 department mailboxes (sales@ on their own domains).
  await rows(
    sql`insert into crm_contacts (company_id, crm_company_id, first_name, last_name, email)
        select ${me.companyId}, ${companyId}, 'Ann', 'Person ' || lpad(n::text, 3, '0'), 'ann' || n || '@crowded.example'
        from generate_series(1, 101) n`,
  );
  await rows(
    sql`insert into crm_contacts (company_id, crm_company_id, first_name, last_name, email)
        select ${me.companyId}, ${companyId}, null, 'Desk ' || lpad(n::text, 3, '0'), 'sales@desk' || n || '.example'
        from generate_series(1, 102) n`,
  );
});
afterAll(() => server.close());

describe('paging the company contacts', () => {
  it('gives 100 a page and the rest on the next, with the whole total on each', async () => {
    expect(COMPANY_CONTACTS_PAGE_SIZE).toBe(100);
    const first = await page('page=1');
    expect(first.total).toBe(203);
    expect(first.contacts).toHaveLength(100);
    const third = await page('page=3');
    expect(third.total).toBe(203);
    expect(third.contacts.map((c) => c.lastName)).toEqual(['Person 099', 'Person 100', 'Person 101']);
    const seen = new Set(
      [...first.contacts, ...(await page('page=2')).contacts, ...third.contacts].map((c) => c.id),
    );
    expect(seen.size).toBe(203);
  });

  it('pages the department contacts on their own total', async () => {
    const first = await page('category=department&page=1');
    expect(first.total).toBe(102);
    expect(first.contacts).toHaveLength(100);
    const second = await page('category=department&page=2');
    expect(second.contacts.map((c) => c.lastName)).toEqual(['Desk 101', 'Desk 102']);
  });

  it('still gives the true total for a page past the end, so the pager can go back', async () => {
    expect(await page('page=9')).toEqual({ contacts: [], total: 203 });
    expect(await page('category=department&page=4')).toEqual({ contacts: [], total: 102 });
    const empty = json<{ company: { id: string } }>(
      await me.client.post('/api/companies', { name: 'Empty Ltd' }),
    );
    const response = await me.client.get(`/api/companies/${empty.company.id}/contacts?page=2`);
    expect(json(response)).toEqual({ contacts: [], total: 0 });
  });
});
