import type { HolidaysCalendarResponse, HolidaysOverviewResponse, LeaveRequest } from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { TestClient } from '../support/client.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';
import { ask, decide, holidayNotifications, holidayTeam, person, setManager } from './holiday-fixtures.ts';

// Each test signs in two to four people (password hashing): room for a machine shared by many runs.
vi.setConfig({ testTimeout: 120_000 });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 180_000);
afterAll(() => server.close());

const overview = async (client: TestClient) =>
  json<HolidaysOverviewResponse>(await client.get('/api/holidays/overview?year=2031'));

describe('routing and notifications', () => {
  it("goes to the requester's line manager only, who approves with a comment; the requester is told", async () => {
    const { boss, manager, employee } = await holidayTeam(server);
    const request = await ask(employee.client, {
      type: 'annual',
      startDate: '2031-03-03',
      endDate: '2031-03-05',
      note: 'Family visit',
    });
    expect(request).toMatchObject({
      status: 'pending',
      days: 3,
      approver: { id: manager.userId },
      canCancel: true,
    });
    const [notice] = await holidayNotifications(manager.client);
    expect(notice).toMatchObject({ type: 'holiday_request', relatedId: request.id, isRead: false });
    expect(notice?.message).toContain(
      'Test operative asks for annual leave: 3 Mar 2031 – 5 Mar 2031 (3 days)',
    );
    expect(await holidayNotifications(boss.client)).toEqual([]);

    const waiting = (await overview(manager.client)).awaitingDecision;
    expect(waiting.map((r) => r.id)).toEqual([request.id]);
    expect(waiting[0]).toMatchObject({ canDecide: true, note: 'Family visit' });
    expect((await overview(employee.client)).awaitingDecision).toEqual([]);

    const approved = await decide(manager.client, request.id, 'approved', 'Have a good time');
    expect(approved).toMatchObject({
      status: 'approved',
      decisionComment: 'Have a good time',
      decidedBy: { id: manager.userId },
    });
    const [decision] = await holidayNotifications(employee.client);
    expect(decision).toMatchObject({
      type: 'holiday_decision',
      title: 'Leave approved',
      relatedId: request.id,
    });
    expect(decision?.message).toContain('“Have a good time”');
    expect((await overview(manager.client)).awaitingDecision).toEqual([]);
  });

  it('without a line manager goes to every super admin of the tenant (not admins), any of whom decides', async () => {
    const { boss, manager } = await holidayTeam(server);
    const secondBoss = await person(server, boss.companyId, 'super_admin');
    const loner = await person(server, boss.companyId, 'operative');
    const request = await ask(loner.client, { type: 'sick', startDate: '2031-03-03', endDate: '2031-03-03' });
    expect(request.approver).toBeNull();
    for (const admin of [boss, secondBoss]) {
      expect((await holidayNotifications(admin.client)).map((n) => n.relatedId)).toEqual([request.id]);
      expect((await overview(admin.client)).awaitingDecision.map((r) => r.id)).toEqual([request.id]);
    }
    expect(await holidayNotifications(manager.client)).toEqual([]);
    const declined = await decide(secondBoss.client, request.id, 'declined', 'Please use the sick form');
    expect(declined.status).toBe('declined');
    expect((await holidayNotifications(loner.client))[0]?.title).toBe('Leave declined');
  });

  it('a super admin without manager cannot decide their own request while another super admin can; the only one may', async () => {
    const { boss } = await holidayTeam(server);
    const own = await ask(boss.client, { type: 'annual', startDate: '2031-03-03', endDate: '2031-03-03' });
    expect(own.canDecide).toBe(true);
    const other = await person(server, boss.companyId, 'super_admin');
    expect((await holidayNotifications(other.client)).map((n) => n.relatedId)).toEqual([]);
    const refused = await boss.client.post(`/api/holidays/requests/${own.id}/decision`, {
      decision: 'approved',
    });
    expect(refused.statusCode).toBe(403);
    await decide(other.client, own.id, 'approved');
  });

  it('declining needs a comment', async () => {
    const { manager, employee } = await holidayTeam(server);
    const request = await ask(employee.client, {
      type: 'annual',
      startDate: '2031-03-03',
      endDate: '2031-03-03',
    });
    const bare = await manager.client.post(`/api/holidays/requests/${request.id}/decision`, {
      decision: 'declined',
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields?.comment).toBe('Say why you decline');
  });
});

describe('decisions and cancelling', () => {
  it('two deciders at once: one wins, the other gets a 409; a decided request cannot be decided again', async () => {
    const { boss, manager, employee } = await holidayTeam(server);
    const request = await ask(employee.client, {
      type: 'annual',
      startDate: '2031-03-03',
      endDate: '2031-03-04',
    });
    const answers = await Promise.all([
      manager.client.post(`/api/holidays/requests/${request.id}/decision`, { decision: 'approved' }),
      boss.client.post(`/api/holidays/requests/${request.id}/decision`, {
        decision: 'declined',
        comment: 'No',
      }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409);
    expect(loser?.json().error.message).toMatch(/^This request has already been (approved|declined)\.$/);
    const again = await manager.client.post(`/api/holidays/requests/${request.id}/decision`, {
      decision: 'approved',
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await holidayNotifications(employee.client)).filter((n) => n.type === 'holiday_decision'),
    ).toHaveLength(1);
  });

  it('the requester cancels a pending request; approved leave until it starts (telling the approver); not after', async () => {
    const { manager, employee } = await holidayTeam(server);
    const pending = await ask(employee.client, {
      type: 'annual',
      startDate: '2031-03-03',
      endDate: '2031-03-03',
    });
    expect((await manager.client.post(`/api/holidays/requests/${pending.id}/cancel`)).statusCode).toBe(403);
    const cancelled = json<{ request: LeaveRequest }>(
      await employee.client.post(`/api/holidays/requests/${pending.id}/cancel`),
    ).request;
    expect(cancelled).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(
      (await manager.client.post(`/api/holidays/requests/${pending.id}/decision`, { decision: 'approved' }))
        .statusCode,
    ).toBe(409);

    const future = await ask(employee.client, {
      type: 'annual',
      startDate: '2031-04-07',
      endDate: '2031-04-07',
    });
    await decide(manager.client, future.id, 'approved');
    expect((await employee.client.post(`/api/holidays/requests/${future.id}/cancel`)).statusCode).toBe(200);
    expect((await holidayNotifications(manager.client))[0]).toMatchObject({
      title: 'Leave cancelled',
      relatedId: future.id,
    });

    const past = await ask(employee.client, {
      type: 'annual',
      startDate: '2025-03-03',
      endDate: '2025-03-03',
    });
    const approvedPast = await decide(manager.client, past.id, 'approved');
    expect(approvedPast.canCancel).toBe(false);
    const late = await employee.client.post(`/api/holidays/requests/${past.id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('Leave that has already started cannot be cancelled.');
  });
});

describe('who sees what', () => {
  it('self, the manager and super admins see a request; a colleague gets 404; the calendar hides why a peer is away', async () => {
    const { boss, manager, employee } = await holidayTeam(server);
    const peer = await person(server, boss.companyId);
    await setManager(server, peer.userId, manager.userId);
    const request = await ask(employee.client, {
      type: 'sick',
      startDate: '2031-03-03',
      endDate: '2031-03-04',
    });
    await decide(manager.client, request.id, 'approved');
    for (const viewer of [employee, manager, boss]) {
      expect((await viewer.client.get(`/api/holidays/requests/${request.id}`)).statusCode).toBe(200);
    }
    expect((await peer.client.get(`/api/holidays/requests/${request.id}`)).statusCode).toBe(404);
    expect(
      (await peer.client.post(`/api/holidays/requests/${request.id}/decision`, { decision: 'approved' }))
        .statusCode,
    ).toBe(404);

    const calendarOf = async (client: TestClient) =>
      json<HolidaysCalendarResponse>(await client.get('/api/holidays/calendar?month=2031-03')).entries;
    expect((await calendarOf(peer.client)).map((e) => [e.person.id, e.type])).toEqual([
      [employee.userId, null],
    ]);
    expect((await calendarOf(manager.client))[0]?.type).toBe('sick');
    expect((await calendarOf(boss.client))[0]?.type).toBe('sick');
    // Outside the team: not on the calendar.
    const outsider = await person(server, boss.companyId);
    expect(await calendarOf(outsider.client)).toEqual([]);
  });

  it('another tenant: 404 for its requests and public holidays; no session: 401; settings need Company Settings (403)', async () => {
    const { boss, employee } = await holidayTeam(server);
    const request = await ask(employee.client, {
      type: 'annual',
      startDate: '2031-03-03',
      endDate: '2031-03-03',
    });
    const day = json<{ publicHoliday: { id: string } }>(
      await boss.client.post('/api/holidays/public-holidays', { date: '2031-12-25', name: 'Christmas Day' }),
    ).publicHoliday;
    const stranger = await signedInUser(server, { role: 'super_admin', companyName: 'Other Ltd' });
    expect((await stranger.client.get(`/api/holidays/requests/${request.id}`)).statusCode).toBe(404);
    expect(
      (await stranger.client.post(`/api/holidays/requests/${request.id}/decision`, { decision: 'approved' }))
        .statusCode,
    ).toBe(404);
    expect((await stranger.client.post(`/api/holidays/requests/${request.id}/cancel`)).statusCode).toBe(404);
    expect((await stranger.client.delete(`/api/holidays/public-holidays/${day.id}`)).statusCode).toBe(404);
    expect((await stranger.client.get('/api/holidays/settings')).json().publicHolidays).toEqual([]);
    expect((await stranger.client.get('/api/holidays/calendar?month=2031-03')).json().entries).toEqual([]);

    const anonymous = new TestClient(server.app);
    for (const [method, url] of [
      ['GET', '/api/holidays/overview'],
      ['GET', '/api/holidays/calendar'],
      ['GET', '/api/holidays/settings'],
      ['PUT', '/api/holidays/settings'],
      ['POST', '/api/holidays/requests'],
      ['GET', `/api/holidays/requests/${request.id}`],
      ['POST', `/api/holidays/requests/${request.id}/decision`],
      ['POST', `/api/holidays/requests/${request.id}/cancel`],
      ['POST', '/api/holidays/public-holidays'],
      ['DELETE', `/api/holidays/public-holidays/${day.id}`],
    ] as const) {
      expect(
        (await anonymous.request(method, url, method === 'GET' || method === 'DELETE' ? undefined : {}))
          .statusCode,
        `${method} ${url}`,
      ).toBe(401);
    }
    const admin = await person(server, boss.companyId, 'admin');
    expect(
      (await employee.client.put('/api/holidays/settings', { daysPerYear: 40, carryOver: true })).statusCode,
    ).toBe(403);
    expect(
      (await admin.client.post('/api/holidays/public-holidays', { date: '2031-01-01', name: 'x' }))
        .statusCode,
    ).toBe(403);
    expect((await employee.client.delete(`/api/holidays/public-holidays/${day.id}`)).statusCode).toBe(403);
    expect((await employee.client.get('/api/holidays/settings')).json().publicHolidays).toHaveLength(1);

    const duplicate = await boss.client.post('/api/holidays/public-holidays', {
      date: '2031-12-25',
      name: 'Xmas',
    });
    expect(duplicate.statusCode).toBe(409);
    expect((await boss.client.delete(`/api/holidays/public-holidays/${day.id}`)).statusCode).toBe(204);
    expect((await boss.client.delete(`/api/holidays/public-holidays/${day.id}`)).statusCode).toBe(404);
  });
});
