import type { HistoryEntry, HistoryResponse, Task } from '@northdesk/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmContacts, crmRecordHistory } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { connectedTenant, FAKE_TOKEN, localCompanies, runSync } from '../hubspot/hubspot-fixtures.ts';
import { createQuote, quotingTenant } from '../quotes/quotes-fixtures.ts';
import { signedInUser } from '../support/accounts.ts';
import type { TestClient } from '../support/client.ts';
import { setAccess, UNKNOWN_ID } from '../support/crm-fixtures.ts';
import {
  type FakeHubspot,
  seedSample,
  startFakeHubspot,
} from '../support/fake-hubspot/fake-hubspot-server.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

// Record history (issue 24 item 4): written by the database's triggers for every writer.
let fake: FakeHubspot;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeHubspot({ tokens: [FAKE_TOKEN] });
  server = await startTestServer({ HUBSPOT_API_URL: fake.url, HUBSPOT_REQUESTS_PER_10S: '1000' });
}, 180_000);
afterAll(async () => {
  await server.close();
  await fake.close();
});

async function history(client: TestClient, path: string): Promise<HistoryEntry[]> {
  const response = await client.get(`/api/${path}/history`);
  expect(response.statusCode, response.body).toBe(200);
  return json<HistoryResponse>(response).entries;
}

const changeOf = (entries: HistoryEntry[], field: string) =>
  entries
    .flatMap((e) => e.changes.map((c) => ({ ...c, actorType: e.actorType, actorName: e.actorName })))
    .find((c) => c.field === field);

describe('record history', () => {
  it('records each route write field by field, with the user, on companies, contacts, deals, tasks and quotes', async () => {
    const t = await quotingTenant(server);
    const colleague = await signedInUser(server, { companyId: t.companyId });

    expect((await t.client.patch(`/api/companies/${t.crmCompanyId}`, { city: 'York' })).statusCode).toBe(200);
    const company = await history(t.client, `companies/${t.crmCompanyId}`);
    expect(changeOf(company, 'city')).toMatchObject({
      old: 'Leeds',
      new: 'York',
      actorType: 'user',
      actorName: 'Test super_admin',
    });
    // The seed's insert (as the owner, no user) is the creation, by the system.
    expect(company.at(-1)).toMatchObject({ action: 'created', actorType: 'system' });

    const quick = await t.client.patch(`/api/contacts/${t.contactId}/quick-edit`, {
      leadStatus: 'hot',
      ownerUserId: colleague.userId,
    });
    expect(quick.statusCode, quick.body).toBe(200);
    const contact = await history(t.client, `contacts/${t.contactId}`);
    expect(changeOf(contact, 'lead_status')).toMatchObject({ new: 'hot' });
    // An owner reads by name, not id.
    expect(changeOf(contact, 'owner_user_id')).toMatchObject({ new: 'Test operative' });

    expect((await t.client.patch(`/api/deals/${t.dealId}`, { amount: '2500.10' })).statusCode).toBe(200);
    // Money stays exact text.
    expect(changeOf(await history(t.client, `deals/${t.dealId}`), 'amount')).toMatchObject({
      old: '1000.00',
      new: '2500.10',
    });

    const created = await t.client.post('/api/tasks', { subject: 'Call back' });
    expect(created.statusCode, created.body).toBe(201);
    const task = json<{ task: Task }>(created).task;
    expect((await t.client.patch(`/api/tasks/${task.id}`, { status: 'done' })).statusCode).toBe(200);
    const taskHistory = await history(t.client, `tasks/${task.id}`);
    expect(changeOf(taskHistory, 'status')).toMatchObject({ old: 'todo', new: 'done' });
    expect(taskHistory.at(-1)).toMatchObject({ action: 'created', actorType: 'user', changes: [] });

    const quote = await createQuote(t.client, {
      crmCompanyId: t.crmCompanyId,
      contactId: t.contactId,
      dealId: t.dealId,
      lines: [{ productId: t.pallet.id, quantity: '2' }],
    });
    expect((await t.client.patch(`/api/quotes/${quote.id}`, { title: 'Spring pallets' })).statusCode).toBe(
      200,
    );
    expect(changeOf(await history(t.client, `quotes/${quote.id}`), 'title')).toMatchObject({
      new: 'Spring pallets',
    });

    // Access: another tenant's record and an unknown id are 404, no session 401, no access 403.
    const stranger = await signedInUser(server, { role: 'super_admin' });
    expect((await stranger.client.get(`/api/companies/${t.crmCompanyId}/history`)).statusCode).toBe(404);
    expect((await t.client.get(`/api/contacts/${UNKNOWN_ID}/history`)).statusCode).toBe(404);
    expect((await t.client.get(`/api/contacts/${t.crmCompanyId}/history`)).statusCode).toBe(404);
    const anonymous = await server.app.inject({ method: 'GET', url: `/api/deals/${t.dealId}/history` });
    expect(anonymous.statusCode).toBe(401);
    await setAccess(server, colleague, 'quotes', 'no_access');
    expect((await colleague.client.get(`/api/quotes/${quote.id}/history`)).statusCode).toBe(403);
    expect((await colleague.client.get(`/api/deals/${t.dealId}/history`)).statusCode).toBe(200);

    // Row-level security: another tenant sees none of these rows, even without a filter.
    const seen = await withTenant(server.deps.database.db, { companyId: stranger.companyId }, (tx) =>
      tx.select().from(crmRecordHistory),
    );
    expect(seen.filter((r) => r.companyId === t.companyId)).toEqual([]);
  }, 120_000);

  it('records writes that no route makes: an import actor, a plain SQL update, and nothing when nothing changed', async () => {
    const me = await signedInUser(server, { role: 'super_admin' });
    const db = server.deps.database.db;
    const [row] = await withTenant(
      db,
      { companyId: me.companyId, userId: me.userId, actor: 'import' },
      (tx) =>
        tx
          .insert(crmContacts)
          .values({ companyId: me.companyId, firstName: 'Ida', lastName: 'Import', email: 'ida@import.test' })
          .returning({ id: crmContacts.id }),
    );
    const id = row?.id ?? '';
    await withTenant(db, { companyId: me.companyId, userId: me.userId }, async (tx) => {
      await tx.execute(sql`update crm_contacts set job_title = 'Buyer', phone = '+44 1' where id = ${id}`);
      // Same values again: no entry.
      await tx.execute(sql`update crm_contacts set job_title = 'Buyer' where id = ${id}`);
    });
    const entries = await history(me.client, `contacts/${id}`);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      action: 'created',
      actorType: 'import',
      actorName: 'Test super_admin',
    });
    expect(entries[0]).toMatchObject({
      action: 'updated',
      actorType: 'user',
      changes: [
        { field: 'job_title', old: null, new: 'Buyer' },
        { field: 'phone', old: null, new: '+44 1' },
      ],
    });
    // Archiving is a change like any other.
    await withTenant(db, { companyId: me.companyId, userId: me.userId }, (tx) =>
      tx
        .update(crmContacts)
        .set({ archived: true, archivedReason: 'user_deleted', archivedAt: new Date() })
        .where(eq(crmContacts.id, id)),
    );
    const [last] = await withTenant(db, { companyId: me.companyId }, (tx) =>
      tx
        .select()
        .from(crmRecordHistory)
        .where(eq(crmRecordHistory.entityId, id))
        .orderBy(sql`changed_at desc`),
    );
    expect(last?.changes).toMatchObject({ archived: { old: 'false', new: 'true' } });
    // The application role cannot forge or erase history.
    await expect(
      withTenant(db, { companyId: me.companyId }, (tx) => tx.delete(crmRecordHistory)),
    ).rejects.toThrow();
  });

  it('records what the HubSpot sync writes as the HubSpot sync', async () => {
    seedSample(fake.store, 3, 4);
    const companyId = await connectedTenant(server, 'History Sync Ltd');
    await runSync(server, companyId, { mode: 'full' });
    const [company] = await localCompanies(server, companyId);
    const rows = await withTenant(server.deps.database.db, { companyId }, (tx) =>
      tx
        .select()
        .from(crmRecordHistory)
        .where(eq(crmRecordHistory.entityId, company?.id ?? '')),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.actorType === 'hubspot')).toBe(true);
    const all = await withTenant(server.deps.database.db, { companyId }, (tx) =>
      tx
        .select({ actor: crmRecordHistory.actorType, type: crmRecordHistory.entityType })
        .from(crmRecordHistory),
    );
    expect(new Set(all.map((r) => r.type))).toEqual(new Set(['company', 'contact']));
    expect(new Set(all.map((r) => r.actor))).toEqual(new Set(['hubspot']));
  });
});
