import type { CompanySummaryResponse, ErrorResponse } from '@northdesk/shared';
import { COMPANIES_COPY as C } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import { signedInUser } from '../support/accounts.ts';
import { setAccess } from '../support/crm-fixtures.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * GET /api/companies/{id}/summary shows figures of other sections (deals, activities, tasks) only
 * to users who may read that section, as those sections' own routes require; its contact counts
 * need only companies access, like the company's contacts route and the list's contact counts.
 */

type User = Awaited<ReturnType<typeof signedInUser>>;

let server: TestServer;
let owner: User;
let companyId: string;

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.deps.database.db, query);

/** A colleague of the owner with full companies access and the given levels elsewhere. */
async function colleague(levels: Record<string, 'no_access' | 'view' | 'full'>): Promise<User> {
  const user = await signedInUser(server, { role: 'operative', companyId: owner.companyId });
  await setAccess(server, user, 'companies', 'view');
  for (const [section, level] of Object.entries(levels)) await setAccess(server, user, section, level);
  return user;
}

async function summaryFor(user: User): Promise<CompanySummaryResponse> {
  const response = await user.client.get(`/api/companies/${companyId}/summary`);
  expect(response.statusCode, response.body).toBe(200);
  return json<CompanySummaryResponse>(response);
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedInUser(server, { role: 'super_admin' });
  const created = await owner.client.post('/api/companies', { name: 'Guarded Ltd' });
  companyId = json<{ company: { id: string } }>(created).company.id;
  const tenant = owner.companyId;
  await rows(
    sql`insert into crm_contacts (company_id, crm_company_id, first_name, last_name, email)
        values (${tenant}, ${companyId}, 'Ada', 'Byron', 'ada@guarded.example'),
               (${tenant}, ${companyId}, null, 'Sales', 'sales@guarded.example')`,
  );
  await rows(
    sql`insert into crm_activities (company_id, crm_company_id, type, subject, activity_date)
        values (${tenant}, ${companyId}, 'call', 'Intro call', now())`,
  );
  await rows(
    sql`insert into tasks (company_id, crm_company_id, subject, status)
        values (${tenant}, ${companyId}, 'Send terms', 'todo')`,
  );
  await rows(
    sql`insert into crm_deals (company_id, crm_company_id, name, stage, amount)
        values (${tenant}, ${companyId}, 'Pilot', 'proposal', 900),
               (${tenant}, ${companyId}, 'Renewal', 'negotiation', null)`,
  );
});
afterAll(() => server.close());

describe('company summary and section access', () => {
  it('gives null deal figures to a user without deals access, whose deals route is refused', async () => {
    const user = await colleague({ deals: 'no_access', activities: 'full', tasks: 'full', contacts: 'full' });
    const summary = await summaryFor(user);
    expect(summary.counts).toEqual({ contacts: 2, departments: 1, activities: 1, deals: null, tasks: 1 });
    expect((await user.client.get(`/api/companies/${companyId}/deals`)).statusCode).toBe(403);
  });

  it('gives the deal count to a user who may read deals (view is enough)', async () => {
    const user = await colleague({ deals: 'view', activities: 'no_access', tasks: 'no_access' });
    const summary = await summaryFor(user);
    expect(summary.counts.deals).toBe(2);
    expect((await user.client.get(`/api/companies/${companyId}/deals`)).statusCode).toBe(200);
  });

  it('hides activity and task figures and their newest items without those sections', async () => {
    const user = await colleague({ deals: 'full', activities: 'no_access', tasks: 'no_access' });
    const summary = await summaryFor(user);
    expect(summary).toEqual({
      counts: { contacts: 2, departments: 1, activities: null, deals: 2, tasks: null },
      recentActivities: [],
      recentTasks: [],
    });
    expect((await user.client.get(`/api/activities?crmCompanyId=${companyId}`)).statusCode).toBe(403);
    expect((await user.client.get(`/api/tasks?crmCompanyId=${companyId}`)).statusCode).toBe(403);

    const reader = await colleague({ activities: 'view', tasks: 'view' });
    const shown = await summaryFor(reader);
    expect(shown.counts).toMatchObject({ activities: 1, tasks: 1 });
    expect(shown.recentActivities.map((a) => a.subject)).toEqual(['Intro call']);
    expect(shown.recentTasks.map((t) => t.subject)).toEqual(['Send terms']);
  });

  it('keeps contact counts with companies access alone, as the company contacts route does', async () => {
    const user = await colleague({ contacts: 'no_access', deals: 'no_access' });
    expect((await summaryFor(user)).counts).toMatchObject({ contacts: 2, departments: 1 });
    const contacts = json<{ total: number }>(await user.client.get(`/api/companies/${companyId}/contacts`));
    expect(contacts.total).toBe(2);
  });

  it('gives everything to a super admin', async () => {
    expect((await summaryFor(owner)).counts).toEqual({
      contacts: 2,
      departments: 1,
      activities: 1,
      deals: 2,
      tasks: 1,
    });
  });

  it('still answers 401 without a session and 404 for another tenant, whatever the access', async () => {
    const anonymous = await server.app.inject({ method: 'GET', url: `/api/companies/${companyId}/summary` });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await signedInUser(server, { role: 'super_admin' });
    const theirs = await stranger.client.get(`/api/companies/${companyId}/summary`);
    expect(theirs.statusCode).toBe(404);
    expect(json<ErrorResponse>(theirs).error).toEqual({ code: 'not_found', message: C.notFound });
    const outsider = await colleague({});
    await setAccess(server, outsider, 'companies', 'no_access');
    expect((await outsider.client.get(`/api/companies/${companyId}/summary`)).statusCode).toBe(403);
  });
});
