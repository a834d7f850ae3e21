import type { CompanyListResponse, ContactListResponse } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmActivities, crmCompanies } from '../../src/db/schema/index.ts';
import { signedInUser } from '../support/accounts.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * Click-to-sort on /api/companies and /api/contacts (issue 18 item 2): every sort key in both
 * directions, with the owner, country, category and search filters and paging, and the
 * last_activity_at columns kept by the activities trigger (0046).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.deps.database.db;

type Seed = { name: string; country: string | null; city: string | null; lead: string; createdAt: string };
const SEEDS: Seed[] = [
  { name: 'Alder', country: 'Ireland', city: 'Cork', lead: 'cold', createdAt: '2026-01-03T00:00:00Z' },
  { name: 'Birch', country: 'France', city: 'Lyon', lead: 'hot', createdAt: '2026-01-01T00:00:00Z' },
  { name: 'Cedar', country: 'Ireland', city: 'Athlone', lead: 'lost', createdAt: '2026-01-05T00:00:00Z' },
  { name: 'Damson', country: null, city: null, lead: 'customer', createdAt: '2026-01-02T00:00:00Z' },
  { name: 'Elm', country: 'France', city: 'Arles', lead: 'warm', createdAt: '2026-01-04T00:00:00Z' },
];

async function seedTenant() {
  const me = await signedInUser(server, { role: 'super_admin' });
  const colleague = await signedInUser(server, { companyId: me.companyId });
  const ids: Record<string, string> = {};
  for (const [index, seed] of SEEDS.entries()) {
    const [row] = await db()
      .insert(crmCompanies)
      .values({
        companyId: me.companyId,
        name: seed.name,
        country: seed.country,
        city: seed.city,
        leadStatus: seed.lead,
        createdAt: new Date(seed.createdAt),
        ownerUserId: index % 2 === 0 ? me.userId : colleague.userId,
      })
      .returning({ id: crmCompanies.id });
    if (!row) throw new Error('no company');
    ids[seed.name] = row.id;
  }
  return { me, colleague, ids };
}

const companyNames = async (
  client: Awaited<ReturnType<typeof seedTenant>>['me']['client'],
  query: string,
) => {
  const response = await client.get(`/api/companies?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const body = json<CompanyListResponse>(response);
  return { names: body.companies.map((c) => c.name), total: body.total, rows: body.companies };
};

describe('companies list sorting', () => {
  it('orders by every column in both directions, in SQL, with filters and paging', async () => {
    const { me, colleague, ids } = await seedTenant();
    const contact = async (crmCompanyId: string, firstName: string) => {
      const response = await me.client.post('/api/contacts', { firstName, lastName: 'X', crmCompanyId });
      expect(response.statusCode, response.body).toBe(201);
      return json<{ contact: { id: string } }>(response).contact.id;
    };
    await contact(ids.Cedar as string, 'A');
    await contact(ids.Cedar as string, 'B');
    await contact(ids.Birch as string, 'C');

    const c = me.client;
    expect((await companyNames(c, '')).names).toEqual(['Alder', 'Birch', 'Cedar', 'Damson', 'Elm']);
    expect((await companyNames(c, 'sort=name&dir=desc')).names).toEqual([
      'Elm',
      'Damson',
      'Cedar',
      'Birch',
      'Alder',
    ]);
    // Country then city; no country last.
    expect((await companyNames(c, 'sort=location')).names).toEqual([
      'Elm',
      'Birch',
      'Cedar',
      'Alder',
      'Damson',
    ]);
    expect((await companyNames(c, 'sort=location&dir=desc')).names).toEqual([
      'Damson',
      'Alder',
      'Cedar',
      'Birch',
      'Elm',
    ]);
    // By rank: hot, warm, cold, customer, lost.
    expect((await companyNames(c, 'sort=leadStatus')).names).toEqual([
      'Birch',
      'Elm',
      'Alder',
      'Damson',
      'Cedar',
    ]);
    expect((await companyNames(c, 'sort=contacts&dir=desc')).names).toEqual([
      'Cedar',
      'Birch',
      'Elm',
      'Damson',
      'Alder',
    ]);
    expect((await companyNames(c, 'sort=created&dir=desc')).names).toEqual([
      'Cedar',
      'Elm',
      'Alder',
      'Damson',
      'Birch',
    ]);
    expect((await companyNames(c, 'sort=created')).names).toEqual([
      'Birch',
      'Damson',
      'Alder',
      'Elm',
      'Cedar',
    ]);

    // Filters keep their totals under any sort.
    const irish = await companyNames(c, 'sort=created&dir=desc&country=Ireland');
    expect(irish).toMatchObject({ names: ['Cedar', 'Alder'], total: 2 });
    const colleagues = await companyNames(c, `sort=leadStatus&owner=${colleague.userId}`);
    expect(colleagues).toMatchObject({ names: ['Birch', 'Damson'], total: 2 });
    const mine = await companyNames(c, 'sort=created&owner=mine');
    expect(mine).toMatchObject({ names: ['Alder', 'Elm', 'Cedar'], total: 3 });
    const searched = await companyNames(c, 'sort=name&dir=desc&search=ar');
    expect(searched).toMatchObject({ names: ['Elm', 'Cedar'], total: 2 });
    const longSearch = await companyNames(c, 'sort=created&search=lyon');
    expect(longSearch).toMatchObject({ names: ['Birch'], total: 1 });
    const pastEnd = await companyNames(c, 'sort=created&page=2');
    expect(pastEnd).toMatchObject({ names: [], total: 5 });

    const refused = await c.get('/api/companies?sort=owner');
    expect(refused.statusCode).toBe(400);
    const noDir = await c.get('/api/companies?sort=name&dir=up');
    expect(noDir.statusCode).toBe(400);
  });

  it('keeps last activity through activity writes and sorts by it, never-contacted last', async () => {
    const { me, ids } = await seedTenant();
    const contactResponse = await me.client.post('/api/contacts', {
      firstName: 'Jo',
      lastName: 'Kay',
      crmCompanyId: ids.Alder,
    });
    const contactId = json<{ contact: { id: string } }>(contactResponse).contact.id;
    const log = async (crmCompanyId: string, date: string, withContact = false) => {
      const [row] = await db()
        .insert(crmActivities)
        .values({
          companyId: me.companyId,
          crmCompanyId,
          contactId: withContact ? contactId : null,
          type: 'call',
          subject: 'Call',
          activityDate: new Date(date),
        })
        .returning({ id: crmActivities.id });
      return row?.id as string;
    };
    await log(ids.Birch as string, '2026-02-01T10:00:00Z');
    const alderCall = await log(ids.Alder as string, '2026-03-01T10:00:00Z', true);
    await log(ids.Elm as string, '2026-01-15T10:00:00Z');

    const newest = await companyNames(me.client, 'sort=lastActivity&dir=desc');
    expect(newest.names).toEqual(['Alder', 'Birch', 'Elm', 'Damson', 'Cedar']);
    expect(newest.rows[0]?.lastActivityAt).toBe('2026-03-01T10:00:00.000Z');
    expect((await companyNames(me.client, 'sort=lastActivity')).names).toEqual([
      'Cedar',
      'Damson',
      'Elm',
      'Birch',
      'Alder',
    ]);
    const contacts = json<ContactListResponse>(
      await me.client.get('/api/contacts?sort=lastActivity&dir=desc'),
    );
    expect(contacts.contacts[0]?.lastActivityAt).toBe('2026-03-01T10:00:00.000Z');

    // Moved back in time, then deleted: the latest follows.
    await db().execute(
      sql`update crm_activities set activity_date = '2026-01-01T10:00:00Z' where id = ${alderCall}`,
    );
    expect((await companyNames(me.client, 'sort=lastActivity&dir=desc')).names.slice(0, 3)).toEqual([
      'Birch',
      'Elm',
      'Alder',
    ]);
    await db().execute(sql`delete from crm_activities where id = ${alderCall}`);
    const after = await companyNames(me.client, 'sort=lastActivity&dir=desc');
    expect(after.names).toEqual(['Birch', 'Elm', 'Damson', 'Cedar', 'Alder']);
    expect(after.rows.find((r) => r.name === 'Alder')?.lastActivityAt).toBeNull();
    const contact = json<ContactListResponse>(await me.client.get('/api/contacts')).contacts[0];
    expect(contact?.lastActivityAt).toBeNull();
  });
});

describe('contacts list sorting', () => {
  it('orders by every column in both directions with category, country, owner and search', async () => {
    const { me, colleague, ids } = await seedTenant();
    const people: [string, string, string, string | null][] = [
      ['Ann', 'Zeller', 'hot', ids.Alder as string],
      ['Bob', 'Young', 'lost', ids.Birch as string],
      ['Cat', 'Xu', 'warm', null],
      ['Dan', 'Webb', 'cold', ids.Elm as string],
    ];
    for (const [index, [firstName, lastName, leadStatus, crmCompanyId]] of people.entries()) {
      const response = await (index === 3 ? colleague : me).client.post('/api/contacts', {
        firstName,
        lastName,
        leadStatus,
        email: `${firstName.toLowerCase()}@example.com`,
        ...(crmCompanyId ? { crmCompanyId } : { company: 'Freehand' }),
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const list = async (query: string) => {
      const response = await me.client.get(`/api/contacts?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = json<ContactListResponse>(response);
      return { names: body.contacts.map((x) => x.firstName), total: body.total };
    };
    expect((await list('')).names).toEqual(['Dan', 'Cat', 'Bob', 'Ann']);
    expect((await list('sort=name&dir=desc')).names).toEqual(['Ann', 'Bob', 'Cat', 'Dan']);
    expect((await list('sort=leadStatus')).names).toEqual(['Ann', 'Cat', 'Dan', 'Bob']);
    expect((await list('sort=leadStatus&dir=desc')).names).toEqual(['Bob', 'Dan', 'Cat', 'Ann']);
    // The company's country: France (Birch, Elm), Ireland (Alder), none.
    expect((await list('sort=location')).names).toEqual(['Dan', 'Bob', 'Ann', 'Cat']);
    expect((await list('sort=created&dir=desc')).names).toEqual(['Dan', 'Cat', 'Bob', 'Ann']);
    expect(await list('sort=created&country=France')).toEqual({ names: ['Bob', 'Dan'], total: 2 });
    expect(await list('sort=created&dir=desc&owner=mine')).toEqual({
      names: ['Cat', 'Bob', 'Ann'],
      total: 3,
    });
    expect(await list('sort=leadStatus&search=example.com')).toEqual({
      names: ['Ann', 'Cat', 'Dan', 'Bob'],
      total: 4,
    });
    expect(await list('sort=leadStatus&search=bo')).toEqual({ names: ['Bob'], total: 1 });
    expect(await list('sort=created&category=generic')).toEqual({ names: [], total: 0 });
    expect((await me.client.get('/api/contacts?sort=contacts')).statusCode).toBe(400);
  });
});
