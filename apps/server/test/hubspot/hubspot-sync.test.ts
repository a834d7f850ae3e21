import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySettings, crmContacts, hubspotSyncConflicts } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import {
  type FakeHubspot,
  seedSample,
  startFakeHubspot,
} from '../support/fake-hubspot/fake-hubspot-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import {
  connectedTenant,
  FAKE_TOKEN,
  integrationRow,
  localCompanies,
  localContacts,
  runSync,
} from './hubspot-fixtures.ts';

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

describe('full sync', () => {
  it('imports companies and contacts with their links, changes nothing the second time, archives what HubSpot lost', async () => {
    const start = fake.store.counts();
    seedSample(fake.store, 30, 70);
    const companyId = await connectedTenant(server, 'Full Sync Ltd');
    // CRM Settings → General settings: new companies start cold here, HubSpot's included.
    await withTenant(server.deps.database.db, { companyId }, (tx) =>
      tx
        .insert(companySettings)
        .values({ companyId, defaultLeadStatus: 'cold' })
        .onConflictDoUpdate({ target: companySettings.companyId, set: { defaultLeadStatus: 'cold' } }),
    );
    const first = await runSync(server, companyId, { mode: 'full' });
    expect(first.result).toMatchObject({
      mode: 'full',
      newRecords: 100,
      updatedRecords: 0,
      archivedRecords: 0,
    });
    expect(first.progress.at(-1)).toMatchObject({ done: 100 + start.companies + start.contacts });
    const companies = await localCompanies(server, companyId);
    const contacts = await localContacts(server, companyId);
    expect(companies).toHaveLength(30);
    expect(companies.every((c) => c.source === 'external_crm' && c.externalCrmId)).toBe(true);
    expect(companies.every((c) => c.leadStatus === 'cold')).toBe(true);
    expect(contacts).toHaveLength(70);
    expect(
      contacts.every(
        (c) => c.crmCompanyId && c.syncStrategy === 'hubspot_managed' && c.source === 'external_crm',
      ),
    ).toBe(true);
    // The contact's company is the one HubSpot associates it with.
    const sample = contacts[0];
    const hubCompany = fake.store.contactCompanies.get(sample?.externalCrmId ?? '')?.[0];
    expect(companies.find((c) => c.id === sample?.crmCompanyId)?.externalCrmId).toBe(hubCompany);

    const second = await runSync(server, companyId, { mode: 'full' });
    expect(second.result).toMatchObject({
      newRecords: 0,
      updatedRecords: 0,
      skippedRecords: 100,
      archivedRecords: 0,
    });
    const again = await localContacts(server, companyId);
    expect(again.map((c) => c.updatedAt.getTime()).sort()).toEqual(
      contacts.map((c) => c.updatedAt.getTime()).sort(),
    );

    const gone = sample?.externalCrmId ?? '';
    fake.store.archive('contacts', gone);
    const third = await runSync(server, companyId, { mode: 'full' });
    expect(third.result.archivedRecords).toBe(1);
    const archived = (await localContacts(server, companyId)).find((c) => c.externalCrmId === gone);
    expect(archived).toMatchObject({ archived: true, archivedReason: 'hubspot_deleted' });
    expect((await integrationRow(server, companyId))?.fullSync).toBeNull();
  }, 120_000);

  it('a run killed mid-way resumes from where it stopped, without duplicates', async () => {
    // Enough contacts for several writes: pages are written up to eight at a time.
    seedSample(fake.store, 10, 2000);
    const companyId = await connectedTenant(server, 'Resume Ltd');
    const controller = new AbortController();
    const jobId = crypto.randomUUID();
    await expect(
      runSync(
        server,
        companyId,
        { mode: 'full' },
        {
          jobId,
          signal: controller.signal,
          onProgress: (p) => {
            if (p.done >= 130) controller.abort(new Error('node died'));
          },
        },
      ),
    ).rejects.toThrow();
    const state = (await integrationRow(server, companyId))?.fullSync;
    expect(state?.done).toBeGreaterThanOrEqual(130);
    expect(state?.phase).toBe('contacts');
    const before = fake.stats.requests;
    const resumed = await runSync(server, companyId, { mode: 'incremental' }, { jobId });
    expect(resumed.result.mode).toBe('full');
    // Only the rest was read (plus the two searches for the progress total).
    expect(fake.stats.requests - before).toBeLessThanOrEqual(
      Math.ceil(fake.store.counts().contacts / 100) + 3,
    );
    const contacts = await localContacts(server, companyId);
    const ids = contacts.map((c) => c.externalCrmId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(contacts.filter((c) => !c.archived)).toHaveLength(fake.store.counts().contacts);
  }, 120_000);
});

describe('incremental sync', () => {
  it('reads only what changed since the cursor, through 429 and 5xx storms with Retry-After', async () => {
    const companyId = await connectedTenant(server, 'Incremental Ltd');
    await runSync(server, companyId, { mode: 'full' });
    const [company] = [...fake.store.records.companies.values()].filter((r) => !r.archived);
    fake.store.update('companies', company?.id ?? '', { city: 'Harrogate' });
    const fresh = fake.store.create('contacts', {
      firstname: 'Nina',
      lastname: 'New',
      email: 'nina@new.example',
    });
    fake.store.associate(fresh.id, company?.id ?? '');
    fake.failNext({ status: 429, retryAfter: 0 }, 3);
    fake.failNext({ status: 502, retryAfter: 0 }, 2);
    fake.failNext({ status: 429, retryAfter: 0, policyName: 'SECONDLY', pathIncludes: '/search' }, 2);
    const { result } = await runSync(server, companyId, { mode: 'incremental' });
    expect(result).toMatchObject({ mode: 'incremental', newRecords: 1, updatedRecords: 1 });
    const companies = await localCompanies(server, companyId);
    expect(companies.find((c) => c.externalCrmId === company?.id)?.city).toBe('Harrogate');
    const nina = (await localContacts(server, companyId)).find((c) => c.externalCrmId === fresh.id);
    expect(nina?.crmCompanyId).toBe(companies.find((c) => c.externalCrmId === company?.id)?.id);
    // Again: nothing new.
    const again = await runSync(server, companyId, { mode: 'incremental' });
    expect(again.result).toMatchObject({ newRecords: 0, updatedRecords: 0 });
  }, 120_000);

  it('reads a window of 10,001 records sharing one timestamp, once each', async () => {
    const companyId = await connectedTenant(server, 'Equal Stamps Ltd');
    await runSync(server, companyId, { mode: 'full' });
    const at = Date.now() - 1_000;
    fake.store.seed(
      'contacts',
      10_001,
      (i) => ({ firstname: 'Same', lastname: `Stamp ${i}`, email: `same${i}@stamp.example` }),
      () => at,
    );
    fake.setScramble(60_000);
    const { result } = await runSync(server, companyId, { mode: 'incremental' });
    fake.setScramble(0);
    expect(result.newRecords).toBe(10_001);
    const contacts = await localContacts(server, companyId);
    const stamped = contacts.filter((c) => c.firstName === 'Same');
    expect(stamped).toHaveLength(10_001);
    expect(new Set(stamped.map((c) => c.externalCrmId)).size).toBe(10_001);
    // Later tests' full syncs need not read them all again.
    for (const contact of stamped) fake.store.archive('contacts', contact.externalCrmId ?? '');
  }, 300_000);
});

describe('directions and conflicts', () => {
  it('pushes bidirectional edits, lets HubSpot win on managed records, logs conflicts with the newer side winning', async () => {
    const companyId = await connectedTenant(server, 'Conflicts Ltd');
    const a = fake.store.create('contacts', {
      firstname: 'Ann',
      lastname: 'Able',
      email: 'ann@conflict.example',
      jobtitle: 'Buyer',
    });
    const b = fake.store.create('contacts', {
      firstname: 'Bob',
      lastname: 'Baker',
      email: 'bob@conflict.example',
      jobtitle: 'Owner',
    });
    const c = fake.store.create('contacts', {
      firstname: 'Cat',
      lastname: 'Cole',
      email: 'cat@conflict.example',
      jobtitle: 'Clerk',
    });
    await runSync(server, companyId, { mode: 'full' });
    const db = server.deps.database.db;
    const edit = (externalId: string, values: Record<string, unknown>) =>
      withTenant(db, { companyId }, (tx) =>
        tx
          .update(crmContacts)
          .set(values)
          .where(and(eq(crmContacts.externalCrmId, externalId), eq(crmContacts.companyId, companyId))),
      );
    // a: edited here only (bidirectional) → pushed to HubSpot.
    await edit(a.id, {
      jobTitle: 'Head buyer',
      syncStrategy: 'bidirectional',
      locallyModifiedAt: new Date(),
    });
    // b: managed by HubSpot, edited both sides → HubSpot wins, no conflict logged.
    await edit(b.id, { jobTitle: 'Local owner', locallyModifiedAt: new Date(Date.now() - 60_000) });
    fake.store.update('contacts', b.id, { jobtitle: 'Managing director' });
    // c: bidirectional, both sides changed jobTitle; ours is newer → ours wins and is pushed.
    fake.store.update('contacts', c.id, { jobtitle: 'Senior clerk' }, Date.now() - 120_000);
    await edit(c.id, {
      jobTitle: 'Chief clerk',
      syncStrategy: 'bidirectional',
      locallyModifiedAt: new Date(),
    });

    const { result } = await runSync(server, companyId, { mode: 'incremental' });
    expect(result.conflicts).toBe(1);
    expect(result.pushedRecords).toBe(2);
    expect(fake.store.get('contacts', a.id)?.properties.jobtitle).toBe('Head buyer');
    expect(fake.store.get('contacts', c.id)?.properties.jobtitle).toBe('Chief clerk');
    const contacts = await localContacts(server, companyId);
    expect(contacts.find((x) => x.externalCrmId === b.id)?.jobTitle).toBe('Managing director');
    const logged = await withTenant(db, { companyId }, (tx) => tx.select().from(hubspotSyncConflicts));
    expect(logged).toEqual([
      expect.objectContaining({
        externalId: c.id,
        field: 'jobTitle',
        localValue: 'Chief clerk',
        remoteValue: 'Senior clerk',
        winner: 'local',
      }),
    ]);
    // Echo suppression: the next run sees its own pushed values and changes nothing.
    const next = await runSync(server, companyId, { mode: 'incremental' });
    expect(next.result).toMatchObject({ updatedRecords: 0, pushedRecords: 0, conflicts: 0 });

    // HubSpot newer than ours: HubSpot wins and the conflict is logged.
    await edit(a.id, { jobTitle: 'Buyer again', locallyModifiedAt: new Date(Date.now() - 600_000) });
    fake.store.update('contacts', a.id, { jobtitle: 'Procurement lead' });
    const third = await runSync(server, companyId, { mode: 'incremental' });
    expect(third.result.conflicts).toBe(1);
    expect((await localContacts(server, companyId)).find((x) => x.externalCrmId === a.id)?.jobTitle).toBe(
      'Procurement lead',
    );
    expect(fake.store.get('contacts', a.id)?.properties.jobtitle).toBe('Procurement lead');
  }, 120_000);

  it('follows merges: the merged-away record is archived when the winner is here', async () => {
    const companyId = await connectedTenant(server, 'Merges Ltd');
    const w = fake.store.create('contacts', {
      firstname: 'Win',
      lastname: 'Ner',
      email: 'win@merge.example',
    });
    const l = fake.store.create('contacts', { firstname: 'Lo', lastname: 'Ser', email: 'lo@merge.example' });
    await runSync(server, companyId, { mode: 'full' });
    fake.store.merge('contacts', w.id, l.id);
    await runSync(server, companyId, { mode: 'incremental' });
    const contacts = await localContacts(server, companyId);
    expect(contacts.find((c) => c.firstName === 'Lo')).toMatchObject({
      archived: true,
      archivedReason: 'hubspot_deleted',
    });
    expect(contacts.find((c) => c.firstName === 'Win')).toMatchObject({
      archived: false,
      externalCrmId: w.id,
    });
  }, 120_000);
});

describe('one sync per tenant', () => {
  it('a second run while another holds the lease is refused (and retried by the queue later)', async () => {
    const companyId = await connectedTenant(server, 'Lease Ltd');
    const controller = new AbortController();
    const first = runSync(
      server,
      companyId,
      { mode: 'full' },
      {
        signal: controller.signal,
        onProgress: () => undefined,
      },
    );
    // The first run holds the lease as soon as it starts.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const row = await integrationRow(server, companyId);
    if (row?.leaseJobId) {
      await expect(runSync(server, companyId, { mode: 'full' })).rejects.toThrow(/Another sync/);
    }
    await first;
    expect((await integrationRow(server, companyId))?.leaseJobId).toBeNull();
    await runSync(server, companyId, { mode: 'incremental' });
  }, 120_000);
});
