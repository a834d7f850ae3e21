import type { ContactCountriesResponse } from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { makeCompany } from '../support/crm-fixtures.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('contacts country filter', () => {
  it('counts the contacts of the selected category per country ("Ireland (128)" under Individuals)', async () => {
    const me = await signedInUser(server);
    const stranger = await signedInUser(server);
    const dublin = await makeCompany(server, me.companyId, {
      name: 'Liffey',
      domain: 'liffey.test',
      country: 'Ireland',
    });
    const paris = await makeCompany(server, me.companyId, {
      name: 'Seine',
      domain: 'seine.test',
      country: 'France',
    });
    const add = (body: Record<string, unknown>) => me.client.post('/api/contacts', body);
    await add({ firstName: 'Ann', email: 'ann@liffey.test', crmCompanyId: dublin });
    await add({ firstName: 'Aoife', email: 'aoife@liffey.test', crmCompanyId: dublin });
    await add({ lastName: 'Sales', email: 'sales@liffey.test', crmCompanyId: dublin });
    await add({ firstName: 'Jean', email: 'jean@seine.test', crmCompanyId: paris });
    await add({ firstName: 'Ivy', email: 'ivy@gmail.com' });
    const other = await makeCompany(server, stranger.companyId, { name: 'Elsewhere', country: 'Ireland' });
    await stranger.client.post('/api/contacts', { firstName: 'Not mine', crmCompanyId: other });

    const counts = async (query: string) =>
      json<ContactCountriesResponse>(await me.client.get(`/api/contacts/countries${query}`)).countries;
    expect(await counts('')).toEqual([
      { country: 'France', count: 1 },
      { country: 'Ireland', count: 3 },
    ]);
    expect(await counts('?category=all')).toEqual(await counts(''));
    expect(await counts('?category=company')).toEqual([
      { country: 'France', count: 1 },
      { country: 'Ireland', count: 2 },
    ]);
    expect(await counts('?category=department')).toEqual([{ country: 'Ireland', count: 1 }]);
    expect(await counts('?category=generic')).toEqual([]);
    expect((await me.client.get('/api/contacts/countries?category=bogus')).statusCode).toBe(400);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/contacts/countries?category=company' }))
        .statusCode,
    ).toBe(401);
  });
});
