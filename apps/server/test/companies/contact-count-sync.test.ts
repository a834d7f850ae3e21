import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import { connectedTenant, FAKE_TOKEN, localContacts, runSync } from '../hubspot/hubspot-fixtures.ts';
import { keptAndCounted } from '../support/contact-counts.ts';
import {
  type FakeHubspot,
  seedSample,
  startFakeHubspot,
} from '../support/fake-hubspot/fake-hubspot-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * Contact counts (crm_company_contact_counts, migration 0071) through the HubSpot sync (issue 19's
 * contacts phase wrote every page's companies before): a full sync, then an incremental one that
 * archives, moves and adds contacts, leave each company's kept count equal to a fresh count, and
 * the contacts' changes rewrite no company row.
 */

let fake: FakeHubspot;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeHubspot({ tokens: [FAKE_TOKEN] });
  server = await startTestServer({ HUBSPOT_API_URL: fake.url, HUBSPOT_REQUESTS_PER_10S: '1000' });
}, 60_000);
afterAll(async () => {
  await server.close();
  await fake.close();
});

const db = () => server.deps.database.db;
const exact = (counts: Record<string, string>) =>
  Object.values(counts).every((pair) => pair.split('/')[0] === pair.split('/')[1]);
const total = (counts: Record<string, string>) =>
  Object.values(counts).reduce((sum, pair) => sum + Number(pair.split('/')[0]), 0);

async function versions(tenant: string): Promise<Record<string, string>> {
  const rows = await queryRows<{ id: string; v: string }>(
    db(),
    sql`SELECT id, xmin::text AS v FROM crm_companies WHERE company_id = ${tenant}`,
  );
  return Object.fromEntries(rows.map((r) => [r.id, r.v]));
}

describe('contact counts through the HubSpot sync', () => {
  it('are exact after a full sync and after an incremental one that archives, moves and adds contacts', async () => {
    seedSample(fake.store, 6, 40);
    const companyId = await connectedTenant(server, 'Counted Sync Ltd');
    await runSync(server, companyId, { mode: 'full' });
    const afterFull = await keptAndCounted(db(), companyId);
    expect(exact(afterFull), JSON.stringify(afterFull)).toBe(true);
    const linked = (await localContacts(server, companyId)).filter((c) => c.crmCompanyId && !c.archived);
    expect(total(afterFull)).toBe(linked.length);
    expect(linked.length).toBeGreaterThan(10);

    const before = await versions(companyId);
    const hubCompanies = [...fake.store.records.companies.values()].filter((r) => !r.archived);
    const hubContacts = [...fake.store.records.contacts.values()].filter(
      (r) => !r.archived && fake.store.contactCompanies.get(r.id)?.length,
    );
    const [gone, mover] = hubContacts;
    fake.store.archive('contacts', gone?.id ?? '');
    const from = fake.store.contactCompanies.get(mover?.id ?? '')?.[0];
    const to = hubCompanies.find((c) => c.id !== from);
    fake.store.contactCompanies.set(mover?.id ?? '', [to?.id ?? '']);
    fake.store.update('contacts', mover?.id ?? '', { jobtitle: 'Moved buyer' });
    const fresh = fake.store.create('contacts', {
      firstname: 'Nia',
      lastname: 'New',
      email: 'nia@counted.example',
    });
    fake.store.associate(fresh.id, to?.id ?? '');
    const { result } = await runSync(server, companyId, { mode: 'incremental' });
    expect(result).toMatchObject({ newRecords: 1 });
    const afterIncremental = await keptAndCounted(db(), companyId);
    expect(exact(afterIncremental), JSON.stringify(afterIncremental)).toBe(true);
    expect(total(afterIncremental)).toBe(total(afterFull)); // one archived, one added
    expect(afterIncremental).not.toEqual(afterFull); // the move and the new one changed two counts
    // No company changed on HubSpot: the contacts' sync wrote no company row.
    expect(await versions(companyId)).toEqual(before);

    await runSync(server, companyId, { mode: 'full' });
    expect(await keptAndCounted(db(), companyId)).toEqual(afterIncremental);
  }, 120_000);
});
