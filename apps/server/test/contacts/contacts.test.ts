import type {
  Activity,
  Contact,
  ContactArchivePreview,
  ContactCountriesResponse,
  ContactListResponse,
  CustomerOptionsResponse,
  ErrorResponse,
  UpdateContactResponse,
} from '@northdesk/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmActivities, crmContacts } from '../../src/db/schema/index.ts';
import { signedInUser } from '../support/accounts.ts';
import type { TestClient } from '../support/client.ts';
import { makeCompany, makeDeal, setAccess, UNKNOWN_ID } from '../support/crm-fixtures.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function createContact(client: TestClient, body: Record<string, unknown>): Promise<Contact> {
  const response = await client.post('/api/contacts', body);
  expect(response.statusCode, response.body).toBe(201);
  return json<{ contact: Contact }>(response).contact;
}

const list = async (client: TestClient, query = '') =>
  json<ContactListResponse>(await client.get(`/api/contacts${query}`));

describe('contacts: create, read, search and filter', () => {
  it('creates a business contact linked to a company, and finds it by every searched field', async () => {
    const me = await signedInUser(server);
    const acme = await makeCompany(server, me.companyId, {
      name: 'Acme Trading',
      domain: 'acme.test',
      country: 'France',
    });
    const created = await createContact(me.client, {
      firstName: '  Jane ',
      lastName: 'Cooper',
      email: 'Jane.Cooper@Acme.test',
      phone: '+44 20 7946 0001',
      jobTitle: 'Head of Procurement',
      crmCompanyId: acme,
      company: 'ignored while a company is selected',
    });
    expect(created).toMatchObject({
      firstName: 'Jane',
      lastName: 'Cooper',
      email: 'jane.cooper@acme.test',
      company: null,
      category: 'company',
      leadStatus: 'warm',
      syncStrategy: 'bidirectional',
      source: 'manual',
      crmCompany: { id: acme, name: 'Acme Trading', country: 'France', isIndividualContacts: false },
      stats: { activityCount: 0, dealCount: 0, totalDealValue: 0 },
    });
    await createContact(me.client, { firstName: 'Zed', lastName: 'Other', company: 'Free Text Ltd' });

    for (const search of ['jane', 'COOPER', 'cooper@acme', '7946', 'procurement', 'acme trading']) {
      const page = await list(me.client, `?search=${encodeURIComponent(search)}`);
      expect(
        page.contacts.map((c) => c.lastName),
        search,
      ).toEqual(['Cooper']);
    }
    expect((await list(me.client, '?search=free%20text')).contacts.map((c) => c.lastName)).toEqual(['Other']);
    // LIKE wildcards are matched literally.
    expect((await list(me.client, '?search=%25')).total).toBe(0);
    expect((await list(me.client, '?search=_')).total).toBe(0);

    const countries = json<ContactCountriesResponse>(await me.client.get('/api/contacts/countries'));
    expect(countries.countries).toEqual([{ country: 'France', count: 1 }]);
    expect((await list(me.client, '?country=France')).contacts.map((c) => c.lastName)).toEqual(['Cooper']);
    expect((await list(me.client, '?country=Spain')).total).toBe(0);
    // Search with category and country: through the scoped trigram index (3+ letters) or not.
    const scoped = await list(me.client, '?search=jane&category=company&country=France');
    expect(scoped.contacts.map((c) => c.lastName)).toEqual(['Cooper']);
    expect((await list(me.client, '?search=jane&category=department&country=France')).total).toBe(0);
    expect((await list(me.client, '?search=ja&category=company&country=France')).total).toBe(1);
    expect((await list(me.client, '?search=ja&category=company&country=Spain')).total).toBe(0);

    const detail = json<{ contact: Contact }>(await me.client.get(`/api/contacts/${created.id}`)).contact;
    expect(detail.crmCompany?.name).toBe('Acme Trading');
  });

  it('keeps a company rename in step with the search', async () => {
    const me = await signedInUser(server);
    const company = await makeCompany(server, me.companyId, { name: 'Old Name Ltd', country: 'Spain' });
    await createContact(me.client, { firstName: 'Rita', crmCompanyId: company });
    expect((await list(me.client, '?search=old%20name')).total).toBe(1);
    await server.deps.database.db.execute(
      sql`update crm_companies set name = 'Brand New Ltd', country = 'Portugal' where id = ${company}`,
    );
    expect((await list(me.client, '?search=old%20name')).total).toBe(0);
    expect((await list(me.client, '?search=brand%20new&country=Portugal')).total).toBe(1);
  });

  it('sorts by last name and pages by 100 with the true total', async () => {
    const me = await signedInUser(server);
    for (let i = 0; i < 105; i++) {
      const n = String(i).padStart(3, '0');
      const response = await me.client.post('/api/contacts', { firstName: `P${n}`, lastName: `Person ${n}` });
      expect(response.statusCode).toBe(201);
    }
    const first = await list(me.client);
    expect(first.total).toBe(105);
    expect(first.pageSize).toBe(100);
    expect(first.contacts).toHaveLength(100);
    expect(first.contacts[0]?.lastName).toBe('Person 000');
    const second = await list(me.client, '?page=2');
    expect(second.contacts.map((c) => c.lastName)).toEqual([
      'Person 100',
      'Person 101',
      'Person 102',
      'Person 103',
      'Person 104',
    ]);
    const past = await list(me.client, '?page=9');
    expect(past).toMatchObject({ contacts: [], total: 105, page: 9 });
  });

  it('filters by category: company contacts, individuals, departments, all', async () => {
    const me = await signedInUser(server);
    const acme = await makeCompany(server, me.companyId, { name: 'Acme', domain: 'acme-cat.test' });
    await createContact(me.client, {
      firstName: 'Bea',
      lastName: 'Business',
      email: 'bea@acme-cat.test',
      crmCompanyId: acme,
    });
    await createContact(me.client, { firstName: 'Ivy', lastName: 'Gmail', email: 'ivy@gmail.com' });
    await createContact(me.client, {
      lastName: 'Sales Desk',
      email: 'sales@acme-cat.test',
      crmCompanyId: acme,
    });
    await createContact(me.client, {
      firstName: 'Ian',
      lastName: 'Individual',
      contactType: 'individual',
      company: 'x',
    });
    const names = async (category: string) =>
      (await list(me.client, `?category=${category}`)).contacts.map((c) => c.lastName);
    expect(await names('company')).toEqual(['Business']);
    expect(await names('generic')).toEqual(['Gmail', 'Individual']);
    expect(await names('department')).toEqual(['Sales Desk']);
    expect(await names('all')).toEqual(['Business', 'Gmail', 'Individual', 'Sales Desk']);
    expect((await list(me.client)).total).toBe(4);
  });

  it('puts an individual contact in the "Individual Contacts" company and clears its company text', async () => {
    const me = await signedInUser(server);
    const person = await createContact(me.client, {
      firstName: 'Ian',
      contactType: 'individual',
      company: 'Should go',
    });
    expect(person.company).toBeNull();
    expect(person.category).toBe('generic');
    expect(person.crmCompany).toMatchObject({ name: 'Individual Contacts', isIndividualContacts: true });
    const again = await createContact(me.client, { firstName: 'Ivo', contactType: 'individual' });
    expect(again.crmCompany?.id).toBe(person.crmCompany?.id);
    // The holder company is never a picker choice or a country.
    const options = json<CustomerOptionsResponse>(
      await me.client.get('/api/contacts/customers?search=individual'),
    );
    expect(options.customers).toEqual([]);
  });

  it('answers the validation messages of the spec', async () => {
    const me = await signedInUser(server);
    const noName = await me.client.post('/api/contacts', { email: 'a@b.test', firstName: ' ', lastName: '' });
    expect(noName.statusCode).toBe(400);
    expect(json<ErrorResponse>(noName).error.message).toBe('First name or last name is required');
    const badEmail = await me.client.post('/api/contacts', { firstName: 'A', email: 'not-an-email' });
    expect(json<ErrorResponse>(badEmail).error.message).toBe('Please enter a valid email address');
    const quick = await me.client.post('/api/contacts/quick', { lastName: 'Only' });
    expect(json<ErrorResponse>(quick).error.message).toBe('Either first name or email is required');
    expect((await me.client.post('/api/contacts/quick', { email: 'q@quick.test' })).statusCode).toBe(201);
    const customer = await me.client.post('/api/contacts/customers', { name: '  ' });
    expect(json<ErrorResponse>(customer).error.message).toBe('Customer name is required');
  });

  it('updates a contact; a hubspot_managed one becomes bidirectional and is marked locally modified', async () => {
    const me = await signedInUser(server);
    const contact = await createContact(me.client, {
      firstName: 'Hub',
      lastName: 'Spot',
      email: 'hub@spot.test',
    });
    await server.deps.database.db
      .update(crmContacts)
      .set({ syncStrategy: 'hubspot_managed', externalCrmId: '1001', source: 'external_crm' })
      .where(eq(crmContacts.id, contact.id));
    const response = await me.client.patch(`/api/contacts/${contact.id}`, {
      firstName: 'Hub',
      lastName: 'Spotted',
      email: 'hub@spot.test',
      leadStatus: 'hot',
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = json<UpdateContactResponse>(response);
    expect(updated.syncStrategyChanged).toBe(true);
    expect(updated.contact).toMatchObject({
      lastName: 'Spotted',
      leadStatus: 'hot',
      syncStrategy: 'bidirectional',
    });
    expect(updated.contact.locallyModifiedAt).not.toBeNull();
    const again = json<UpdateContactResponse>(
      await me.client.patch(`/api/contacts/${contact.id}`, { firstName: 'Hub', lastName: 'Spotted' }),
    );
    expect(again.syncStrategyChanged).toBe(false);
    // Still from HubSpot in the list (its badge), though no longer managed there.
    const listed = (await list(me.client, '?search=spotted')).contacts.find((c) => c.id === contact.id);
    expect(listed).toMatchObject({ source: 'external_crm', syncStrategy: 'bidirectional' });
  });
});

describe('contacts: company picker and domain linking', () => {
  it('searches from 2 characters (50 max), lists the 20 most recent when empty, quick-creates', async () => {
    const me = await signedInUser(server);
    for (let i = 0; i < 55; i++) {
      await makeCompany(server, me.companyId, {
        name: `Picker Co ${String(i).padStart(2, '0')}`,
        city: 'Leeds',
      });
    }
    const search = json<CustomerOptionsResponse>(
      await me.client.get('/api/contacts/customers?search=picker'),
    );
    expect(search.mode).toBe('search');
    expect(search.customers).toHaveLength(50);
    expect(search.customers[0]?.name).toBe('Picker Co 00');
    expect(
      json<CustomerOptionsResponse>(await me.client.get('/api/contacts/customers?search=leeds')).customers,
    ).toHaveLength(50);
    expect(
      json<CustomerOptionsResponse>(await me.client.get('/api/contacts/customers?search=p')).customers,
    ).toEqual([]);
    const recent = json<CustomerOptionsResponse>(await me.client.get('/api/contacts/customers'));
    expect(recent.mode).toBe('recent');
    expect(recent.customers).toHaveLength(20);

    const created = await me.client.post('/api/contacts/customers', {
      name: 'Quick Ltd',
      website: 'https://www.quick.test/about',
    });
    expect(created.statusCode).toBe(201);
    expect(json<{ customer: { name: string; domain: string } }>(created).customer).toMatchObject({
      name: 'Quick Ltd',
      domain: 'quick.test',
    });
    const same = await me.client.post('/api/contacts/customers', {
      name: 'Quick Again',
      website: 'quick.test',
    });
    expect(same.statusCode).toBe(200);
    expect(json<{ customer: { name: string } }>(same).customer.name).toBe('Quick Ltd');
  });

  it("finds the company of an email's domain, never for free mail", async () => {
    const me = await signedInUser(server);
    const acme = await makeCompany(server, me.companyId, { name: 'Domain Co', domain: 'domain-co.test' });
    const match = json<{ domain: string; customer: { id: string } | null }>(
      await me.client.get('/api/contacts/company-by-email?email=Someone@Domain-Co.test'),
    );
    expect(match).toMatchObject({ domain: 'domain-co.test', customer: { id: acme } });
    const none = json<{ domain: string; customer: null }>(
      await me.client.get('/api/contacts/company-by-email?email=a@unknown-co.test'),
    );
    expect(none).toEqual({ domain: 'unknown-co.test', customer: null });
    expect(json(await me.client.get('/api/contacts/company-by-email?email=a@gmail.com'))).toEqual({
      domain: null,
      customer: null,
    });
  });
});

describe('contacts: archive', () => {
  it('shows the history, archives, and the contact vanishes from list, search and detail while its activities remain', async () => {
    const me = await signedInUser(server);
    const acme = await makeCompany(server, me.companyId, { name: 'Archive Co', country: 'Italy' });
    const contact = await createContact(me.client, {
      firstName: 'Gone',
      lastName: 'Soon',
      crmCompanyId: acme,
    });
    for (let i = 0; i < 12; i++) {
      const logged = await me.client.post('/api/activities', {
        title: `Call ${i}`,
        type: 'call',
        crmCompanyId: acme,
        contactId: contact.id,
      });
      expect(logged.statusCode, logged.body).toBe(201);
    }
    await makeDeal(server, me.companyId, {
      crmCompanyId: acme,
      contactId: contact.id,
      name: 'Big deal',
      amount: '1500.50',
    });

    const preview = json<ContactArchivePreview>(
      await me.client.get(`/api/contacts/${contact.id}/archive-preview`),
    );
    expect(preview.activityCount).toBe(12);
    expect(preview.dealCount).toBe(1);
    expect(preview.latestActivities).toHaveLength(10);
    expect(preview.hasRecentActivity).toBe(true);
    const detail = json<{ contact: Contact }>(await me.client.get(`/api/contacts/${contact.id}`)).contact;
    expect(detail.stats).toEqual({ activityCount: 12, dealCount: 1, totalDealValue: 1500.5 });

    const archived = await me.client.post(`/api/contacts/${contact.id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(json(archived)).toEqual({ id: contact.id, archived: true });

    expect((await list(me.client)).total).toBe(0);
    expect((await list(me.client, '?search=gone')).total).toBe(0);
    expect((await list(me.client, '?country=Italy')).total).toBe(0);
    expect(json<ContactCountriesResponse>(await me.client.get('/api/contacts/countries')).countries).toEqual(
      [],
    );
    expect((await me.client.get(`/api/contacts/${contact.id}`)).statusCode).toBe(404);
    expect((await me.client.post(`/api/contacts/${contact.id}/archive`)).statusCode).toBe(404);
    expect((await me.client.patch(`/api/contacts/${contact.id}`, { firstName: 'Back' })).statusCode).toBe(
      404,
    );

    // Nothing was removed: the row and its activities are still there.
    const [row] = await server.deps.database.db
      .select()
      .from(crmContacts)
      .where(eq(crmContacts.id, contact.id));
    expect(row).toMatchObject({ archived: true, archivedReason: 'user_deleted' });
    expect(row?.archivedAt).toBeInstanceOf(Date);
    const activities = json<{ activities: Activity[]; total: number }>(
      await me.client.get(`/api/activities?crmCompanyId=${acme}`),
    );
    expect(activities.total).toBe(12);
    expect(activities.activities[0]?.contact?.name).toBe('Gone Soon');
    const stored = await server.deps.database.db
      .select()
      .from(crmActivities)
      .where(eq(crmActivities.contactId, contact.id));
    expect(stored).toHaveLength(12);
  });

  it('warns only for activity in the last 30 days', async () => {
    const me = await signedInUser(server);
    const acme = await makeCompany(server, me.companyId, { name: 'Quiet Co' });
    const contact = await createContact(me.client, { firstName: 'Quiet', crmCompanyId: acme });
    await server.deps.database.db.insert(crmActivities).values({
      companyId: me.companyId,
      crmCompanyId: acme,
      contactId: contact.id,
      type: 'call',
      subject: 'Long ago',
      activityDate: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000),
    });
    const preview = json<ContactArchivePreview>(
      await me.client.get(`/api/contacts/${contact.id}/archive-preview`),
    );
    expect(preview).toMatchObject({ activityCount: 1, hasRecentActivity: false });
  });
});

describe('contacts: access and tenant isolation', () => {
  it("treats another tenant's contact like an unknown one (404) on every route, and never lists it", async () => {
    const owner = await signedInUser(server);
    const stranger = await signedInUser(server);
    const acme = await makeCompany(server, owner.companyId, {
      name: 'Private Co',
      domain: 'private-co.test',
      country: 'Chile',
    });
    const contact = await createContact(owner.client, {
      firstName: 'Secret',
      lastName: 'Person',
      crmCompanyId: acme,
    });
    await makeDeal(server, owner.companyId, {
      crmCompanyId: acme,
      contactId: contact.id,
      name: 'Secret deal',
      amount: '1',
    });
    for (const id of [contact.id, UNKNOWN_ID, 'not-a-uuid']) {
      const c = stranger.client;
      expect((await c.get(`/api/contacts/${id}`)).statusCode, id).toBe(404);
      expect((await c.patch(`/api/contacts/${id}`, { firstName: 'X' })).statusCode, id).toBe(404);
      expect((await c.get(`/api/contacts/${id}/archive-preview`)).statusCode, id).toBe(404);
      expect((await c.post(`/api/contacts/${id}/archive`)).statusCode, id).toBe(404);
      expect((await c.get(`/api/contacts/${id}/deals`)).statusCode, id).toBe(404);
    }
    expect((await list(stranger.client)).total).toBe(0);
    expect((await list(stranger.client, '?search=secret')).total).toBe(0);
    expect(
      json<ContactCountriesResponse>(await stranger.client.get('/api/contacts/countries')).countries,
    ).toEqual([]);
    expect(
      json<CustomerOptionsResponse>(await stranger.client.get('/api/contacts/customers?search=private'))
        .customers,
    ).toEqual([]);
    expect(
      json<CustomerOptionsResponse>(await stranger.client.get('/api/contacts/customers')).customers,
    ).toEqual([]);
    expect(
      json(await stranger.client.get('/api/contacts/company-by-email?email=a@private-co.test')),
    ).toMatchObject({
      customer: null,
    });
    // Another tenant's company cannot be linked.
    const linked = await stranger.client.post('/api/contacts', { firstName: 'Sneaky', crmCompanyId: acme });
    expect(linked.statusCode).toBe(400);
    expect(json<ErrorResponse>(linked).error.message).toBe('Company not found');
    // The owner still sees everything.
    expect(
      json<{ deals: unknown[] }>(await owner.client.get(`/api/contacts/${contact.id}/deals`)).deals,
    ).toHaveLength(1);
  });

  it('requires a session on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/contacts'],
      ['GET', '/api/contacts/countries'],
      ['GET', '/api/contacts/customers'],
      ['POST', '/api/contacts/customers'],
      ['GET', '/api/contacts/company-by-email?email=a@b.test'],
      ['POST', '/api/contacts'],
      ['POST', '/api/contacts/quick'],
      ['GET', `/api/contacts/${UNKNOWN_ID}`],
      ['PATCH', `/api/contacts/${UNKNOWN_ID}`],
      ['GET', `/api/contacts/${UNKNOWN_ID}/archive-preview`],
      ['POST', `/api/contacts/${UNKNOWN_ID}/archive`],
      ['GET', `/api/contacts/${UNKNOWN_ID}/deals`],
    ] as const) {
      // A valid body, so the answer is about the session and not about the input.
      const payload = method === 'GET' ? undefined : { name: 'X', firstName: 'X' };
      expect((await server.app.inject({ method, url, payload })).statusCode, url).toBe(401);
    }
  });

  it('lets a view-level user read but not create, edit or archive (403); no access hides the deals', async () => {
    const admin = await signedInUser(server, { role: 'super_admin' });
    const viewer = await signedInUser(server, { companyId: admin.companyId });
    await setAccess(server, viewer, 'contacts', 'view');
    const contact = await createContact(admin.client, { firstName: 'Shared', lastName: 'Contact' });
    expect((await list(viewer.client)).total).toBe(1);
    expect((await viewer.client.get(`/api/contacts/${contact.id}`)).statusCode).toBe(200);
    const created = await viewer.client.post('/api/contacts', { firstName: 'No' });
    expect(created.statusCode).toBe(403);
    expect(json<ErrorResponse>(created).error.message).toBe("You don't have permission to create contacts.");
    expect((await viewer.client.post('/api/contacts/quick', { firstName: 'No' })).statusCode).toBe(403);
    expect((await viewer.client.patch(`/api/contacts/${contact.id}`, { firstName: 'No' })).statusCode).toBe(
      403,
    );
    expect((await viewer.client.post(`/api/contacts/${contact.id}/archive`)).statusCode).toBe(403);
    expect((await viewer.client.post('/api/contacts/customers', { name: 'Nope' })).statusCode).toBe(201);

    // Admin level edits but does not create or archive.
    await setAccess(server, viewer, 'contacts', 'admin');
    expect(
      (await viewer.client.patch(`/api/contacts/${contact.id}`, { firstName: 'Edited' })).statusCode,
    ).toBe(200);
    expect((await viewer.client.post(`/api/contacts/${contact.id}/archive`)).statusCode).toBe(403);

    await setAccess(server, viewer, 'deals', 'no_access');
    const seen = json<{ contact: Contact }>(await viewer.client.get(`/api/contacts/${contact.id}`)).contact;
    expect(seen.stats.dealCount).toBeNull();
    expect((await viewer.client.get(`/api/contacts/${contact.id}/deals`)).statusCode).toBe(403);

    await setAccess(server, viewer, 'contacts', 'no_access');
    expect((await viewer.client.get('/api/contacts')).statusCode).toBe(403);
    expect((await viewer.client.get(`/api/contacts/${contact.id}`)).statusCode).toBe(403);
  });
});
