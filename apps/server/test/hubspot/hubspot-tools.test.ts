import type { BackgroundJob } from '@northdesk/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmCompanies, crmContacts } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { signedInUser } from '../support/accounts.ts';
import type { TestClient } from '../support/client.ts';
import { type FakeHubspot, startFakeHubspot } from '../support/fake-hubspot/fake-hubspot-server.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';
import { FAKE_TOKEN } from './hubspot-fixtures.ts';
import { organizationPage, startLocalSite } from './local-site.ts';

let fake: FakeHubspot;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeHubspot({ tokens: [FAKE_TOKEN] });
  server = await startTestServer(
    { HUBSPOT_API_URL: fake.url, ENRICHMENT_ALLOW_PRIVATE_NETWORKS: 'true' },
    { jobs: true },
  );
}, 60_000);
afterAll(async () => {
  await server.close();
  await fake.close();
});

async function finished(client: TestClient, jobId: string): Promise<BackgroundJob> {
  for (let i = 0; i < 300; i++) {
    const { job } = json<{ job: BackgroundJob }>(await client.get(`/api/jobs/${jobId}`));
    if (job.status === 'completed' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('job did not finish');
}

describe('re-link contacts', () => {
  it('links by HubSpot association first, then registrable email domain; free mail never links', async () => {
    const admin = await signedInUser(server, { role: 'admin', companyName: 'Relink Ltd' });
    const db = server.deps.database.db;
    const ctx = { companyId: admin.companyId };
    const [acme, globex, hub] = await withTenant(db, ctx, (tx) =>
      tx
        .insert(crmCompanies)
        .values([
          { companyId: ctx.companyId, name: 'Acme', domain: 'acme.co.uk' },
          { companyId: ctx.companyId, name: 'Globex', domain: 'globex.com' },
          { companyId: ctx.companyId, name: 'Hub Co', domain: 'hubco.example', externalCrmId: '777' },
        ])
        .returning(),
    );
    const hubContact = fake.store.create('contacts', { email: 'x@elsewhere.example' });
    const hubCompany = fake.store.create('companies', { name: 'Hub Co' });
    await withTenant(db, ctx, (tx) =>
      tx
        .update(crmCompanies)
        .set({ externalCrmId: hubCompany.id })
        .where(eq(crmCompanies.id, hub?.id ?? '')),
    );
    fake.store.associate(hubContact.id, hubCompany.id);
    await withTenant(db, ctx, (tx) =>
      tx.insert(crmContacts).values([
        { companyId: ctx.companyId, firstName: 'Sub', email: 'a@mail.acme.co.uk' }, // linked (eTLD+1)
        { companyId: ctx.companyId, firstName: 'Wrong', email: 'b@globex.com', crmCompanyId: acme?.id }, // fixed
        { companyId: ctx.companyId, firstName: 'Free', email: 'c@gmail.com' }, // skipped
        { companyId: ctx.companyId, firstName: 'Right', email: 'd@acme.co.uk', crmCompanyId: acme?.id }, // skipped
        {
          companyId: ctx.companyId,
          firstName: 'Hub',
          email: 'x@elsewhere.example',
          externalCrmId: hubContact.id,
        }, // linked (association)
      ]),
    );
    await admin.client.request('PUT', '/api/hubspot/integration', { accessToken: FAKE_TOKEN });
    const started = await admin.client.post('/api/hubspot/relink', {});
    expect(started.statusCode, started.body).toBe(202);
    const job = await finished(admin.client, json<{ jobId: string }>(started).jobId);
    expect(job.status, job.error ?? '').toBe('completed');
    expect(job.result).toEqual({ linked: 2, fixed: 1, skipped: 2, total: 5 });
    const contacts = await withTenant(db, ctx, (tx) => tx.select().from(crmContacts));
    const by = (name: string) => contacts.find((c) => c.firstName === name)?.crmCompanyId;
    expect(by('Sub')).toBe(acme?.id);
    expect(by('Wrong')).toBe(globex?.id);
    expect(by('Free')).toBeNull();
    expect(by('Hub')).toBe(hub?.id);
  });
});

describe('bulk enrichment', () => {
  it('fills empty fields of companies with a domain and no city, from their sites, with progress and a summary', async (context) => {
    const site = await startLocalSite({ '/': organizationPage('Leeds Widgets Ltd', 'Leeds') });
    if (!site) return context.skip();
    try {
      const admin = await signedInUser(server, { role: 'super_admin', companyName: 'Enrich Ltd' });
      const db = server.deps.database.db;
      const ctx = { companyId: admin.companyId };
      await withTenant(db, ctx, (tx) =>
        tx.insert(crmCompanies).values([
          { companyId: ctx.companyId, name: 'Leeds Widgets', domain: site.host, phone: '+44 1 kept' },
          { companyId: ctx.companyId, name: 'Dead Site', domain: '127.0.0.9' },
          { companyId: ctx.companyId, name: 'Has City', domain: 'hascity.example', city: 'York' },
        ]),
      );
      const started = await admin.client.post('/api/hubspot/bulk-enrich', {});
      expect(started.statusCode, started.body).toBe(202);
      const again = await admin.client.post('/api/hubspot/bulk-enrich', {});
      expect(again.statusCode).toBe(409);
      const job = await finished(admin.client, json<{ jobId: string }>(started).jobId);
      expect(job.status, job.error ?? '').toBe('completed');
      expect(job.result).toMatchObject({ enriched: 1, failed: 1, total: 2 });
      expect(job.progress).toMatchObject({ done: 2, total: 2 });
      const rows = await withTenant(db, ctx, (tx) => tx.select().from(crmCompanies));
      const leeds = rows.find((r) => r.name === 'Leeds Widgets');
      expect(leeds).toMatchObject({
        city: 'Leeds',
        state: 'West Yorkshire',
        phone: '+44 1 kept',
        employeeCount: 42,
      });
      expect(leeds?.locallyModifiedAt).not.toBeNull();
      expect(rows.find((r) => r.name === 'Has City')?.city).toBe('York');
    } finally {
      await site.close();
    }
  }, 60_000);

  it('guards the tools: 401 without a session, 403 for operatives', async () => {
    const operative = await signedInUser(server, { role: 'operative' });
    expect((await operative.client.post('/api/hubspot/relink', {})).statusCode).toBe(403);
    expect((await operative.client.post('/api/hubspot/bulk-enrich', {})).statusCode).toBe(403);
    operative.client.clearCookies();
    expect((await operative.client.post('/api/hubspot/relink', {})).statusCode).toBe(401);
    expect((await operative.client.post('/api/hubspot/bulk-enrich', {})).statusCode).toBe(401);
  });
});
