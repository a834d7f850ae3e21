import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/rows.ts';
import { signedInUser } from './support/accounts.ts';
import { json, startTestServer, type TestServer } from './support/test-server.ts';

/*
 * A company's contacts, activities, tasks and deals, and what deleting it does to them. Contacts
 * and activities live in the contacts area's tables; these tests write them with plain SQL (as the
 * database owner) and are skipped while those tables do not exist yet.
 */

let server: TestServer;
let me: Awaited<ReturnType<typeof signedInUser>>;
let hasContacts = false;

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.deps.database.db, query);

/** A company with three listed contacts (one a department mailbox), one archived, two activities, a task and two deals. */
async function companyWithEverything(name: string) {
  const created = await me.client.post('/api/companies', { name, country: 'Spain' });
  const id = json<{ company: { id: string } }>(created).company.id;
  const tenant = me.companyId;
  const logoFile = `${id}-1700000000001.png`;
  const logoKey = `${tenant}/company-logos/${logoFile}`;
  await server.deps.storage.put(logoKey, PNG, { contentType: 'image/png' });
  await rows(sql`update crm_companies set logo_key = ${logoKey} where id = ${id}`);
  const contacts = await rows<{ id: string }>(
    sql`insert into crm_contacts (company_id, crm_company_id, first_name, last_name, email)
        values (${tenant}, ${id}, 'Ana', 'Zamora', 'ana@firm.example'),
               (${tenant}, ${id}, 'Bo', 'Alba', 'bo@firm.example'),
               (${tenant}, ${id}, null, 'Accounts', 'accounts@firm.example')
        returning id`,
  );
  await rows(
    sql`insert into crm_contacts (company_id, crm_company_id, first_name, last_name, archived, archived_reason)
        values (${tenant}, ${id}, 'Old', 'Timer', true, 'user_deleted')`,
  );
  await rows(
    sql`insert into crm_activities (company_id, crm_company_id, contact_id, type, subject, activity_date)
        values (${tenant}, ${id}, ${contacts[0]?.id}, 'call', 'First call', now() - interval '2 days'),
               (${tenant}, ${id}, null, 'meeting', 'Kick-off', now() - interval '1 day'),
               (${tenant}, ${id}, null, 'task', 'Send proposal', now() + interval '3 days')`,
  );
  await rows(
    sql`insert into crm_deals (company_id, crm_company_id, contact_id, name, stage, amount, close_date)
        values (${tenant}, ${id}, ${contacts[1]?.id}, 'Pilot', 'proposal', 5000, '2026-03-01'),
               (${tenant}, ${id}, null, 'Rollout', 'qualification', null, null)`,
  );
  return { id, logoKey, contactIds: contacts.map((c) => c.id) };
}

beforeAll(async () => {
  server = await startTestServer();
  me = await signedInUser(server, { role: 'super_admin' });
  const [row] = await rows<{ present: boolean }>(
    sql`select to_regclass('public.crm_contacts') is not null as present`,
  );
  hasContacts = row?.present === true;
});
afterAll(() => server.close());
beforeEach((context) => {
  if (!hasContacts) context.skip();
});

describe('what hangs off a company', () => {
  it('counts contacts, department contacts, activities, tasks and deals, with the newest items', async () => {
    const { id } = await companyWithEverything('Counted SA');
    const summary = json<{
      counts: Record<string, number>;
      recentActivities: { subject: string }[];
      recentTasks: { subject: string }[];
    }>(await me.client.get(`/api/companies/${id}/summary`));
    expect(summary.counts).toEqual({ contacts: 3, departments: 1, activities: 2, tasks: 1, deals: 2 });
    expect(summary.recentActivities.map((a) => a.subject)).toEqual(['Kick-off', 'First call']);
    expect(summary.recentTasks.map((t) => t.subject)).toEqual(['Send proposal']);

    const contacts = json<{ contacts: { lastName: string; lastActivityAt: string | null }[]; total: number }>(
      await me.client.get(`/api/companies/${id}/contacts`),
    );
    expect(contacts.total).toBe(3);
    expect(contacts.contacts.map((c) => c.lastName)).toEqual(['Accounts', 'Alba', 'Zamora']);
    expect(contacts.contacts[2]?.lastActivityAt).not.toBeNull();
    const departments = json<{ contacts: { email: string }[] }>(
      await me.client.get(`/api/companies/${id}/contacts?category=department`),
    );
    expect(departments.contacts.map((c) => c.email)).toEqual(['accounts@firm.example']);

    const list = json<{ companies: { name: string; contactCount: number }[] }>(
      await me.client.get('/api/companies?search=counted'),
    );
    expect(list.companies).toMatchObject([{ name: 'Counted SA', contactCount: 3 }]);
    const deals = json<{ deals: { name: string }[] }>(await me.client.get(`/api/companies/${id}/deals`));
    expect(deals.deals.map((d) => d.name)).toEqual(['Pilot', 'Rollout']);
  });
});

describe('deleting a company', () => {
  it('keeps its contacts, unlinked, and takes its deals, activities, tasks and logo with it', async () => {
    const { id, logoKey, contactIds } = await companyWithEverything('Kept Contacts SL');
    const response = await me.client.delete(`/api/companies/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ deletedContacts: 0 });

    const contacts = await rows<{ crm_company_id: string | null; archived: boolean }>(
      sql`select crm_company_id, archived from crm_contacts where id in (${sql.join(contactIds, sql`, `)})`,
    );
    expect(contacts).toHaveLength(3);
    expect(contacts.every((c) => c.crm_company_id === null && !c.archived)).toBe(true);
    const [left] = await rows<{
      deals: number | string;
      activities: number | string;
      orphans: number | string;
    }>(
      sql`select (select count(*) from crm_deals where crm_company_id = ${id}) as deals,
                 (select count(*) from crm_activities where crm_company_id = ${id}) as activities,
                 (select count(*) from crm_contacts where crm_company_id = ${id}) as orphans`,
    );
    expect([Number(left?.deals), Number(left?.activities), Number(left?.orphans)]).toEqual([0, 0, 0]);
    expect(await server.deps.storage.get(logoKey)).toBeUndefined();
    expect((await me.client.get(`/api/companies/${id}`)).statusCode).toBe(404);
  });

  it('with "also delete contacts" deletes (archives) its listed contacts first and reports how many', async () => {
    const { id, contactIds } = await companyWithEverything('Gone Together SL');
    const response = await me.client.delete(`/api/companies/${id}?deleteContacts=true`);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ deletedContacts: 3 });
    const contacts = await rows<{
      archived: boolean;
      archived_reason: string;
      crm_company_id: string | null;
    }>(
      sql`select archived, archived_reason, crm_company_id from crm_contacts where id in (${sql.join(contactIds, sql`, `)})`,
    );
    expect(contacts).toEqual(
      contactIds.map(() => ({ archived: true, archived_reason: 'company_deleted', crm_company_id: null })),
    );
    expect((await me.client.delete(`/api/companies/${id}?deleteContacts=true`)).statusCode).toBe(404);
  });
});
