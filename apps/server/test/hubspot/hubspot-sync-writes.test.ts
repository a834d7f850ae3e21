import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import { crmContacts } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { type FakeHubspot, startFakeHubspot } from '../support/fake-hubspot/fake-hubspot-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { connectedTenant, FAKE_TOKEN, localContacts, runSync } from './hubspot-fixtures.ts';

/*
 * How a full sync writes contacts (bench:sync on PGlite): local contacts are matched by email
 * through email_key (lower(email) as a column, migration 0073, an index probe under row-level
 * security), so one with the same email in other letter case is adopted, not twinned; pages are
 * written in several statements with loop turns between them; the derived columns are what
 * crm_contacts_derive makes, and the history records the sync's writes (issue 24) without the
 * derived email_key.
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

type Derived = { email: string; category: string; company_country: string | null; search_text: string };

const derived = (companyId: string) =>
  queryRows<Derived>(
    server.deps.database.db,
    sql`SELECT email, category, company_country, search_text FROM crm_contacts
         WHERE company_id = ${companyId} ORDER BY email`,
  );

describe('contacts written by a full sync', () => {
  it('adopt a local contact by email in any case, are derived as the trigger derives, and are in the history', async () => {
    const companyId = await connectedTenant(server, 'Sync Writes Ltd');
    const [local] = await withTenant(server.deps.database.db, { companyId }, (tx) =>
      tx
        .insert(crmContacts)
        .values({ companyId, firstName: 'Ann', lastName: 'Lee', email: 'Ann.Lee@Acme.example' })
        .returning({ id: crmContacts.id }),
    );
    const acme = fake.store.create('companies', {
      name: 'Acme Étoile',
      domain: 'acme.example',
      country: 'France',
    });
    const hub = {
      ann: fake.store.create('contacts', {
        firstname: 'Ann',
        lastname: 'Lee',
        email: 'ann.lee@acme.example',
      }),
      desk: fake.store.create('contacts', {
        firstname: 'Desk',
        email: 'info@acme.example',
        jobtitle: 'Orders',
      }),
      sam: fake.store.create('contacts', { firstname: 'Sam', lastname: 'Loose', email: 'sam@gmail.com' }),
      free: fake.store.create('contacts', {
        firstname: 'Free',
        email: 'free@lance.example',
        company: 'Lance & Co',
      }),
    };
    fake.store.associate(hub.ann.id, acme.id);
    fake.store.associate(hub.desk.id, acme.id);

    const { result } = await runSync(server, companyId, { mode: 'full' });
    expect(result).toMatchObject({ newRecords: 4, updatedRecords: 1 });

    // Adopted, not twinned: one Ann, the local row, now linked to HubSpot's record.
    const contacts = await localContacts(server, companyId);
    expect(contacts).toHaveLength(4);
    const ann = contacts.filter((c) => c.email?.toLowerCase() === 'ann.lee@acme.example');
    expect(ann).toEqual([expect.objectContaining({ id: local?.id, externalCrmId: hub.ann.id })]);

    const written = await derived(companyId);
    // Not vacuous: the linked company's country and name, and the categories, are there.
    expect(written.find((c) => c.email === 'info@acme.example')).toMatchObject({
      category: 'department',
      company_country: 'France',
      search_text: 'desk\ninfo@acme.example\norders\nacme étoile',
    });
    expect(written.find((c) => c.email === 'sam@gmail.com')?.category).toBe('generic');
    expect(written.find((c) => c.email === 'free@lance.example')?.search_text).toContain('lance & co');
    // The trigger derives every contact again (a no-op update): nothing changes.
    await server.deps.database.db.execute(
      sql`UPDATE crm_contacts SET first_name = first_name WHERE company_id = ${companyId}`,
    );
    expect(await derived(companyId)).toEqual(written);

    // The history records the sync's writes as HubSpot's (issue 24), not the derived email_key.
    const history = await queryRows<{
      entity_id: string;
      action: string;
      actor_type: string;
      changes: object;
    }>(
      server.deps.database.db,
      sql`SELECT entity_id, action, actor_type, changes FROM crm_record_history
           WHERE company_id = ${companyId} AND entity_type = 'contact' AND actor_type = 'hubspot'`,
    );
    const created = history.filter((h) => h.action === 'created').map((h) => h.entity_id);
    expect(created.sort()).toEqual(
      contacts
        .filter((c) => c.id !== local?.id)
        .map((c) => c.id)
        .sort(),
    );
    const adopted = history.filter((h) => h.entity_id === local?.id);
    expect(adopted.length).toBeGreaterThan(0);
    for (const h of adopted) expect(Object.keys(h.changes)).not.toContain('email_key');
    expect(adopted.some((h) => 'email' in h.changes)).toBe(true);
  }, 120_000);
});
