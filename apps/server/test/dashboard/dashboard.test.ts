import { DASHBOARD_CARD_IDS, type DashboardSummaryResponse } from '@northdesk/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmActivities, profiles } from '../../src/db/schema/index.ts';
import { signedInUser } from '../support/accounts.ts';
import { makeCompany, makeDeal, setAccess } from '../support/crm-fixtures.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const reversed = [...DASHBOARD_CARD_IDS].reverse();

describe('dashboard layout', () => {
  it('starts with no saved layout, saves a valid order and clears it with null', async () => {
    const me = await signedInUser(server);
    expect(json(await me.client.get('/api/dashboard/layout'))).toEqual({ layout: null });
    const saved = await me.client.request('PUT', '/api/dashboard/layout', { layout: reversed });
    expect(saved.statusCode).toBe(200);
    expect(json(await me.client.get('/api/dashboard/layout'))).toEqual({ layout: reversed });
    // Layouts are per user.
    const colleague = await signedInUser(server, { companyId: me.companyId });
    expect(json(await colleague.client.get('/api/dashboard/layout'))).toEqual({ layout: null });
    await me.client.request('PUT', '/api/dashboard/layout', { layout: null });
    expect(json(await me.client.get('/api/dashboard/layout'))).toEqual({ layout: null });
  });

  it.each([
    ['a card missing', DASHBOARD_CARD_IDS.slice(1)],
    ['a card twice', [...DASHBOARD_CARD_IDS.slice(1), 'contacts', 'contacts']],
    ['an unknown id', [...DASHBOARD_CARD_IDS.slice(1), 'tasks']],
    ['a non-string', [...DASHBOARD_CARD_IDS.slice(1), 7]],
    ['nine cards', [...DASHBOARD_CARD_IDS, 'contacts']],
  ])('refuses %s with "Invalid dashboard layout" and saves nothing', async (_name, layout) => {
    const me = await signedInUser(server);
    await me.client.request('PUT', '/api/dashboard/layout', { layout: reversed });
    const response = await me.client.request('PUT', '/api/dashboard/layout', { layout });
    expect(response.statusCode).toBe(400);
    expect(json<{ error: { message: string } }>(response).error.message).toBe('Invalid dashboard layout');
    expect(json(await me.client.get('/api/dashboard/layout'))).toEqual({ layout: reversed });
  });

  it('resets an invalid stored layout to null and serves the default', async () => {
    const me = await signedInUser(server);
    const { db } = server.deps.database;
    await db
      .update(profiles)
      .set({ dashboardLayout: { not: 'a list' } })
      .where(eq(profiles.id, me.userId));
    expect(json(await me.client.get('/api/dashboard/layout'))).toEqual({ layout: null });
    const [row] = await db
      .select({ layout: profiles.dashboardLayout })
      .from(profiles)
      .where(eq(profiles.id, me.userId));
    expect(row?.layout).toBeNull();
  });

  it('requires a session', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/dashboard/layout' })).statusCode).toBe(401);
    expect(
      (await server.app.inject({ method: 'PUT', url: '/api/dashboard/layout', payload: { layout: null } }))
        .statusCode,
    ).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: '/api/dashboard/summary' })).statusCode).toBe(401);
  });
});

describe('dashboard summary', () => {
  it("counts the tenant's own data only, and hides figures of sections without access", async () => {
    const me = await signedInUser(server, { role: 'super_admin' });
    const colleague = await signedInUser(server, { companyId: me.companyId });
    const stranger = await signedInUser(server);
    const acme = await makeCompany(server, me.companyId, { name: 'Acme' });
    const hot = await makeCompany(server, me.companyId, { name: 'Hot Co' });
    await server.deps.database.db.execute(
      sql`update crm_companies set lead_status = 'hot' where id = ${hot}`,
    );
    const customer = await makeCompany(server, me.companyId, { name: 'Customer Co' });
    await server.deps.database.db.execute(
      sql`update crm_companies set lead_status = 'customer' where id = ${customer}`,
    );
    const contact = json<{ contact: { id: string } }>(
      await me.client.post('/api/contacts', { firstName: 'A', crmCompanyId: acme }),
    ).contact;
    await me.client.post('/api/contacts', { firstName: 'B', email: 'b@gmail.com' });
    await makeDeal(server, me.companyId, {
      crmCompanyId: acme,
      contactId: contact.id,
      name: 'Open',
      amount: '100.25',
    });
    await makeDeal(server, me.companyId, {
      crmCompanyId: acme,
      contactId: contact.id,
      name: 'Won',
      amount: '50',
      stage: 'closed_won',
    });
    await me.client.post('/api/activities', { title: 'This month', crmCompanyId: acme });
    await server.deps.database.db.insert(crmActivities).values({
      companyId: me.companyId,
      crmCompanyId: acme,
      type: 'call',
      subject: 'Long ago',
      activityDate: new Date(Date.now() - 60 * 24 * 60 * 60 * 1000),
    });
    // Noise in another tenant.
    const theirs = await makeCompany(server, stranger.companyId, { name: 'Theirs' });
    await stranger.client.post('/api/contacts', { firstName: 'Z', crmCompanyId: theirs });

    const { figures } = json<DashboardSummaryResponse>(await me.client.get('/api/dashboard/summary'));
    expect(figures.contacts).toEqual({ value: 2, secondary: 2 });
    expect(figures.companies).toEqual({ value: 3, secondary: null });
    expect(figures.deals).toEqual({ value: 1, secondary: 100.25 });
    expect(figures.activities).toEqual({ value: 1, secondary: null });
    expect(figures.reports).toEqual({ value: 1, secondary: null });
    expect(figures.erp).toEqual({ value: 1, secondary: null });
    expect(figures.settings).toEqual({ value: 0, secondary: null });
    expect(figures.hr).toEqual({ value: 2, secondary: null });

    await setAccess(server, colleague, 'contacts', 'no_access');
    await setAccess(server, colleague, 'deals', 'no_access');
    const limited = json<DashboardSummaryResponse>(
      await colleague.client.get('/api/dashboard/summary'),
    ).figures;
    expect(limited.contacts).toBeNull();
    expect(limited.settings).toBeNull();
    expect(limited.deals).toBeNull();
    // The reports card's figure is deals won this quarter: hidden without deals access.
    expect(limited.reports).toBeNull();
    expect(limited.companies?.value).toBe(3);
  });
});
