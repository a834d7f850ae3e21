import type { PipelinesResponse, ReportOverview, ReportResponse } from '@northdesk/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import { crmActivities, crmDeals } from '../../src/db/schema/index.ts';
import { signedInUser } from '../support/accounts.ts';
import { TestClient } from '../support/client.ts';
import { setAccess } from '../support/crm-fixtures.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';
import { OWNER_B_NAME, reportsFixture } from './reports-fixture.ts';

let server: TestServer;
let f: Awaited<ReturnType<typeof reportsFixture>>;
let other: Awaited<ReturnType<typeof reportsFixture>>;
beforeAll(async () => {
  server = await startTestServer();
  f = await reportsFixture(server);
  // A second tenant with the same rows: none of them may show in the first one's figures.
  other = await reportsFixture(server);
  // Migrating a fresh embedded database takes over a minute on a loaded machine.
}, 180_000);
afterAll(() => server.close());

const PERIOD = 'range=custom&from=2026-01-01&to=2026-04-30';
const A = 'Test super_admin';

async function report(id: string, query = PERIOD, client: TestClient = f.me.client) {
  const response = await client.get(`/api/reports/${id}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<ReportResponse>(response);
}

/** Rows without their id columns, for hand-computed expectations. */
const pick = (rows: ReportResponse['rows'], keys: string[]) =>
  rows.map((row) => Object.fromEntries(keys.map((key) => [key, row[key]])));

describe('report figures on a fixed data set (hand-computed)', () => {
  const cases: { report: string; query?: string; keys: string[]; expected: Record<string, unknown>[] }[] = [
    {
      report: 'won-lost-by-month',
      keys: ['month', 'wonCount', 'wonValue', 'lostCount', 'lostValue'],
      expected: [
        { month: '2026-01', wonCount: 2, wonValue: '1100.09', lostCount: 0, lostValue: '0.00' },
        { month: '2026-02', wonCount: 0, wonValue: '0.00', lostCount: 2, lostValue: '500.00' },
        // Empty: W2 closed at 23:30 UTC on 31 March, which is April in London.
        { month: '2026-03', wonCount: 0, wonValue: '0.00', lostCount: 0, lostValue: '0.00' },
        { month: '2026-04', wonCount: 1, wonValue: '250.00', lostCount: 0, lostValue: '0.00' },
      ],
    },
    {
      report: 'won-lost-by-month',
      query: `${PERIOD}&owner=__B__`,
      keys: ['month', 'wonCount', 'lostCount'],
      expected: [
        { month: '2026-01', wonCount: 0, lostCount: 0 },
        { month: '2026-02', wonCount: 0, lostCount: 1 },
        { month: '2026-03', wonCount: 0, lostCount: 0 },
        { month: '2026-04', wonCount: 1, lostCount: 0 },
      ],
    },
    {
      report: 'win-rate-by-owner',
      keys: ['owner', 'won', 'lost', 'winRate', 'wonValue'],
      expected: [
        { owner: A, won: 2, lost: 1, winRate: '66.7', wonValue: '1100.09' },
        { owner: OWNER_B_NAME, won: 1, lost: 1, winRate: '50.0', wonValue: '250.00' },
      ],
    },
    {
      report: 'forecast-by-month',
      keys: ['month', 'count', 'value', 'weighted'],
      expected: [
        { month: '2026-01', count: 0, value: '0.00', weighted: '0.00' },
        // 1000.00 × 10 % + 333.33 × 50 % = 266.665, rounded once: 266.67.
        { month: '2026-02', count: 2, value: '1333.33', weighted: '266.67' },
        { month: '2026-03', count: 0, value: '0.00', weighted: '0.00' },
        { month: '2026-04', count: 1, value: '0.01', weighted: '0.01' },
      ],
    },
    {
      report: 'pipeline-by-stage',
      keys: ['stage', 'count', 'value', 'weighted'],
      expected: [
        { stage: 'Prospecting', count: 2, value: '1200.00', weighted: '120.00' },
        { stage: 'Qualification', count: 0, value: '0.00', weighted: '0.00' },
        { stage: 'Proposal', count: 1, value: '333.33', weighted: '166.67' },
        { stage: 'Negotiation', count: 1, value: '0.01', weighted: '0.01' },
      ],
    },
    {
      report: 'pipeline-by-stage',
      query: `${PERIOD}&owner=mine`,
      keys: ['stage', 'count', 'value'],
      expected: [
        { stage: 'Prospecting', count: 1, value: '1000.00' },
        { stage: 'Qualification', count: 0, value: '0.00' },
        { stage: 'Proposal', count: 0, value: '0.00' },
        { stage: 'Negotiation', count: 1, value: '0.01' },
      ],
    },
    {
      report: 'sales-cycle',
      keys: ['bucket', 'count', 'value'],
      expected: [
        { bucket: '0–7 days', count: 1, value: '1000.10' },
        { bucket: '8–14 days', count: 1, value: '99.99' },
        { bucket: '15–30 days', count: 0, value: '0.00' },
        { bucket: '31–60 days', count: 0, value: '0.00' },
        { bucket: '61–90 days', count: 0, value: '0.00' },
        { bucket: '91–180 days', count: 1, value: '250.00' },
        { bucket: '181+ days', count: 0, value: '0.00' },
      ],
    },
    {
      report: 'lost-reasons',
      keys: ['reason', 'count', 'value'],
      expected: [
        { reason: 'Price too high', count: 1, value: '500.00' },
        { reason: 'No reason given', count: 1, value: '0.00' },
      ],
    },
    {
      report: 'tasks-by-user',
      keys: ['user', 'completed', 'overdue'],
      expected: [
        { user: OWNER_B_NAME, completed: 1, overdue: 0 },
        { user: A, completed: 1, overdue: 1 },
      ],
    },
    {
      report: 'new-records-by-month',
      keys: [
        'month',
        'companiesManual',
        'companiesEnriched',
        'companiesHubspot',
        'contactsManual',
        'contactsImport',
      ],
      expected: [
        {
          month: '2026-01',
          companiesManual: 1,
          companiesEnriched: 1,
          companiesHubspot: 0,
          contactsManual: 0,
          contactsImport: 0,
        },
        {
          month: '2026-02',
          companiesManual: 0,
          companiesEnriched: 0,
          companiesHubspot: 0,
          contactsManual: 1,
          contactsImport: 1,
        },
        {
          month: '2026-03',
          companiesManual: 0,
          companiesEnriched: 0,
          companiesHubspot: 0,
          contactsManual: 0,
          contactsImport: 0,
        },
        // 23:30 UTC on 31 March: April in London.
        {
          month: '2026-04',
          companiesManual: 0,
          companiesEnriched: 0,
          companiesHubspot: 1,
          contactsManual: 0,
          contactsImport: 0,
        },
      ],
    },
    {
      report: 'companies-by-lead-status',
      keys: ['leadStatus', 'count'],
      expected: [
        { leadStatus: 'Hot', count: 1 },
        { leadStatus: 'Warm', count: 2 },
        { leadStatus: 'Cold', count: 0 },
        { leadStatus: 'Customer', count: 1 },
        { leadStatus: 'Lost', count: 0 },
      ],
    },
  ];

  it.each(cases)('$report $query', async ({ report: id, query, keys, expected }) => {
    const result = await report(id, query?.replace('__B__', f.b.userId));
    expect(result.period).toEqual({ from: '2026-01-01', to: '2026-04-30' });
    expect(pick(result.rows, keys)).toEqual(expected);
  });

  it('activities per user per week: London weeks, every week listed, the day counts kept by triggers', async () => {
    const result = await report('activities-by-user-week');
    // 29 December 2025 (the Monday of 1 January) to the week of 27 April: 18 weeks, one row each here.
    expect(result.rows.length).toBe(18);
    expect(result.rows[0]).toMatchObject({ week: '2025-12-29', userId: null, total: 0 });
    expect(result.rows.find((r) => r.week === '2026-01-05')).toMatchObject({
      user: A,
      call: 1,
      email: 1,
      meeting: 0,
      total: 2,
    });
    // In UTC this meeting was on Sunday 29 March (week of the 23rd); in London it is Monday the 30th.
    expect(result.rows.find((r) => r.week === '2026-03-23')).toMatchObject({ total: 0 });
    expect(result.rows.find((r) => r.week === '2026-03-30')).toMatchObject({
      user: OWNER_B_NAME,
      meeting: 1,
    });
  });

  it('the headline figures', async () => {
    const response = await f.me.client.get(`/api/reports/overview?${PERIOD}`);
    expect(response.statusCode, response.body).toBe(200);
    const overview = json<ReportOverview>(response);
    expect(overview.figures).toEqual({
      openPipelineValue: '1533.34',
      openDeals: 4,
      // O4 (200.00 in Prospecting, 10 %) closes today.
      weightedForecastQuarter: '20.00',
      wonValue: '1350.09',
      wonCount: 3,
      winRate: '60.0',
      // (4.083 + 11.979 + 120.979) / 3 days.
      averageSalesCycleDays: '45.7',
      overdueTasks: 1,
    });
    expect(overview.access).toEqual({
      deals: true,
      activities: true,
      tasks: true,
      companies: true,
      contacts: true,
    });
  });

  it('an empty period: zero rows per month, no win rate, no cycle', async () => {
    const empty = 'range=custom&from=2024-01-01&to=2024-02-29';
    const months = await report('won-lost-by-month', empty);
    expect(pick(months.rows, ['month', 'wonCount', 'lostValue'])).toEqual([
      { month: '2024-01', wonCount: 0, lostValue: '0.00' },
      { month: '2024-02', wonCount: 0, lostValue: '0.00' },
    ]);
    expect((await report('win-rate-by-owner', empty)).rows).toEqual([]);
    expect((await report('lost-reasons', empty)).rows).toEqual([]);
    const overview = json<ReportOverview>(await f.me.client.get(`/api/reports/overview?${empty}`));
    expect(overview.figures.winRate).toBeNull();
    expect(overview.figures.averageSalesCycleDays).toBeNull();
    expect(overview.figures.wonValue).toBe('0.00');
  });

  it('resolves the preset ranges on London dates', async () => {
    const result = await report('won-lost-by-month', 'range=last-12-months');
    expect(result.rows.length).toBe(12);
    expect(result.period.from.endsWith('-01')).toBe(true);
  });
});

describe('activity day counts stay exact after writes', () => {
  it('insert, move, retype and delete keep crm_activity_day_counts equal to a count of the activities', async () => {
    const { db } = server.deps.database;
    const tenant = f.tenant;
    const [row] = await db
      .insert(crmActivities)
      .values({
        companyId: tenant,
        crmCompanyId: f.crmCompanyId,
        type: 'note',
        subject: 'x',
        activityDate: new Date('2026-02-01T12:00:00Z'),
        createdBy: f.me.userId,
      })
      .returning({ id: crmActivities.id });
    await db
      .update(crmActivities)
      .set({ type: 'visit', activityDate: new Date('2026-02-08T23:30:00Z') })
      .where(eq(crmActivities.id, row?.id ?? ''));
    await db
      .update(crmActivities)
      .set({ createdBy: f.b.userId })
      .where(and(eq(crmActivities.companyId, tenant), eq(crmActivities.type, 'call')));
    await db
      .delete(crmActivities)
      .where(and(eq(crmActivities.companyId, tenant), eq(crmActivities.type, 'email')));
    const diff = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM (
            (SELECT company_id, day, user_id, type, activity_count FROM crm_activity_day_counts WHERE activity_count <> 0
             EXCEPT
             SELECT company_id, (activity_date AT TIME ZONE 'Europe/London')::date, coalesce(created_by, ''), type, count(*)::int
               FROM crm_activities GROUP BY 1, 2, 3, 4)
            UNION ALL
            (SELECT company_id, (activity_date AT TIME ZONE 'Europe/London')::date, coalesce(created_by, ''), type, count(*)::int
               FROM crm_activities GROUP BY 1, 2, 3, 4
             EXCEPT
             SELECT company_id, day, user_id, type, activity_count FROM crm_activity_day_counts WHERE activity_count <> 0)
          ) d`,
    );
    expect(diff[0]?.n).toBe(0);
    const result = await report('activities-by-user-week');
    expect(result.rows.find((r) => r.week === '2026-02-02')).toMatchObject({ visit: 1, user: A });
    expect(result.rows.find((r) => r.week === '2026-01-05')).toMatchObject({
      user: OWNER_B_NAME,
      call: 1,
      total: 1,
    });
  });
});

describe('CSV export', () => {
  it('streams the table: BOM, headings, quoting, ISO months, plain decimals; rows equal the JSON rows', async () => {
    const response = await f.me.client.get(`/api/reports/win-rate-by-owner/csv?${PERIOD}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="win-rate-by-owner_2026-01-01_2026-04-30.csv"',
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.replace(/^\uFEFF/, '')).toBe(
      'Owner,Won,Lost,Win rate %,Won value\r\n' +
        'Test super_admin,2,1,66.7,1100.09\r\n' +
        '"Jo ""JJ"" Smith, Sales",1,1,50.0,250.00\r\n',
    );
    const months = await f.me.client.get(`/api/reports/won-lost-by-month/csv?${PERIOD}`);
    expect(months.body.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFMonth,Won,Won value,Lost,Lost value',
      '2026-01,2,1100.09,0,0.00',
      '2026-02,0,0.00,2,500.00',
    ]);
  });

  it('keeps a name that a spreadsheet would run as a formula as text', async () => {
    const { db } = server.deps.database;
    await db.update(crmDeals).set({ ownerUserId: null }).where(eq(crmDeals.companyId, other.tenant));
    const response = await other.me.client.get(`/api/reports/lost-reasons/csv?${PERIOD}`);
    expect(response.statusCode).toBe(200);
    await db.execute(
      sql`UPDATE crm_lost_reasons SET label = ${'=HYPERLINK("x")'} WHERE company_id = ${other.tenant} AND label = ${'Price too high'}`,
    );
    const risky = await other.me.client.get(`/api/reports/lost-reasons/csv?${PERIOD}`);
    expect(risky.body).toContain(`"'=HYPERLINK(""x"")",1,500.00`);
  });
});

describe('access and isolation', () => {
  const routes = [
    '/api/reports/overview',
    '/api/reports/won-lost-by-month',
    '/api/reports/tasks-by-user/csv',
  ];

  it.each(routes)('%s: no session is a 401', async (route) => {
    const response = await new TestClient(server.app).get(`${route}?${PERIOD}`);
    expect(response.statusCode).toBe(401);
  });

  it.each(routes)('%s: no reports access is a 403', async (route) => {
    const user = await signedInUser(server, { role: 'operative', companyId: f.tenant });
    await setAccess(server, { ...user }, 'reports', 'no_access');
    expect((await user.client.get(`${route}?${PERIOD}`)).statusCode).toBe(403);
  });

  it('without deals access: deal reports are 403, deal figures hidden; other reports answer', async () => {
    const user = await signedInUser(server, { role: 'operative', companyId: f.tenant });
    await setAccess(server, { ...user }, 'deals', 'no_access');
    expect((await user.client.get(`/api/reports/pipeline-by-stage?${PERIOD}`)).statusCode).toBe(403);
    expect((await user.client.get(`/api/reports/lost-reasons/csv?${PERIOD}`)).statusCode).toBe(403);
    expect((await user.client.get(`/api/reports/tasks-by-user?${PERIOD}`)).statusCode).toBe(200);
    const overview = json<ReportOverview>(await user.client.get(`/api/reports/overview?${PERIOD}`));
    expect(overview.access.deals).toBe(false);
    expect(overview.figures.openPipelineValue).toBeNull();
    expect(overview.figures.wonValue).toBeNull();
    expect(overview.figures.winRate).toBeNull();
    expect(overview.figures.overdueTasks).toBe(1);
  });

  it('view level on reports is enough (reports only read)', async () => {
    const user = await signedInUser(server, { role: 'operative', companyId: f.tenant });
    await setAccess(server, { ...user }, 'reports', 'view');
    expect((await user.client.get(`/api/reports/sales-cycle?${PERIOD}`)).statusCode).toBe(200);
  });

  it("another tenant's pipeline or user in the filters is a 404, every route", async () => {
    const pipelines = json<PipelinesResponse>(await other.me.client.get('/api/pipelines'));
    const foreignPipeline = pipelines.pipelines[0]?.id ?? '';
    for (const route of routes) {
      const byPipeline = await f.me.client.get(`${route}?${PERIOD}&pipelineId=${foreignPipeline}`);
      expect(byPipeline.statusCode, route).toBe(404);
      const byOwner = await f.me.client.get(`${route}?${PERIOD}&owner=${other.b.userId}`);
      expect(byOwner.statusCode, route).toBe(404);
    }
    const mine = json<PipelinesResponse>(await f.me.client.get('/api/pipelines'));
    const own = await f.me.client.get(
      `/api/reports/pipeline-by-stage?${PERIOD}&pipelineId=${mine.pipelines[0]?.id}`,
    );
    expect(own.statusCode).toBe(200);
  });

  it('a custom range needs both days, in order, at most three years', async () => {
    expect((await f.me.client.get('/api/reports/overview?range=custom&from=2026-01-01')).statusCode).toBe(
      400,
    );
    expect(
      (await f.me.client.get('/api/reports/overview?range=custom&from=2026-02-01&to=2026-01-01')).statusCode,
    ).toBe(400);
    expect(
      (await f.me.client.get('/api/reports/overview?range=custom&from=2020-01-01&to=2026-01-01')).statusCode,
    ).toBe(400);
    expect((await f.me.client.get('/api/reports/nope')).statusCode).toBe(400);
  });
});

describe('drill-down filters of /deals, /activities and /tasks (what a report row opens)', () => {
  type Named = { name?: string; subject?: string };
  const names = (list: Named[]) => list.map((x) => x.name ?? x.subject).sort();

  it('deals closed in a London month, by status, owner and lost reason', async () => {
    const april = await f.me.client.get('/api/deals?status=won&closedFrom=2026-04-01&closedTo=2026-04-30');
    expect(names(json<{ deals: Named[] }>(april).deals)).toEqual(['W2']);
    const january = await f.me.client.get(
      `/api/deals?status=won&closedFrom=2026-01-01&closedTo=2026-01-31&owner=${f.me.userId}`,
    );
    expect(names(json<{ deals: Named[] }>(january).deals)).toEqual(['W1', 'W3']);
    const noReason = await f.me.client.get(
      '/api/deals?status=lost&closedFrom=2026-01-01&closedTo=2026-04-30&lostReasonId=none',
    );
    expect(names(json<{ deals: Named[] }>(noReason).deals)).toEqual(['L2']);
  });

  it("a sales-cycle bar's deals: won after that many days (the report's buckets: W1 0–7, W3 8–14, W2 91–180)", async () => {
    const won = (days: string) =>
      f.me.client
        .get(`/api/deals?status=won&closedFrom=2026-01-01&closedTo=2026-04-30${days}`)
        .then((answer) => names(json<{ deals: Named[] }>(answer).deals));
    expect(await won('&cycleMinDays=0&cycleMaxDays=7')).toEqual(['W1']);
    expect(await won('&cycleMinDays=8&cycleMaxDays=14')).toEqual(['W3']);
    expect(await won('&cycleMinDays=15&cycleMaxDays=90')).toEqual([]);
    expect(await won('&cycleMinDays=91&cycleMaxDays=180')).toEqual(['W2']);
    expect(await won('&cycleMinDays=8')).toEqual(['W2', 'W3']);
  });

  it('activities logged by a user, of a type, in a London week', async () => {
    const week = await f.me.client.get(
      `/api/activities?createdBy=${f.b.userId}&type=meeting&from=2026-03-30&to=2026-04-05`,
    );
    expect(names(json<{ activities: Named[] }>(week).activities)).toEqual(['Visit']);
    const before = await f.me.client.get(
      `/api/activities?createdBy=${f.b.userId}&from=2026-03-23&to=2026-03-29`,
    );
    expect(json<{ total: number }>(before).total).toBe(0);
  });

  it('tasks an assignee completed in the period', async () => {
    const done = await f.me.client.get(
      `/api/tasks?tab=completed&assignedTo=${f.me.userId}&completedFrom=2026-01-01&completedTo=2026-04-30`,
    );
    expect(names(json<{ tasks: Named[] }>(done).tasks)).toEqual(['Done A']);
  });
});
