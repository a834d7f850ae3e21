import type { DuplicatesResponse, MergeResult } from '@northdesk/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  crmActivities,
  crmCompanies,
  crmContacts,
  crmDeals,
  crmRecordHistory,
  taskCompanies,
  taskContacts,
  tasks,
} from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { signedInUser } from '../support/accounts.ts';
import { makeCompany, makeDeal, setAccess, UNKNOWN_ID } from '../support/crm-fixtures.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

// GET /api/{companies,contacts}/duplicates and POST /api/{companies,contacts}/:id/merge (issue 24 item 6).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 180_000);
afterAll(() => server.close());

async function contact(companyId: string, values: Partial<typeof crmContacts.$inferInsert>) {
  const [row] = await withTenant(server.deps.database.db, { companyId }, (tx) =>
    tx
      .insert(crmContacts)
      .values({ companyId, ...values })
      .returning({ id: crmContacts.id }),
  );
  if (!row) throw new Error('no contact');
  return row.id;
}

async function activity(companyId: string, values: { crmCompanyId?: string; contactId?: string }) {
  await server.deps.database.db
    .insert(crmActivities)
    .values({ companyId, type: 'call', subject: 'Called', ...values });
}

async function historyOf(companyId: string, id: string) {
  return withTenant(server.deps.database.db, { companyId }, (tx) =>
    tx.select().from(crmRecordHistory).where(eq(crmRecordHistory.entityId, id)),
  );
}

describe('merge duplicates', () => {
  it('finds duplicate companies and merges one into the other: picked fields, everything moved, history', async () => {
    const me = await signedInUser(server, { role: 'admin' });
    const t = me.companyId;
    const db = server.deps.database.db;
    const kept = await makeCompany(server, t, {
      name: 'Acme Trading Ltd',
      domain: 'acme.example',
      city: 'Leeds',
    });
    const other = await makeCompany(server, t, { name: 'ACME Trading Limited', city: 'York' });
    const unrelated = await makeCompany(server, t, { name: 'Zeta Shipping', domain: 'zeta.example' });
    const similar = await makeCompany(server, t, { name: 'Zeta Shippin' });
    await db.update(crmCompanies).set({ phone: '+44 113 000' }).where(eq(crmCompanies.id, other));
    const ann = await contact(t, { crmCompanyId: other, firstName: 'Ann', lastName: 'Lee' });
    const bob = await contact(t, { crmCompanyId: other, firstName: 'Bob', lastName: 'Ray' });
    const keptContact = await contact(t, { crmCompanyId: kept, firstName: 'Cy', lastName: 'Oak' });
    await activity(t, { crmCompanyId: other, contactId: ann });
    const deal = await makeDeal(server, t, {
      crmCompanyId: other,
      contactId: bob,
      name: 'Pallets',
      amount: '100',
    });
    const both = json<{ task: { id: string } }>(
      await me.client.post('/api/tasks', {
        subject: 'Visit both',
        linkedCompanies: [
          { crmCompanyId: kept, contactIds: [keptContact] },
          { crmCompanyId: other, contactIds: [ann] },
        ],
      }),
    ).task.id;
    const onlyOther = json<{ task: { id: string } }>(
      await me.client.post('/api/tasks', {
        subject: 'Call the other',
        linkedCompanies: [{ crmCompanyId: other, contactIds: [bob] }],
      }),
    ).task.id;

    const found = await me.client.get('/api/companies/duplicates');
    expect(found.statusCode, found.body).toBe(200);
    const pairs = json<DuplicatesResponse>(found).pairs;
    const pairOf = (x: string, y: string) =>
      pairs.find((p) => [p.a.id, p.b.id].sort().join() === [x, y].sort().join());
    expect(pairOf(kept, other)?.reason).toBe('same_name');
    expect(pairOf(unrelated, similar)?.reason).toBe('similar_name');
    expect(pairOf(kept, unrelated)).toBeUndefined();
    const side = pairOf(kept, other)?.a.id === other ? pairOf(kept, other)?.a : pairOf(kept, other)?.b;
    expect(side?.values).toMatchObject({ city: 'York', phone: '+44 113 000' });
    expect(side?.related).toBe(4); // two contacts, a deal, an activity

    const response = await me.client.post(`/api/companies/${kept}/merge`, {
      otherId: other,
      fields: { city: 'other', phone: 'other', name: 'kept' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<MergeResult>(response)).toMatchObject({
      keptId: kept,
      archivedId: other,
      moved: { contacts: 2, activities: 1, deals: 1, tasks: 1, 'task links': 2 },
    });

    const [after] = await db.select().from(crmCompanies).where(eq(crmCompanies.id, kept));
    expect(after).toMatchObject({
      name: 'Acme Trading Ltd',
      domain: 'acme.example',
      city: 'York',
      phone: '+44 113 000',
    });
    const [gone] = await db.select().from(crmCompanies).where(eq(crmCompanies.id, other));
    expect(gone?.archived).toBe(true);
    const movedContacts = await db
      .select({ id: crmContacts.id })
      .from(crmContacts)
      .where(eq(crmContacts.crmCompanyId, kept));
    expect(movedContacts.map((c) => c.id).sort()).toEqual([ann, bob, keptContact].sort());
    const [movedDeal] = await db.select().from(crmDeals).where(eq(crmDeals.id, deal));
    expect(movedDeal?.crmCompanyId).toBe(kept);
    const links = await db
      .select()
      .from(taskCompanies)
      .where(inArray(taskCompanies.taskId, [both, onlyOther]));
    expect(links.every((l) => l.crmCompanyId === kept)).toBe(true);
    expect(links.length).toBe(2);
    const linkedContacts = await db.select().from(taskContacts).where(eq(taskContacts.taskId, both));
    expect(linkedContacts.map((l) => l.contactId).sort()).toEqual([ann, keptContact].sort());
    const [primary] = await db.select().from(tasks).where(eq(tasks.id, onlyOther));
    expect(primary?.crmCompanyId).toBe(kept);

    // Both histories say so, as the user; the kept one names the other and what moved.
    const keptHistory = await historyOf(t, kept);
    const merged = keptHistory.find((h) => h.action === 'merged');
    expect(merged).toMatchObject({ actorType: 'user', actorUserId: me.userId });
    expect(merged?.changes.merged_from?.new).toContain('ACME Trading Limited');
    expect(merged?.changes.moved_here?.new).toContain('2 contacts');
    expect(keptHistory.some((h) => h.action === 'updated' && h.changes.city?.new === 'York')).toBe(true);
    const otherHistory = await historyOf(t, other);
    expect(otherHistory.find((h) => h.action === 'merged')?.changes.merged_into?.new).toContain(
      'Acme Trading Ltd',
    );
    expect(otherHistory.some((h) => h.changes.archived?.new === 'true')).toBe(true);
    expect((await historyOf(t, ann)).some((h) => h.changes.crm_company_id?.new === kept)).toBe(true);

    // The pair is gone from the list; the archived company cannot be merged again.
    const again = json<DuplicatesResponse>(await me.client.get('/api/companies/duplicates')).pairs;
    expect(again.some((p) => p.a.id === other || p.b.id === other)).toBe(false);
    expect((await me.client.post(`/api/companies/${kept}/merge`, { otherId: other })).statusCode).toBe(404);
    expect((await me.client.post(`/api/companies/${kept}/merge`, { otherId: kept })).statusCode).toBe(400);
    expect((await me.client.post(`/api/companies/${kept}/merge`, { otherId: UNKNOWN_ID })).statusCode).toBe(
      404,
    );
    const badField = await me.client.post(`/api/companies/${kept}/merge`, {
      otherId: unrelated,
      fields: { archived: 'other' },
    });
    expect(badField.statusCode).toBe(400);
  }, 120_000);

  it('takes the other company domain once the other is archived', async () => {
    const me = await signedInUser(server, { role: 'admin' });
    const kept = await makeCompany(server, me.companyId, { name: 'Northwind' });
    const other = await makeCompany(server, me.companyId, {
      name: 'Northwind Traders',
      domain: 'northwind.example',
    });
    const response = await me.client.post(`/api/companies/${kept}/merge`, {
      otherId: other,
      fields: { domain: 'other' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [after] = await server.deps.database.db
      .select()
      .from(crmCompanies)
      .where(eq(crmCompanies.id, kept));
    expect(after?.domain).toBe('northwind.example');
  }, 60_000);

  const setBillingEmail = (id: string, billingEmail: string) =>
    server.deps.database.db.update(crmCompanies).set({ billingEmail }).where(eq(crmCompanies.id, id));

  it('narrows the pairs to records matching a search (name, domain or email), past the first page of likeliest', async () => {
    const me = await signedInUser(server, { role: 'admin' });
    const t = me.companyId;
    // Three pairs of one domain and one name rank above the pair of one domain searched for.
    for (const name of ['Alpha One', 'Beta Two', 'Gamma Three']) {
      const domain = `${name.replace(' ', '-').toLowerCase()}.example`;
      await makeCompany(server, t, { name, domain });
      const twin = await makeCompany(server, t, { name: `${name} Ltd` });
      await setBillingEmail(twin, `ap@${domain}`);
    }
    const kept = await makeCompany(server, t, { name: 'Searchco Ltd', domain: 'searchco.example' });
    const other = await makeCompany(server, t, { name: 'Rover Trading' });
    await setBillingEmail(other, 'ap@SEARCHCO.example');
    const ids = (r: DuplicatesResponse) => r.pairs.map((p) => [p.a.id, p.b.id].sort().join());
    const firstTwo = json<DuplicatesResponse>(await me.client.get('/api/companies/duplicates?limit=2'));
    expect(firstTwo.pairs).toHaveLength(2);
    expect(ids(firstTwo)).not.toContain([kept, other].sort().join());

    // The pair is found by either side: one's name, the other's billing email domain, in any case.
    for (const q of ['searchco', 'ROVER', 'ap@searchco']) {
      const found = json<DuplicatesResponse>(
        await me.client.get(`/api/companies/duplicates?limit=2&q=${encodeURIComponent(q)}`),
      );
      expect(ids(found), q).toEqual([[kept, other].sort().join()]);
      expect(found.pairs[0]?.reason).toBe('same_domain');
      expect(found.pairs[0]?.a.id, 'the older record comes first').toBe(kept);
    }
    // Wildcards are plain text, and a search nobody matches lists nothing.
    for (const q of ['%', '_', 'nobody here']) {
      const none = await me.client.get(`/api/companies/duplicates?q=${encodeURIComponent(q)}`);
      expect(none.statusCode).toBe(200);
      expect(json<DuplicatesResponse>(none).pairs).toEqual([]);
    }
    const contacts = await me.client.get('/api/contacts/duplicates?q=nobody');
    expect(json<DuplicatesResponse>(contacts).pairs).toEqual([]);
    const tooLong = await me.client.get(`/api/companies/duplicates?q=${'x'.repeat(201)}`);
    expect(tooLong.statusCode).toBe(400);
  }, 60_000);

  it('finds contacts with the same email and merges them: activities, deals and task links moved', async () => {
    const me = await signedInUser(server, { role: 'admin' });
    const t = me.companyId;
    const db = server.deps.database.db;
    const org = await makeCompany(server, t, { name: 'Globex' });
    const kept = await contact(t, {
      crmCompanyId: org,
      firstName: 'Dana',
      lastName: 'Scully',
      email: 'dana@globex.example',
    });
    const other = await contact(t, {
      crmCompanyId: org,
      firstName: 'D.',
      lastName: 'Scully',
      email: 'DANA@globex.example',
      phone: '+1 555 0100',
    });
    const twin = await contact(t, { crmCompanyId: org, firstName: 'Fox', lastName: 'Mulder' });
    const twin2 = await contact(t, { crmCompanyId: org, firstName: 'Fox', lastName: 'Mulder' });
    await activity(t, { crmCompanyId: org, contactId: other });
    await makeDeal(server, t, { crmCompanyId: org, contactId: other, name: 'X', amount: '5' });
    const task = json<{ task: { id: string } }>(
      await me.client.post('/api/tasks', {
        subject: 'Follow up',
        linkedCompanies: [{ crmCompanyId: org, contactIds: [kept, other] }],
      }),
    ).task.id;

    const pairs = json<DuplicatesResponse>(await me.client.get('/api/contacts/duplicates')).pairs;
    const reasonOf = (x: string, y: string) =>
      pairs.find((p) => [p.a.id, p.b.id].sort().join() === [x, y].sort().join())?.reason;
    expect(reasonOf(kept, other)).toBe('same_email');
    expect(reasonOf(twin, twin2)).toBe('same_name');

    const response = await me.client.post(`/api/contacts/${kept}/merge`, {
      otherId: other,
      fields: { phone: 'other' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<MergeResult>(response).moved).toMatchObject({ activities: 1, deals: 1, 'task links': 1 });
    const [after] = await db.select().from(crmContacts).where(eq(crmContacts.id, kept));
    expect(after).toMatchObject({ phone: '+1 555 0100', firstName: 'Dana', archived: false });
    const [gone] = await db.select().from(crmContacts).where(eq(crmContacts.id, other));
    expect(gone).toMatchObject({ archived: true, archivedReason: 'user_deleted' });
    const links = await db.select().from(taskContacts).where(eq(taskContacts.taskId, task));
    expect(links.map((l) => l.contactId)).toEqual([kept]);
    const acts = await db.select().from(crmActivities).where(eq(crmActivities.contactId, kept));
    expect(acts.length).toBe(1);
    expect((await historyOf(t, kept)).some((h) => h.action === 'merged')).toBe(true);
  }, 60_000);

  it('needs a session (401), read to list and edit (admin or full) to merge (403); another tenant gets 404 and changes nothing', async () => {
    const me = await signedInUser(server, { role: 'admin' });
    const t = me.companyId;
    const a = await makeCompany(server, t, { name: 'Initech' });
    const b = await makeCompany(server, t, { name: 'Initech Inc' });
    const ca = await contact(t, { firstName: 'Pat', lastName: 'Ng', email: 'pat@initech.example' });
    const cb = await contact(t, { firstName: 'Pat', lastName: 'Ng', email: 'pat@initech.example' });

    for (const [method, url] of [
      ['GET', '/api/companies/duplicates'],
      ['GET', '/api/contacts/duplicates'],
      ['POST', `/api/companies/${a}/merge`],
      ['POST', `/api/contacts/${ca}/merge`],
    ] as const) {
      const anonymous = await server.app.inject({
        method,
        url,
        payload: method === 'POST' ? { otherId: b } : undefined,
      });
      expect(anonymous.statusCode, url).toBe(401);
    }

    const viewer = await signedInUser(server, { companyId: t });
    await setAccess(server, viewer, 'companies', 'view');
    await setAccess(server, viewer, 'contacts', 'view');
    // Reading the pairs is reading the list; merging needs admin or full.
    expect((await viewer.client.get('/api/companies/duplicates')).statusCode).toBe(200);
    const blind = await signedInUser(server, { companyId: t });
    await setAccess(server, blind, 'companies', 'no_access');
    await setAccess(server, blind, 'contacts', 'no_access');
    expect((await blind.client.get('/api/companies/duplicates')).statusCode).toBe(403);
    expect((await blind.client.get('/api/contacts/duplicates')).statusCode).toBe(403);
    expect((await viewer.client.post(`/api/companies/${a}/merge`, { otherId: b })).statusCode).toBe(403);
    expect((await viewer.client.post(`/api/contacts/${ca}/merge`, { otherId: cb })).statusCode).toBe(403);

    // Another tenant: its list has none of ours, and our ids are unknown there (404, nothing changed).
    const stranger = await signedInUser(server, { role: 'admin' });
    const theirs = json<DuplicatesResponse>(await stranger.client.get('/api/companies/duplicates')).pairs;
    expect(theirs.some((p) => [a, b].includes(p.a.id) || [a, b].includes(p.b.id))).toBe(false);
    expect((await stranger.client.post(`/api/companies/${a}/merge`, { otherId: b })).statusCode).toBe(404);
    expect((await stranger.client.post(`/api/contacts/${ca}/merge`, { otherId: cb })).statusCode).toBe(404);
    const mine = await stranger.client.post('/api/companies', { name: 'Stranger Co' });
    expect(mine.statusCode, mine.body).toBe(201);
    const strangerCompany = json<{ company: { id: string } }>(mine).company.id;
    expect(
      (await stranger.client.post(`/api/companies/${strangerCompany}/merge`, { otherId: a })).statusCode,
    ).toBe(404);
    const untouched = await server.deps.database.db
      .select({ archived: crmCompanies.archived })
      .from(crmCompanies)
      .where(and(eq(crmCompanies.companyId, t), inArray(crmCompanies.id, [a, b])));
    expect(untouched.every((r) => !r.archived)).toBe(true);

    // The admin level (view and edit, no create) may merge.
    const editor = await signedInUser(server, { companyId: t });
    await setAccess(server, editor, 'companies', 'admin');
    await setAccess(server, editor, 'contacts', 'admin');
    expect((await editor.client.get('/api/companies/duplicates')).statusCode).toBe(200);
    expect((await editor.client.post(`/api/companies/${a}/merge`, { otherId: b })).statusCode).toBe(200);
    expect((await editor.client.post(`/api/contacts/${ca}/merge`, { otherId: cb })).statusCode).toBe(200);
  }, 60_000);
});
