import type {
  Company,
  CompanyListResponse,
  Contact,
  ContactListResponse,
  ErrorResponse,
} from '@northdesk/shared';
import { OWNERSHIP_COPY } from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const names = (list: { name: string }[]) => list.map((c) => c.name).sort();

describe('ownership of companies', () => {
  it('makes the creator the owner, lists the owner, and filters Mine / a user / Everyone', async () => {
    const me = await signedInUser(server, { role: 'admin' });
    const colleague = await signedInUser(server, { companyId: me.companyId });
    const mine = json<{ company: Company }>(
      await me.client.post('/api/companies', { name: 'Mine Ltd' }),
    ).company;
    expect(mine.owner).toEqual({ id: me.userId, name: 'Test admin' });
    await colleague.client.post('/api/companies', { name: 'Theirs Ltd' });
    await colleague.client.post('/api/companies', { name: 'Theirs Too Ltd' });
    const given = await me.client.post('/api/companies', {
      name: 'Given Ltd',
      ownerUserId: colleague.userId,
    });
    expect(json<{ company: Company }>(given).company.owner?.id).toBe(colleague.userId);

    const everyone = json<CompanyListResponse>(await me.client.get('/api/companies'));
    expect(everyone.total).toBe(4);
    expect(everyone.companies.find((c) => c.name === 'Mine Ltd')?.owner).toEqual({
      id: me.userId,
      name: 'Test admin',
    });
    const onlyMine = json<CompanyListResponse>(await me.client.get('/api/companies?owner=mine'));
    expect(onlyMine.total).toBe(1);
    expect(names(onlyMine.companies)).toEqual(['Mine Ltd']);
    const theirs = json<CompanyListResponse>(await me.client.get(`/api/companies?owner=${colleague.userId}`));
    expect(theirs.total).toBe(3);
    expect(names(theirs.companies)).toEqual(['Given Ltd', 'Theirs Ltd', 'Theirs Too Ltd']);
    // Search and page with the owner filter.
    const searched = json<CompanyListResponse>(
      await me.client.get(`/api/companies?owner=${colleague.userId}&search=too`),
    );
    expect(names(searched.companies)).toEqual(['Theirs Too Ltd']);
    const pastEnd = json<CompanyListResponse>(await me.client.get('/api/companies?owner=mine&page=3'));
    expect(pastEnd).toMatchObject({ total: 1, companies: [] });
  });

  it('changes the owner to a user of the tenant only; another tenant never shows', async () => {
    const me = await signedInUser(server, { role: 'admin' });
    const colleague = await signedInUser(server, { companyId: me.companyId });
    const stranger = await signedInUser(server);
    const company = json<{ company: Company }>(
      await me.client.post('/api/companies', { name: 'Acme' }),
    ).company;

    const moved = await me.client.patch(`/api/companies/${company.id}`, { ownerUserId: colleague.userId });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json<{ company: Company }>(moved).company.owner?.id).toBe(colleague.userId);
    expect(
      json<{ company: Company }>(await me.client.get(`/api/companies/${company.id}`)).company.owner?.id,
    ).toBe(colleague.userId);
    for (const ownerUserId of [stranger.userId, 'no-such-user']) {
      const refused = await me.client.patch(`/api/companies/${company.id}`, { ownerUserId });
      expect(refused.statusCode).toBe(400);
      expect(json<ErrorResponse>(refused).error.fields?.ownerUserId).toBe(OWNERSHIP_COPY.ownerNotFound);
    }
    const refusedCreate = await me.client.post('/api/companies', { name: 'X', ownerUserId: stranger.userId });
    expect(refusedCreate.statusCode).toBe(400);
    // The stranger filtering by my id sees nothing of mine.
    const peek = json<CompanyListResponse>(
      await stranger.client.get(`/api/companies?owner=${colleague.userId}`),
    );
    expect(peek).toMatchObject({ total: 0, companies: [] });
    // Another tenant's company stays a 404 whatever the owner.
    expect(
      (await stranger.client.patch(`/api/companies/${company.id}`, { ownerUserId: stranger.userId }))
        .statusCode,
    ).toBe(404);
  });

  it('takes the form\'s "No owner" (an empty choice) as no owner, and a create left without one as mine', async () => {
    const me = await signedInUser(server, { role: 'admin' });
    const company = json<{ company: Company }>(
      await me.client.post('/api/companies', { name: 'Nobody Ltd', ownerUserId: '' }),
    ).company;
    expect(company.owner).toBeNull();
    const claimed = await me.client.patch(`/api/companies/${company.id}`, { ownerUserId: me.userId });
    expect(json<{ company: Company }>(claimed).company.owner?.id).toBe(me.userId);
    const cleared = await me.client.patch(`/api/companies/${company.id}`, { ownerUserId: '' });
    expect(json<{ company: Company }>(cleared).company.owner).toBeNull();
    const contact = json<{ contact: Contact }>(
      await me.client.post('/api/contacts', { firstName: 'No', lastName: 'Owner', ownerUserId: '' }),
    ).contact;
    expect(contact.owner).toBeNull();
    const untouched = await me.client.patch(`/api/contacts/${contact.id}`, {
      firstName: 'No',
      lastName: 'Owner',
      jobTitle: 'Buyer',
    });
    expect(json<{ contact: Contact }>(untouched).contact.owner).toBeNull();
  });
});

describe('ownership of contacts', () => {
  it('makes the creator the owner, filters Mine / a user, and changes the owner in the tenant', async () => {
    const me = await signedInUser(server, { role: 'admin' });
    const colleague = await signedInUser(server, { companyId: me.companyId });
    const stranger = await signedInUser(server);
    const mine = json<{ contact: Contact }>(
      await me.client.post('/api/contacts', { firstName: 'Ann', lastName: 'Mine' }),
    ).contact;
    expect(mine.owner).toEqual({ id: me.userId, name: 'Test admin' });
    await colleague.client.post('/api/contacts', { firstName: 'Ben', lastName: 'Theirs' });

    const everyone = json<ContactListResponse>(await me.client.get('/api/contacts'));
    expect(everyone.total).toBe(2);
    expect(everyone.contacts.find((c) => c.lastName === 'Mine')?.owner?.id).toBe(me.userId);
    const onlyMine = json<ContactListResponse>(await me.client.get('/api/contacts?owner=mine'));
    expect(onlyMine.contacts.map((c) => c.lastName)).toEqual(['Mine']);
    expect(onlyMine.total).toBe(1);
    const theirs = json<ContactListResponse>(
      await me.client.get(`/api/contacts?owner=${colleague.userId}&search=ben&category=all`),
    );
    expect(theirs.contacts.map((c) => c.lastName)).toEqual(['Theirs']);

    const moved = await me.client.patch(`/api/contacts/${mine.id}`, {
      firstName: 'Ann',
      lastName: 'Mine',
      ownerUserId: colleague.userId,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json<{ contact: Contact }>(moved).contact.owner?.id).toBe(colleague.userId);
    // An edit that does not name the owner keeps it.
    const kept = await me.client.patch(`/api/contacts/${mine.id}`, { firstName: 'Ann', lastName: 'Mine' });
    expect(json<{ contact: Contact }>(kept).contact.owner?.id).toBe(colleague.userId);
    const refused = await me.client.patch(`/api/contacts/${mine.id}`, {
      firstName: 'Ann',
      ownerUserId: stranger.userId,
    });
    expect(refused.statusCode).toBe(400);
    expect(
      json<ContactListResponse>(await stranger.client.get(`/api/contacts?owner=${colleague.userId}`)).total,
    ).toBe(0);
  });
});

describe('the dashboard for "mine"', () => {
  it("counts my companies, contacts and logged activities only; everyone's by default", async () => {
    const me = await signedInUser(server, { role: 'admin' });
    const colleague = await signedInUser(server, { companyId: me.companyId });
    const acme = json<{ company: Company }>(await me.client.post('/api/companies', { name: 'Acme' })).company;
    await me.client.post('/api/companies', { name: 'Beta' });
    await colleague.client.post('/api/companies', { name: 'Gamma' });
    await me.client.post('/api/contacts', { firstName: 'Mine', crmCompanyId: acme.id });
    await colleague.client.post('/api/contacts', { firstName: 'Theirs', crmCompanyId: acme.id });
    await colleague.client.post('/api/contacts', { firstName: 'Theirs too' });
    await me.client.post('/api/activities', { title: 'My call', crmCompanyId: acme.id });
    await colleague.client.post('/api/activities', { title: 'Their call', crmCompanyId: acme.id });

    type Summary = { figures: Record<string, { value: number } | null> };
    const everyone = json<Summary>(await me.client.get('/api/dashboard/summary')).figures;
    expect(everyone.companies?.value).toBe(3);
    expect(everyone.contacts?.value).toBe(3);
    expect(everyone.activities?.value).toBe(2);
    const mine = json<Summary>(await me.client.get('/api/dashboard/summary?scope=mine')).figures;
    expect(mine.companies?.value).toBe(2);
    expect(mine.contacts?.value).toBe(1);
    expect(mine.activities?.value).toBe(1);
    expect(mine.hr?.value).toBe(2);
    expect((await me.client.get('/api/dashboard/summary?scope=theirs')).statusCode).toBe(400);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/dashboard/summary?scope=mine' })).statusCode,
    ).toBe(401);
  });
});
