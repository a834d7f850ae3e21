import type {
  DealBoardResponse,
  DealDetail,
  DealListResponse,
  DealWithHistoryResponse,
  PipelinesResponse,
} from '@northdesk/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmContacts, crmDeals } from '../../src/db/schema/index.ts';
import { signedInUser } from '../support/accounts.ts';
import type { TestClient } from '../support/client.ts';
import { makeCompany, makeDeal, setAccess, UNKNOWN_ID } from '../support/crm-fixtures.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function salesTenant() {
  const me = await signedInUser(server, { role: 'super_admin' });
  const crmCompanyId = await makeCompany(server, me.companyId, { name: 'Harbour Foods Ltd', city: 'Hull' });
  const [contact] = await server.deps.database.db
    .insert(crmContacts)
    .values({
      companyId: me.companyId,
      crmCompanyId,
      firstName: 'Hana',
      lastName: 'Hale',
      email: 'hana@harbour.test',
    })
    .returning({ id: crmContacts.id });
  const pipelines = json<PipelinesResponse>(await me.client.get('/api/pipelines'));
  return { ...me, crmCompanyId, contactId: contact?.id ?? '', pipelines };
}

async function createDeal(client: TestClient, body: object): Promise<DealDetail> {
  const response = await client.post('/api/deals', body);
  expect(response.statusCode, response.body).toBe(201);
  return json<{ deal: DealDetail }>(response).deal;
}

const stageNamed = (p: PipelinesResponse, name: string) => {
  const stage = p.pipelines[0]?.stages.find((s) => s.name === name);
  if (!stage) throw new Error(`no stage ${name}`);
  return stage;
};

describe('pipelines', () => {
  it('every new tenant has the default pipeline with six stages and lost reasons', async () => {
    const t = await salesTenant();
    const [pipeline] = t.pipelines.pipelines;
    expect(pipeline?.name).toBe('Sales pipeline');
    expect(pipeline?.stages.map((s) => [s.name, s.kind, s.probability, s.rottingDays])).toEqual([
      ['Prospecting', 'open', 10, 21],
      ['Qualification', 'open', 25, 14],
      ['Proposal', 'open', 50, 14],
      ['Negotiation', 'open', 75, 10],
      ['Closed Won', 'won', 100, null],
      ['Closed Lost', 'lost', 0, null],
    ]);
    expect(t.pipelines.lostReasons.length).toBe(6);
  });

  it('edits stages in CRM Settings: rename, reorder, add; removing a stage with open deals is a 409', async () => {
    const t = await salesTenant();
    const pipeline = t.pipelines.pipelines[0];
    if (!pipeline) throw new Error('no pipeline');
    const deal = await createDeal(t.client, { name: 'Pallets', crmCompanyId: t.crmCompanyId });
    const [prospecting, qualification, proposal, negotiation, won, lost] = pipeline.stages;
    const stages = (list: typeof pipeline.stages) =>
      list.map((s) => ({
        id: s.id,
        name: s.name,
        kind: s.kind,
        probability: s.probability,
        rottingDays: s.rottingDays,
      }));
    // Prospecting holds the deal: it may not go.
    const refused = await t.client.put(`/api/pipelines/${pipeline.id}`, {
      name: 'Sales',
      stages: stages([qualification, proposal, negotiation, won, lost].filter((s) => s !== undefined)),
    });
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).error.message).toBe(
      'Move the open deal out of Prospecting before removing it',
    );

    const saved = await t.client.put(`/api/pipelines/${pipeline.id}`, {
      name: 'UK sales',
      stages: [
        ...stages([prospecting, proposal, qualification].filter((s) => s !== undefined)),
        { name: 'Contract sent', kind: 'open', probability: 90, rottingDays: 7 },
        ...stages([won, lost].filter((s) => s !== undefined)),
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = json<{ pipeline: PipelinesResponse['pipelines'][number] }>(saved).pipeline;
    expect(after.name).toBe('UK sales');
    expect(after.stages.map((s) => s.name)).toEqual([
      'Prospecting',
      'Proposal',
      'Qualification',
      'Contract sent',
      'Closed Won',
      'Closed Lost',
    ]);
    // Negotiation had no open deal, so it went; the deal stayed in Prospecting.
    const read = json<DealWithHistoryResponse>(await t.client.get(`/api/deals/${deal.id}`));
    expect(read.deal.stageName).toBe('Prospecting');

    const noWon = await t.client.put(`/api/pipelines/${pipeline.id}`, {
      name: 'UK sales',
      stages: stages(after.stages.filter((s) => s.kind !== 'won')),
    });
    expect(noWon.statusCode).toBe(400);

    const reasons = await t.client.put('/api/deal-lost-reasons', {
      reasons: [{ id: t.pipelines.lostReasons[0]?.id, label: 'Too dear' }, { label: 'Went with Acme' }],
    });
    expect(reasons.statusCode, reasons.body).toBe(200);
    expect(
      json<PipelinesResponse>(await t.client.get('/api/pipelines')).lostReasons.map((r) => r.label),
    ).toEqual(['Too dear', 'Went with Acme']);
  });

  it('only CRM Settings roles change pipelines; any deals reader reads them', async () => {
    const t = await salesTenant();
    const operative = await signedInUser(server, { role: 'operative', companyId: t.companyId });
    await setAccess(server, operative, 'deals', 'full');
    expect((await operative.client.get('/api/pipelines')).statusCode).toBe(200);
    const pipeline = t.pipelines.pipelines[0];
    const body = { name: 'x', stages: pipeline?.stages.map(({ position: _, ...s }) => s) };
    expect((await operative.client.put(`/api/pipelines/${pipeline?.id}`, body)).statusCode).toBe(403);
    expect((await operative.client.put('/api/deal-lost-reasons', { reasons: [] })).statusCode).toBe(403);
    const other = await salesTenant();
    expect((await other.client.put(`/api/pipelines/${pipeline?.id}`, body)).statusCode).toBe(404);
  });
});

describe('deals', () => {
  it('creates a deal in the first stage owned by its creator; the board sums stages, weighted by probability', async () => {
    const t = await salesTenant();
    const negotiation = stageNamed(t.pipelines, 'Negotiation');
    const a = await createDeal(t.client, {
      name: 'Pallets for Hull',
      amount: '1200.50',
      closeDate: '2026-12-15',
      crmCompanyId: t.crmCompanyId,
      contactId: t.contactId,
    });
    expect(a).toMatchObject({
      stageName: 'Prospecting',
      status: 'open',
      amount: '1200.50',
      companyName: 'Harbour Foods Ltd',
      contactName: 'Hana Hale',
      owner: { id: t.userId, name: 'Test super_admin' },
      rotting: false,
      weightedAmount: '120.05',
    });
    await createDeal(t.client, {
      name: 'Crates',
      amount: '0.10',
      crmCompanyId: t.crmCompanyId,
      stageId: negotiation.id,
    });
    await createDeal(t.client, {
      name: 'Boxes',
      amount: '0.10',
      crmCompanyId: t.crmCompanyId,
      stageId: negotiation.id,
    });
    const board = json<DealBoardResponse>(await t.client.get('/api/deals/board'));
    expect(board.columns.map((c) => [c.stage.name, c.count, c.total, c.weighted])).toEqual([
      ['Prospecting', 1, '1200.50', '120.05'],
      ['Qualification', 0, '0.00', '0.00'],
      ['Proposal', 0, '0.00', '0.00'],
      // Exact: 0.20 × 75 % = 0.15 (binary floats would give 0.15000000000000002).
      ['Negotiation', 2, '0.20', '0.15'],
    ]);
    expect(board.columns[3]?.deals.map((d) => d.name).sort()).toEqual(['Boxes', 'Crates']);
  });

  it('moves across stages with history (who, when), closes won and lost with a reason, reopens', async () => {
    const t = await salesTenant();
    const deal = await createDeal(t.client, {
      name: 'Racking',
      amount: '5000',
      crmCompanyId: t.crmCompanyId,
    });
    const proposal = stageNamed(t.pipelines, 'Proposal');
    const moved = await t.client.post(`/api/deals/${deal.id}/move`, {
      stageId: proposal.id,
      fromStageId: deal.stageId,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // A second mover who still sees the old stage gets a clean 409.
    const stale = await t.client.post(`/api/deals/${deal.id}/move`, {
      stageId: stageNamed(t.pipelines, 'Negotiation').id,
      fromStageId: deal.stageId,
    });
    expect(stale.statusCode).toBe(409);

    const won = json<{ deal: DealDetail }>(await t.client.post(`/api/deals/${deal.id}/won`)).deal;
    expect(won).toMatchObject({ status: 'won', stageName: 'Closed Won' });
    expect(won.closedAt).not.toBeNull();
    const reopened = json<{ deal: DealDetail }>(await t.client.post(`/api/deals/${deal.id}/reopen`)).deal;
    expect(reopened).toMatchObject({ status: 'open', stageName: 'Proposal', closedAt: null });

    expect((await t.client.post(`/api/deals/${deal.id}/lost`, {})).statusCode).toBe(400);
    const reason = t.pipelines.lostReasons[0];
    const lost = json<{ deal: DealDetail }>(
      await t.client.post(`/api/deals/${deal.id}/lost`, {
        lostReasonId: reason?.id,
        note: 'Went quiet after the demo',
      }),
    ).deal;
    expect(lost).toMatchObject({
      status: 'lost',
      lostReason: reason?.label,
      lostNote: 'Went quiet after the demo',
    });
    expect((await t.client.post(`/api/deals/${deal.id}/won`)).statusCode).toBe(409);

    const { history } = json<DealWithHistoryResponse>(await t.client.get(`/api/deals/${deal.id}`));
    expect(history.map((h) => [h.fromStage, h.toStage]).reverse()).toEqual([
      [null, 'Prospecting'],
      ['Prospecting', 'Proposal'],
      ['Proposal', 'Closed Won'],
      ['Closed Won', 'Proposal'],
      ['Proposal', 'Closed Lost'],
    ]);
    expect(history.every((h) => h.changedBy?.id === t.userId)).toBe(true);
  });

  it('lists with filters (status, owner, company, close month, search), sorts and pages with exact totals', async () => {
    const t = await salesTenant();
    const colleague = await signedInUser(server, { role: 'admin', companyId: t.companyId });
    const other = await makeCompany(server, t.companyId, { name: 'Moorland Mills' });
    await createDeal(t.client, {
      name: 'A deal',
      amount: '10.10',
      closeDate: '2026-12-01',
      crmCompanyId: t.crmCompanyId,
    });
    await createDeal(t.client, {
      name: 'B deal',
      amount: '20.20',
      closeDate: '2026-12-31',
      crmCompanyId: other,
    });
    await createDeal(t.client, {
      name: 'C deal',
      amount: '30.30',
      closeDate: '2027-01-01',
      crmCompanyId: t.crmCompanyId,
      ownerUserId: colleague.userId,
    });
    const get = async (q: string) => json<DealListResponse>(await t.client.get(`/api/deals?${q}`));
    const december = await get('closeMonth=2026-12&sort=amount&dir=desc');
    expect(december.deals.map((d) => d.name)).toEqual(['B deal', 'A deal']);
    expect(december.totalAmount).toBe('30.30');
    expect((await get('owner=mine')).deals.map((d) => d.name).sort()).toEqual(['A deal', 'B deal']);
    expect((await get(`owner=${colleague.userId}`)).deals.map((d) => d.name)).toEqual(['C deal']);
    expect((await get(`crmCompanyId=${other}`)).deals.map((d) => d.name)).toEqual(['B deal']);
    expect((await get('search=c%20de')).deals.map((d) => d.name)).toEqual(['C deal']);
    const page2 = await get('sort=name&pageSize=2&page=2');
    expect([page2.total, page2.totalAmount, page2.deals.map((d) => d.name)]).toEqual([
      3,
      '60.60',
      ['C deal'],
    ]);
    expect((await get('status=won')).total).toBe(0);
    expect((await t.client.get('/api/deals?closeMonth=2026-13')).statusCode).toBe(400);
  });

  it("lists the deal's activities and tasks (Log Activity and New Task from its page)", async () => {
    const t = await salesTenant();
    const deal = await createDeal(t.client, { name: 'Linked', crmCompanyId: t.crmCompanyId });
    const other = await createDeal(t.client, { name: 'Other', crmCompanyId: t.crmCompanyId });
    const logged = await t.client.post('/api/activities', {
      title: 'Call about racking',
      type: 'call',
      crmCompanyId: t.crmCompanyId,
      dealId: deal.id,
    });
    expect(logged.statusCode, logged.body).toBe(201);
    await t.client.post('/api/activities', {
      title: 'Elsewhere',
      crmCompanyId: t.crmCompanyId,
      dealId: other.id,
    });
    const task = await t.client.post('/api/tasks', { subject: 'Send drawings', dealId: deal.id });
    expect(task.statusCode, task.body).toBe(201);
    await t.client.post('/api/tasks', { subject: 'Not this one', dealId: other.id });
    const activities = json<{ activities: { subject: string }[] }>(
      await t.client.get(`/api/activities?dealId=${deal.id}`),
    );
    expect(activities.activities.map((a) => a.subject)).toEqual(['Call about racking']);
    const tasks = json<{ tasks: { subject: string; dealId: string }[] }>(
      await t.client.get(`/api/tasks?tab=all&dealId=${deal.id}`),
    );
    expect(tasks.tasks.map((x) => [x.subject, x.dealId])).toEqual([['Send drawings', deal.id]]);
    const stranger = await salesTenant();
    expect((await stranger.client.post('/api/tasks', { subject: 'x', dealId: deal.id })).statusCode).toBe(
      400,
    );
  });

  it('marks rotting deals idle past their stage limit', async () => {
    const t = await salesTenant();
    const deal = await createDeal(t.client, { name: 'Old lead', crmCompanyId: t.crmCompanyId });
    await server.deps.database.db
      .update(crmDeals)
      .set({ stageEnteredAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(crmDeals.id, deal.id));
    const read = json<DealWithHistoryResponse>(await t.client.get(`/api/deals/${deal.id}`)).deal;
    expect([read.daysInStage, read.rotting]).toEqual([30, true]);
  });

  it('refuses links outside the tenant, a contact of another company, and bad input, in our error shape', async () => {
    const t = await salesTenant();
    const other = await salesTenant();
    const bad = async (body: object, field: string) => {
      const response = await t.client.post('/api/deals', {
        name: 'X',
        crmCompanyId: t.crmCompanyId,
        ...body,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(json<ErrorBody>(response).error.fields ?? {})).toContain(field);
    };
    await bad({ crmCompanyId: other.crmCompanyId }, 'crmCompanyId');
    await bad({ contactId: other.contactId }, 'contactId');
    await bad({ ownerUserId: other.userId }, 'ownerUserId');
    await bad({ stageId: stageNamed(other.pipelines, 'Proposal').id }, 'stageId');
    await bad({ amount: '12.345' }, 'amount');
    await bad({ amount: '-5' }, 'amount');
    await bad({ name: '  ' }, 'name');
    const otherCompanyContact = await makeCompany(server, t.companyId, { name: 'Elsewhere' });
    await bad({ crmCompanyId: otherCompanyContact, contactId: t.contactId }, 'contactId');
  });

  it('guards every route: 401 without a session, 403 by level, 404 for another tenant', async () => {
    const t = await salesTenant();
    const deal = await createDeal(t.client, { name: 'Guarded', crmCompanyId: t.crmCompanyId });
    const other = await salesTenant();
    const anon = new (t.client.constructor as new (app: unknown) => TestClient)(server.app);
    expect((await anon.get('/api/deals')).statusCode).toBe(401);
    expect((await anon.get('/api/deals/board')).statusCode).toBe(401);
    expect((await anon.get(`/api/deals/${deal.id}`)).statusCode).toBe(401);
    expect((await anon.get('/api/pipelines')).statusCode).toBe(401);

    for (const [method, path] of [
      ['get', `/api/deals/${deal.id}`],
      ['patch', `/api/deals/${deal.id}`],
      ['post', `/api/deals/${deal.id}/move`],
      ['post', `/api/deals/${deal.id}/won`],
      ['post', `/api/deals/${deal.id}/reopen`],
      ['delete', `/api/deals/${deal.id}`],
    ] as const) {
      const body = path.endsWith('/move') ? { stageId: deal.stageId } : {};
      const response =
        method === 'get' || method === 'delete'
          ? await other.client[method](path)
          : await other.client[method](path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await other.client.get(`/api/deals/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect(json<DealListResponse>(await other.client.get('/api/deals?status=all')).total).toBe(0);

    const viewer = await signedInUser(server, { role: 'operative', companyId: t.companyId });
    await setAccess(server, viewer, 'deals', 'view');
    expect((await viewer.client.get(`/api/deals/${deal.id}`)).statusCode).toBe(200);
    expect(
      (await viewer.client.post('/api/deals', { name: 'No', crmCompanyId: t.crmCompanyId })).statusCode,
    ).toBe(403);
    expect((await viewer.client.patch(`/api/deals/${deal.id}`, { name: 'No' })).statusCode).toBe(403);
    expect((await viewer.client.post(`/api/deals/${deal.id}/won`)).statusCode).toBe(403);
    const editor = await signedInUser(server, { role: 'operative', companyId: t.companyId });
    await setAccess(server, editor, 'deals', 'admin');
    expect((await editor.client.patch(`/api/deals/${deal.id}`, { name: 'Renamed' })).statusCode).toBe(200);
    expect((await editor.client.delete(`/api/deals/${deal.id}`)).statusCode).toBe(403);
    const none = await signedInUser(server, { role: 'operative', companyId: t.companyId });
    await setAccess(server, none, 'deals', 'no_access');
    expect((await none.client.get('/api/deals/board')).statusCode).toBe(403);
    expect((await t.client.delete(`/api/deals/${deal.id}`)).statusCode).toBe(204);
    expect((await t.client.get(`/api/deals/${deal.id}`)).statusCode).toBe(404);
  });

  it('deals made before pipelines (stage names only) land in the matching stage', async () => {
    const t = await salesTenant();
    const id = await makeDeal(server, t.companyId, {
      crmCompanyId: t.crmCompanyId,
      contactId: t.contactId,
      name: 'Legacy',
      amount: '10',
      stage: 'closed_won',
    });
    const read = json<DealWithHistoryResponse>(await t.client.get(`/api/deals/${id}`)).deal;
    expect([read.stageName, read.status]).toEqual(['Closed Won', 'won']);
  });
});
