import type { PaletteResult, PaletteSearchResponse } from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmContacts, tasks } from '../../src/db/schema/index.ts';
import { createQuote, quotingTenant } from '../quotes/quotes-fixtures.ts';
import { signedInUser } from '../support/accounts.ts';
import type { TestClient } from '../support/client.ts';
import { makeCompany, setAccess } from '../support/crm-fixtures.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

// GET /api/command-palette/search (issue 24 item 3).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 180_000);
afterAll(() => server.close());

async function search(client: TestClient, q: string): Promise<PaletteResult[]> {
  const response = await client.get(`/api/command-palette/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<PaletteSearchResponse>(response).results;
}
const titles = (results: PaletteResult[], kind: PaletteResult['kind']) =>
  results.filter((r) => r.kind === kind).map((r) => r.title);

describe('command palette search', () => {
  it('finds companies by name or domain, contacts by name or email, deals, tasks and quotes; prefix matches first', async () => {
    const t = await quotingTenant(server);
    const db = server.deps.database.db;
    await makeCompany(server, t.companyId, { name: 'Zephyr Freight', domain: 'zephyr-freight.example' });
    await makeCompany(server, t.companyId, { name: 'Blue Zephyr Ltd', domain: 'bluez.example' });
    await makeCompany(server, t.companyId, { name: 'Acme 100% Ltd' });
    await db.insert(crmContacts).values([
      { companyId: t.companyId, firstName: 'Zoe', lastName: 'Zephyrine', email: 'zoe@elsewhere.example' },
      { companyId: t.companyId, firstName: 'Pat', lastName: 'Post', email: 'pat@zephyr-freight.example' },
    ]);
    await db.insert(tasks).values({ companyId: t.companyId, subject: 'Call Zephyr about pallets' });
    await createQuote(t.client, {
      crmCompanyId: t.crmCompanyId,
      contactId: t.contactId,
      dealId: t.dealId,
      title: 'Zephyr pallets',
      lines: [{ productId: t.pallet.id, quantity: '1' }],
    });

    const found = await search(t.client, 'zephyr');
    // The name that starts with the text comes before the one that contains it.
    expect(titles(found, 'company')).toEqual(['Zephyr Freight', 'Blue Zephyr Ltd']);
    expect(titles(found, 'contact')).toEqual(expect.arrayContaining(['Zoe Zephyrine', 'Pat Post']));
    expect(titles(found, 'task')).toEqual(['Call Zephyr about pallets']);
    expect(titles(found, 'quote')).toEqual(['Zephyr pallets']);
    expect(found.find((r) => r.title === 'Zephyr Freight')?.subtitle).toBe('zephyr-freight.example');
    // Groups in a fixed order: companies, contacts, deals, tasks, quotes.
    const order = found.map((r) => r.kind).filter((k, i, all) => all.indexOf(k) === i);
    expect(order).toEqual(['company', 'contact', 'task', 'quote']);

    expect(titles(await search(t.client, 'bluez.exa'), 'company')).toEqual(['Blue Zephyr Ltd']);
    expect(titles(await search(t.client, 'pat@zep'), 'contact')).toEqual(['Pat Post']);
    expect(titles(await search(t.client, 'Spring'), 'deal')).toEqual(['Spring restock']);
    // Short texts match the start of a name.
    expect(titles(await search(t.client, 'ze'), 'company')).toEqual(['Zephyr Freight']);
    // LIKE's wildcards are plain characters.
    expect(titles(await search(t.client, '100%'), 'company')).toEqual(['Acme 100% Ltd']);
    expect(titles(await search(t.client, '0_'), 'company')).toEqual([]);

    // Another tenant finds none of it.
    const stranger = await signedInUser(server, { role: 'super_admin' });
    expect(await search(stranger.client, 'zephyr')).toEqual([]);

    // Only the kinds the user may read; none at all is a 403; no session a 401; no text a 400.
    const seller = await signedInUser(server, { companyId: t.companyId });
    await setAccess(server, seller, 'contacts', 'no_access');
    await setAccess(server, seller, 'quotes', 'no_access');
    const limited = await search(seller.client, 'zephyr');
    expect(new Set(limited.map((r) => r.kind))).toEqual(new Set(['company', 'task']));
    for (const section of ['companies', 'deals', 'tasks'])
      await setAccess(server, seller, section, 'no_access');
    expect((await seller.client.get('/api/command-palette/search?q=zephyr')).statusCode).toBe(403);
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/command-palette/search?q=zephyr' });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.client.get('/api/command-palette/search?q=')).statusCode).toBe(400);
  }, 120_000);
});
