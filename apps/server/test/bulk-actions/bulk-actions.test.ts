import type { BackgroundJob } from '@northdesk/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmCompanies, crmContacts, crmRecordHistory } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { signedInUser } from '../support/accounts.ts';
import type { TestClient } from '../support/client.ts';
import { setAccess } from '../support/crm-fixtures.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

// POST /api/companies/bulk and /api/contacts/bulk (issue 24 item 5): one job, progress, summary.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { jobs: true });
}, 180_000);
afterAll(() => server.close());

async function finished(client: TestClient, jobId: string): Promise<BackgroundJob> {
  for (let i = 0; i < 600; i++) {
    const { job } = json<{ job: BackgroundJob }>(await client.get(`/api/jobs/${jobId}`));
    if (job.status === 'completed' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('job did not finish');
}

async function start(client: TestClient, path: string, body: object): Promise<string> {
  const response = await client.post(path, body);
  expect(response.statusCode, response.body).toBe(202);
  return json<{ jobId: string }>(response).jobId;
}

describe('bulk actions', () => {
  it('archives chosen contacts, and changes the lead status of every contact matching a filter, with history', async () => {
    const me = await signedInUser(server, { role: 'admin' });
    const db = server.deps.database.db;
    const ctx = { companyId: me.companyId, userId: me.userId };
    const rows = await withTenant(db, ctx, (tx) =>
      tx
        .insert(crmContacts)
        .values(
          Array.from({ length: 300 }, (_, i) => ({
            companyId: me.companyId,
            firstName: i < 260 ? 'Bulk' : 'Other',
            lastName: `Person ${i}`,
            leadStatus: 'warm',
          })),
        )
        .returning({ id: crmContacts.id }),
    );
    const chosen = rows.slice(0, 150).map((r) => r.id);
    const archived = await finished(
      me.client,
      await start(me.client, '/api/contacts/bulk', {
        selection: { ids: chosen },
        action: { type: 'archive' },
      }),
    );
    expect(archived.status).toBe('completed');
    expect(archived.result).toEqual({ matched: 150, changed: 150, unchanged: 0 });
    expect(archived.progress).toMatchObject({ done: 150, total: 150 });
    const after = await withTenant(db, ctx, (tx) =>
      tx.select({ archived: crmContacts.archived }).from(crmContacts).where(inArray(crmContacts.id, chosen)),
    );
    expect(after.every((r) => r.archived)).toBe(true);

    // All matching "bulk": 260 made, 150 archived → 110 listed; the others are not touched.
    const hot = await finished(
      me.client,
      await start(me.client, '/api/contacts/bulk', {
        selection: { filter: { search: 'bulk' } },
        action: { type: 'lead_status', leadStatus: 'hot' },
      }),
    );
    expect(hot.result).toEqual({ matched: 110, changed: 110, unchanged: 0 });
    const statuses = await withTenant(db, ctx, (tx) =>
      tx
        .select({
          first: crmContacts.firstName,
          status: crmContacts.leadStatus,
          archived: crmContacts.archived,
        })
        .from(crmContacts),
    );
    expect(statuses.filter((r) => r.status === 'hot').length).toBe(110);
    expect(statuses.filter((r) => r.first === 'Other').every((r) => r.status === 'warm')).toBe(true);
    // Each change is in the record's history, by the person who started the job.
    const [history] = await withTenant(db, ctx, (tx) =>
      tx
        .select()
        .from(crmRecordHistory)
        .where(eq(crmRecordHistory.entityId, chosen[0] ?? '')),
    );
    expect(history).toBeDefined();
    const changes = await withTenant(db, ctx, (tx) =>
      tx
        .select()
        .from(crmRecordHistory)
        .where(inArray(crmRecordHistory.entityId, chosen.slice(0, 3))),
    );
    expect(
      changes
        .filter((h) => h.action === 'updated')
        .every((h) => h.actorType === 'user' && h.actorUserId === me.userId),
    ).toBe(true);
    expect(changes.some((h) => h.changes.archived?.new === 'true')).toBe(true);
  }, 180_000);

  it('changes the owner of chosen companies; refuses a foreign owner, no session, and no edit level', async () => {
    const me = await signedInUser(server, { role: 'admin' });
    const colleague = await signedInUser(server, { companyId: me.companyId });
    const stranger = await signedInUser(server, { role: 'admin' });
    const db = server.deps.database.db;
    const companies = await withTenant(db, { companyId: me.companyId }, (tx) =>
      tx
        .insert(crmCompanies)
        .values([1, 2, 3].map((n) => ({ companyId: me.companyId, name: `Owned ${n}` })))
        .returning({ id: crmCompanies.id }),
    );
    const ids = companies.map((c) => c.id);
    const job = await finished(
      me.client,
      await start(me.client, '/api/companies/bulk', {
        selection: { ids },
        action: { type: 'owner', ownerUserId: colleague.userId },
      }),
    );
    expect(job.result).toEqual({ matched: 3, changed: 3, unchanged: 0 });
    const owners = await withTenant(db, { companyId: me.companyId }, (tx) =>
      tx.select({ owner: crmCompanies.ownerUserId }).from(crmCompanies).where(inArray(crmCompanies.id, ids)),
    );
    expect(owners.every((o) => o.owner === colleague.userId)).toBe(true);

    const body = { selection: { ids }, action: { type: 'owner', ownerUserId: stranger.userId } };
    expect((await me.client.post('/api/companies/bulk', body)).statusCode).toBe(400);
    // Another tenant's ids change nothing there (row-level security): matched, unchanged.
    const foreign = await finished(
      stranger.client,
      await start(stranger.client, '/api/companies/bulk', {
        selection: { ids },
        action: { type: 'archive' },
      }),
    );
    expect(foreign.result).toEqual({ matched: 3, changed: 0, unchanged: 3 });
    expect((await stranger.client.get(`/api/jobs/${job.id}`)).statusCode).toBe(404);
    const anonymous = await server.app.inject({ method: 'POST', url: '/api/companies/bulk', payload: body });
    expect(anonymous.statusCode).toBe(401);
    const viewer = await signedInUser(server, { companyId: me.companyId });
    await setAccess(server, viewer, 'contacts', 'view');
    const refused = await viewer.client.post('/api/contacts/bulk', {
      selection: { ids },
      action: { type: 'archive' },
    });
    expect(refused.statusCode).toBe(403);
  }, 180_000);
});
