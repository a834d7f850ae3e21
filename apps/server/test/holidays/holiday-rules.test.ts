import type { HolidaysOverviewResponse, LeaveRequestCreate } from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';
import { ask, decide, holidayTeam, joinedOn } from './holiday-fixtures.ts';

// Each test signs in two to four people (password hashing): room for a machine shared by many runs.
vi.setConfig({ testTimeout: 120_000 });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 180_000);
afterAll(() => server.close());

const overview = async (client: Parameters<typeof ask>[0], year: number) =>
  json<HolidaysOverviewResponse>(await client.get(`/api/holidays/overview?year=${year}`));

// 2031-03-03 is a Monday; 2031-12-29 a Monday; 2032-01-01 a Thursday.
describe('counting leave days through the API', () => {
  it.each<[string, LeaveRequestCreate, number]>([
    ['one weekday', { type: 'unpaid', startDate: '2031-03-03', endDate: '2031-03-03' }, 1],
    [
      'a morning',
      { type: 'unpaid', startDate: '2031-03-03', endDate: '2031-03-03', startPart: 'am', endPart: 'am' },
      0.5,
    ],
    ['Mon–Sun: the weekend is free', { type: 'unpaid', startDate: '2031-03-03', endDate: '2031-03-09' }, 5],
    [
      'Mon–Fri with the public holiday on Wednesday',
      { type: 'unpaid', startDate: '2031-03-10', endDate: '2031-03-14' },
      4,
    ],
    [
      'Fri afternoon to Mon morning',
      { type: 'unpaid', startDate: '2031-03-07', endDate: '2031-03-10', startPart: 'pm', endPart: 'am' },
      1,
    ],
    [
      'over New Year (1 Jan a holiday)',
      { type: 'unpaid', startDate: '2031-12-29', endDate: '2032-01-02' },
      4,
    ],
  ])('%s', async (_name, body, days) => {
    const { boss, employee } = await holidayTeam(server);
    for (const [date, name] of [
      ['2031-03-12', 'Founders Day'],
      ['2032-01-01', 'New Year'],
    ]) {
      expect((await boss.client.post('/api/holidays/public-holidays', { date, name })).statusCode).toBe(201);
    }
    expect((await ask(employee.client, body)).days).toBe(days);
  });

  it('refuses dates that are all weekend or public holiday, and a span that ends before it starts', async () => {
    const { employee } = await holidayTeam(server);
    const weekend = await employee.client.post('/api/holidays/requests', {
      type: 'annual',
      startDate: '2031-03-08',
      endDate: '2031-03-09',
    });
    expect(weekend.statusCode).toBe(422);
    expect(weekend.json().error.message).toMatch(/all weekends or public holidays/);
    const backwards = await employee.client.post('/api/holidays/requests', {
      type: 'annual',
      startDate: '2031-03-09',
      endDate: '2031-03-03',
    });
    expect(backwards.statusCode).toBe(400);
    const split = await employee.client.post('/api/holidays/requests', {
      type: 'annual',
      startDate: '2031-03-03',
      endDate: '2031-03-04',
      startPart: 'am',
    });
    expect(split.statusCode).toBe(400);
  });
});

describe('overlaps', () => {
  it('refuses an overlapping request with the dates it clashes with; a morning and an afternoon fit', async () => {
    const { employee } = await holidayTeam(server);
    await ask(employee.client, { type: 'annual', startDate: '2031-03-03', endDate: '2031-03-05' });
    const clash = await employee.client.post('/api/holidays/requests', {
      type: 'sick',
      startDate: '2031-03-05',
      endDate: '2031-03-06',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toContain('3 Mar 2031 – 5 Mar 2031');
    await ask(employee.client, {
      type: 'annual',
      startDate: '2031-03-06',
      endDate: '2031-03-06',
      startPart: 'am',
      endPart: 'am',
    });
    await ask(employee.client, {
      type: 'other',
      startDate: '2031-03-06',
      endDate: '2031-03-06',
      startPart: 'pm',
      endPart: 'pm',
    });
  });

  it('of two overlapping requests sent at once, one is kept', async () => {
    const { employee } = await holidayTeam(server);
    const body = { type: 'annual', startDate: '2031-04-07', endDate: '2031-04-08' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => employee.client.post('/api/holidays/requests', body)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('a cancelled or declined request no longer blocks its dates', async () => {
    const { employee, manager } = await holidayTeam(server);
    const first = await ask(employee.client, {
      type: 'annual',
      startDate: '2031-05-05',
      endDate: '2031-05-05',
    });
    await decide(manager.client, first.id, 'declined', 'Stock take that day');
    const second = await ask(employee.client, {
      type: 'annual',
      startDate: '2031-05-05',
      endDate: '2031-05-05',
    });
    expect((await employee.client.post(`/api/holidays/requests/${second.id}/cancel`)).statusCode).toBe(200);
    await ask(employee.client, { type: 'annual', startDate: '2031-05-05', endDate: '2031-05-05' });
  });
});

describe('allowance', () => {
  it('counts pending and approved annual leave, refuses going below zero with a clear message, and cancelling returns days', async () => {
    const { boss, manager, employee } = await holidayTeam(server);
    expect(
      (await boss.client.put('/api/holidays/settings', { daysPerYear: 3.5, carryOver: false })).statusCode,
    ).toBe(200);
    const first = await ask(employee.client, {
      type: 'annual',
      startDate: '2031-03-03',
      endDate: '2031-03-04',
    });
    await ask(employee.client, { type: 'sick', startDate: '2031-03-05', endDate: '2031-03-07' });
    expect((await overview(employee.client, 2031)).allowance).toEqual({
      year: 2031,
      daysPerYear: 3.5,
      carriedOver: 0,
      taken: 0,
      pending: 2,
      remaining: 1.5,
    });
    const over = await employee.client.post('/api/holidays/requests', {
      type: 'annual',
      startDate: '2031-03-10',
      endDate: '2031-03-11',
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().error.message).toBe(
      'This request needs 2 days of annual leave in 2031, but only 1.5 remain.',
    );
    const half = await ask(employee.client, {
      type: 'annual',
      startDate: '2031-03-10',
      endDate: '2031-03-11',
      endPart: 'am',
    });
    expect(half.days).toBe(1.5);
    await decide(manager.client, first.id, 'approved', 'Enjoy');
    expect((await overview(employee.client, 2031)).allowance).toMatchObject({
      taken: 2,
      pending: 1.5,
      remaining: 0,
    });
    // Unpaid leave never touches the allowance.
    await ask(employee.client, { type: 'unpaid', startDate: '2031-03-12', endDate: '2031-03-12' });

    const cancelled = await employee.client.post(`/api/holidays/requests/${first.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect((await overview(employee.client, 2031)).allowance).toMatchObject({ taken: 0, remaining: 2 });
  });

  it('takes a request over New Year from both years', async () => {
    const { boss, employee } = await holidayTeam(server);
    await boss.client.put('/api/holidays/settings', { daysPerYear: 2, carryOver: false });
    // Mon 29 Dec – Fri 2 Jan: 3 days in 2031, 2 in 2032; 2031 has only 2.
    const across = await employee.client.post('/api/holidays/requests', {
      type: 'annual',
      startDate: '2031-12-29',
      endDate: '2032-01-02',
    });
    expect(across.statusCode).toBe(422);
    expect(across.json().error.message).toContain('in 2031');
    await ask(employee.client, { type: 'annual', startDate: '2031-12-30', endDate: '2032-01-02' });
    expect((await overview(employee.client, 2031)).allowance.pending).toBe(2);
    expect((await overview(employee.client, 2032)).allowance.pending).toBe(2);
    expect((await overview(employee.client, 2032)).myRequests).toHaveLength(1);
  });

  it('carries over last year’s unused days when the company allows it, for someone who was already there', async () => {
    const { boss, manager, employee } = await holidayTeam(server);
    await joinedOn(server, employee.userId, '2029-06-01');
    await boss.client.put('/api/holidays/settings', { daysPerYear: 10, carryOver: false });
    const old = await ask(employee.client, {
      type: 'annual',
      startDate: '2030-03-04',
      endDate: '2030-03-07',
    });
    await decide(manager.client, old.id, 'approved');
    expect((await overview(employee.client, 2031)).allowance.carriedOver).toBe(0);
    await boss.client.put('/api/holidays/settings', { daysPerYear: 10, carryOver: true });
    expect((await overview(employee.client, 2031)).allowance).toMatchObject({
      carriedOver: 6,
      remaining: 16,
    });
    // Joined this year: nothing to carry.
    await joinedOn(server, employee.userId, '2031-02-01');
    expect((await overview(employee.client, 2031)).allowance.carriedOver).toBe(0);
  });

  it('will not approve past an allowance lowered after the request', async () => {
    const { boss, manager, employee } = await holidayTeam(server);
    const request = await ask(employee.client, {
      type: 'annual',
      startDate: '2031-06-02',
      endDate: '2031-06-06',
    });
    await boss.client.put('/api/holidays/settings', { daysPerYear: 2, carryOver: false });
    const refused = await manager.client.post(`/api/holidays/requests/${request.id}/decision`, {
      decision: 'approved',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/over their 2031 allowance/);
  });
});
