import type { Activity, ActivityListResponse, Contact, ErrorResponse } from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmActivities } from '../../src/db/schema/index.ts';
import { signedInUser } from '../support/accounts.ts';
import { makeCompany, makeDeal, setAccess, UNKNOWN_ID } from '../support/crm-fixtures.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('activities', () => {
  it('logs an activity: title required, meeting by default, outcome appended, dated now', async () => {
    const me = await signedInUser(server);
    const acme = await makeCompany(server, me.companyId, { name: 'Acme' });
    const noTitle = await me.client.post('/api/activities', { title: '  ', crmCompanyId: acme });
    expect(noTitle.statusCode).toBe(400);
    expect(json<ErrorResponse>(noTitle).error.message).toBe('Title is required');

    const before = Date.now();
    const response = await me.client.post('/api/activities', {
      title: ' Kick-off ',
      description: 'Met the buyer.',
      outcome: 'Proposal next week',
      crmCompanyId: acme,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { activity } = json<{ activity: Activity }>(response);
    expect(activity).toMatchObject({
      type: 'meeting',
      subject: 'Kick-off',
      content: 'Met the buyer.\n\nOutcome: Proposal next week',
      crmCompany: { id: acme, name: 'Acme', isIndividualContacts: false },
      contact: null,
      createdBy: { id: me.userId, name: 'Test operative' },
    });
    expect(Date.parse(activity.activityDate)).toBeGreaterThanOrEqual(before - 1000);

    const onlyOutcome = json<{ activity: Activity }>(
      await me.client.post('/api/activities', {
        title: 'Call',
        type: 'call',
        outcome: 'Left a message',
        crmCompanyId: acme,
      }),
    );
    expect(onlyOutcome.activity.content).toBe('Outcome: Left a message');
    for (const type of ['meeting', 'call', 'email', 'visit', 'proposal', 'follow-up', 'other']) {
      expect(
        (await me.client.post('/api/activities', { title: type, type, crmCompanyId: acme })).statusCode,
        type,
      ).toBe(201);
    }
    expect(
      (await me.client.post('/api/activities', { title: 'x', type: 'task', crmCompanyId: acme })).statusCode,
    ).toBe(400);
  });

  it('needs a company ("CRM Company ID is required…"), takes the contact\'s, refuses a mismatch', async () => {
    const me = await signedInUser(server);
    const acme = await makeCompany(server, me.companyId, { name: 'Acme' });
    const other = await makeCompany(server, me.companyId, { name: 'Other' });
    const noCompany = await me.client.post('/api/activities', { title: 'Lonely' });
    expect(noCompany.statusCode).toBe(400);
    expect(json<ErrorResponse>(noCompany).error.message).toBe(
      'CRM Company ID is required. Please ensure contact is associated with a CRM company.',
    );
    const unlinked = json<{ contact: Contact }>(
      await me.client.post('/api/contacts', { firstName: 'Free', company: 'Text only' }),
    );
    const viaUnlinked = await me.client.post('/api/activities', {
      title: 'x',
      contactId: unlinked.contact.id,
    });
    expect(json<ErrorResponse>(viaUnlinked).error.message).toBe(
      'CRM Company ID is required. Please ensure contact is associated with a CRM company.',
    );

    const linked = json<{ contact: Contact }>(
      await me.client.post('/api/contacts', { firstName: 'Linked', crmCompanyId: acme }),
    );
    const derived = json<{ activity: Activity }>(
      await me.client.post('/api/activities', { title: 'From contact', contactId: linked.contact.id }),
    );
    expect(derived.activity.crmCompany?.id).toBe(acme);
    expect(derived.activity.contact).toEqual({ id: linked.contact.id, name: 'Linked' });
    const mismatch = await me.client.post('/api/activities', {
      title: 'x',
      contactId: linked.contact.id,
      crmCompanyId: other,
    });
    expect(mismatch.statusCode).toBe(400);

    const deal = await makeDeal(server, me.companyId, {
      crmCompanyId: acme,
      contactId: linked.contact.id,
      name: 'D',
      amount: '5',
    });
    const withDeal = json<{ activity: Activity }>(
      await me.client.post('/api/activities', { title: 'Deal call', crmCompanyId: acme, dealId: deal }),
    );
    expect(withDeal.activity.dealId).toBe(deal);
  });

  it('marks the "Individual Contacts" holder so pages show it as text, not a company link', async () => {
    const me = await signedInUser(server);
    const person = json<{ contact: Contact }>(
      await me.client.post('/api/contacts', { firstName: 'Solo', contactType: 'individual' }),
    ).contact;
    const logged = json<{ activity: Activity }>(
      await me.client.post('/api/activities', { title: 'Called Solo', contactId: person.id }),
    ).activity;
    expect(logged.crmCompany).toMatchObject({ name: 'Individual Contacts', isIndividualContacts: true });
    const listed = json<ActivityListResponse>(await me.client.get(`/api/activities?contactId=${person.id}`));
    expect(listed.activities[0]?.crmCompany?.isIndividualContacts).toBe(true);
  });

  it('lists the first page (50) of the tenant newest first, or those of a company or contact, with totals', async () => {
    const me = await signedInUser(server);
    const acme = await makeCompany(server, me.companyId, { name: 'Acme' });
    const other = await makeCompany(server, me.companyId, { name: 'Other' });
    const contact = json<{ contact: Contact }>(
      await me.client.post('/api/contacts', { firstName: 'Cee', crmCompanyId: acme }),
    ).contact;
    const day = 24 * 60 * 60 * 1000;
    await server.deps.database.db.insert(crmActivities).values(
      Array.from({ length: 60 }, (_, i) => ({
        companyId: me.companyId,
        crmCompanyId: i % 2 === 0 ? acme : other,
        contactId: i % 3 === 0 && i % 2 === 0 ? contact.id : null,
        type: 'call',
        subject: `Old ${i}`,
        activityDate: new Date(Date.now() - (i + 1) * day),
      })),
    );
    await me.client.post('/api/activities', { title: 'Newest', crmCompanyId: other });
    const latest = json<ActivityListResponse>(await me.client.get('/api/activities'));
    expect(latest.total).toBe(61);
    expect(latest.activities).toHaveLength(50);
    expect(latest.activities[0]?.subject).toBe('Newest');
    expect(latest.activities[1]?.subject).toBe('Old 0');
    const dates = latest.activities.map((a) => Date.parse(a.activityDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    const ofCompany = json<ActivityListResponse>(await me.client.get(`/api/activities?crmCompanyId=${acme}`));
    expect(ofCompany.total).toBe(30);
    expect(ofCompany.activities.every((a) => a.crmCompany?.id === acme)).toBe(true);
    const ofContact = json<ActivityListResponse>(
      await me.client.get(`/api/activities?contactId=${contact.id}`),
    );
    expect(ofContact.total).toBe(10);
  });

  it("keeps tenants apart: another tenant's company, contact or deal cannot be used or seen", async () => {
    const owner = await signedInUser(server);
    const stranger = await signedInUser(server);
    const acme = await makeCompany(server, owner.companyId, { name: 'Acme' });
    const contact = json<{ contact: Contact }>(
      await owner.client.post('/api/contacts', { firstName: 'Own', crmCompanyId: acme }),
    ).contact;
    const deal = await makeDeal(server, owner.companyId, {
      crmCompanyId: acme,
      contactId: contact.id,
      name: 'D',
      amount: '1',
    });
    await owner.client.post('/api/activities', {
      title: 'Private call',
      crmCompanyId: acme,
      contactId: contact.id,
    });

    expect(json<ActivityListResponse>(await stranger.client.get('/api/activities'))).toEqual({
      activities: [],
      total: 0,
      olderCursor: null,
      newerCursor: null,
    });
    // Another tenant's company, contact or user as a filter: 404, as if it never existed.
    for (const filter of [`crmCompanyId=${acme}`, `contactId=${contact.id}`, `createdBy=${owner.userId}`]) {
      const response = await stranger.client.get(`/api/activities?${filter}`);
      expect(response.statusCode, filter).toBe(404);
    }
    const strangerCompany = await makeCompany(server, stranger.companyId, { name: 'Mine' });
    for (const body of [
      { title: 'x', crmCompanyId: acme },
      { title: 'x', contactId: contact.id },
      { title: 'x', crmCompanyId: strangerCompany, dealId: deal },
      { title: 'x', crmCompanyId: UNKNOWN_ID },
    ]) {
      const response = await stranger.client.post('/api/activities', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(json<ActivityListResponse>(await owner.client.get('/api/activities')).total).toBe(1);
  });

  it('requires a session, view to read and full to log', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/activities' })).statusCode).toBe(401);
    expect(
      (await server.app.inject({ method: 'POST', url: '/api/activities', payload: { title: 'x' } }))
        .statusCode,
    ).toBe(401);
    const admin = await signedInUser(server, { role: 'super_admin' });
    const viewer = await signedInUser(server, { companyId: admin.companyId });
    const acme = await makeCompany(server, admin.companyId, { name: 'Acme' });
    await setAccess(server, viewer, 'activities', 'view');
    expect((await viewer.client.get('/api/activities')).statusCode).toBe(200);
    expect((await viewer.client.post('/api/activities', { title: 'x', crmCompanyId: acme })).statusCode).toBe(
      403,
    );
    await setAccess(server, viewer, 'activities', 'no_access');
    expect((await viewer.client.get('/api/activities')).statusCode).toBe(403);
  });
});
