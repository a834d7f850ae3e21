import type { ActivityListResponse, ErrorResponse } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmActivities } from '../../src/db/schema/index.ts';
import { signedInUser } from '../support/accounts.ts';
import { makeCompany } from '../support/crm-fixtures.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Me = Awaited<ReturnType<typeof signedInUser>>;
const list = async (me: Me, query: string) => {
  const response = await me.client.get(`/api/activities?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<ActivityListResponse>(response);
};

/** Walks every older page from the first; returns the pages' subjects. */
async function walkOlder(me: Me, filter: string, limit: number): Promise<string[][]> {
  const pages: string[][] = [];
  let page = await list(me, `${filter}&limit=${limit}`);
  pages.push(page.activities.map((a) => a.subject));
  while (page.olderCursor) {
    page = await list(me, `${filter}&limit=${limit}&before=${encodeURIComponent(page.olderCursor)}`);
    pages.push(page.activities.map((a) => a.subject));
    expect(pages.length).toBeLessThan(50);
  }
  return pages;
}

describe('/activities paging (keyset over activity_date, id)', () => {
  it('walks older and back newer without skipping or repeating, ties within a millisecond included', async () => {
    const me = await signedInUser(server);
    const acme = await makeCompany(server, me.companyId, { name: 'Acme' });
    // 40 rows in the same microsecond, 40 in the same millisecond a few microseconds apart, 45 a day apart.
    const values = Array.from({ length: 125 }, (_, i) => ({
      companyId: me.companyId,
      crmCompanyId: acme,
      type: 'call',
      subject: `A${String(i).padStart(3, '0')}`,
      createdBy: me.userId,
      activityDate:
        i < 40
          ? sql`'2026-03-01 10:00:00.123456+00'::timestamptz`
          : i < 80
            ? sql`${`2026-03-01 09:00:00.123${String(i).padStart(3, '0')}+00`}::timestamptz`
            : sql`${`2026-02-${String((i % 27) + 1).padStart(2, '0')} 08:00:00+00`}::timestamptz`,
    }));
    await server.deps.database.db.insert(crmActivities).values(values);

    const first = await list(me, 'limit=50');
    expect(first.total).toBe(125);
    expect(first.newerCursor).toBeNull();
    const pages = await walkOlder(me, 'type=call', 50);
    expect(pages.map((p) => p.length)).toEqual([50, 50, 25]);
    const seen = pages.flat();
    expect(new Set(seen).size).toBe(125);

    // Back from the last page with "Newer": the same pages in reverse, each newest first.
    let page = await list(
      me,
      `limit=50&before=${encodeURIComponent((await list(me, 'limit=100')).olderCursor ?? '')}`,
    );
    expect(page.activities.map((a) => a.subject)).toEqual(pages[2]);
    const back: string[][] = [page.activities.map((a) => a.subject)];
    while (page.newerCursor) {
      page = await list(me, `limit=50&after=${encodeURIComponent(page.newerCursor)}`);
      back.unshift(page.activities.map((a) => a.subject));
    }
    expect(back).toEqual(pages);
    expect(page.olderCursor).not.toBeNull();

    // Someone logs a call while I am on page 1: page 2 neither repeats nor skips a row.
    const p1 = await list(me, 'limit=50');
    await me.client.post('/api/activities', { title: 'Just now', type: 'call', crmCompanyId: acme });
    const p2 = await list(me, `limit=50&before=${encodeURIComponent(p1.olderCursor ?? '')}`);
    expect(p2.activities.map((a) => a.subject)).toEqual(pages[1]);
    expect(p2.total).toBe(126);
  });

  it('filters by type, who logged it ("mine" or a user), London days and words of subject or notes', async () => {
    const me = await signedInUser(server);
    const colleague = await signedInUser(server, { companyId: me.companyId });
    const acme = await makeCompany(server, me.companyId, { name: 'Acme' });
    const rows = [
      {
        type: 'call',
        subject: 'Pricing call with Dana',
        content: 'Asked about 50% discount',
        by: me,
        at: '2026-04-01 08:00:00+00',
      },
      { type: 'call', subject: 'Renewal call', content: null, by: colleague, at: '2026-04-02 23:30:00+00' },
      {
        type: 'email',
        subject: 'Sent PRICING sheet',
        content: 'to Dana',
        by: me,
        at: '2026-04-03 12:00:00+00',
      },
      {
        type: 'meeting',
        subject: 'Quarterly review',
        content: 'pricing agreed',
        by: colleague,
        at: '2026-03-31 23:30:00+00',
      },
    ];
    await server.deps.database.db.insert(crmActivities).values(
      rows.map((r) => ({
        companyId: me.companyId,
        crmCompanyId: acme,
        type: r.type,
        subject: r.subject,
        content: r.content,
        createdBy: r.by.userId,
        activityDate: sql`${r.at}::timestamptz`,
      })),
    );
    const subjects = async (query: string) => {
      const page = await list(me, query);
      expect(page.total).toBe(page.activities.length);
      return page.activities.map((a) => a.subject);
    };
    expect(await subjects('type=call')).toEqual(['Renewal call', 'Pricing call with Dana']);
    expect(await subjects('createdBy=mine')).toEqual(['Sent PRICING sheet', 'Pricing call with Dana']);
    expect(await subjects(`createdBy=${colleague.userId}&type=meeting`)).toEqual(['Quarterly review']);
    // London days: 23:30 UTC on 2 April is 00:30 on the 3rd in London (summer time).
    expect(await subjects('from=2026-04-01&to=2026-04-02')).toEqual([
      'Pricing call with Dana',
      'Quarterly review',
    ]);
    expect(await subjects('from=2026-04-03')).toEqual(['Sent PRICING sheet', 'Renewal call']);
    // Search: case-insensitive, every word must appear, subject or notes, wildcards taken literally.
    expect(await subjects('search=pricing')).toEqual([
      'Sent PRICING sheet',
      'Pricing call with Dana',
      'Quarterly review',
    ]);
    expect(await subjects('search=dana%20PRICING')).toEqual(['Sent PRICING sheet', 'Pricing call with Dana']);
    expect(await subjects('search=50%25')).toEqual(['Pricing call with Dana']);
    expect(await subjects('search=_')).toEqual([]);
    expect(await subjects('search=pricing&type=email&createdBy=mine')).toEqual(['Sent PRICING sheet']);

    // Paging keeps the filter: one a page over the three "pricing" rows.
    const pages = await walkOlder(me, 'search=pricing', 1);
    expect(pages).toEqual([['Sent PRICING sheet'], ['Pricing call with Dana'], ['Quarterly review']]);
  });

  it('refuses a broken page key, both directions at once, and keeps tenants apart (401/403/404)', async () => {
    const me = await signedInUser(server);
    const stranger = await signedInUser(server);
    const acme = await makeCompany(server, me.companyId, { name: 'Acme' });
    await me.client.post('/api/activities', { title: 'Mine only', type: 'call', crmCompanyId: acme });
    const cursor = '2026-01-01T00:00:00.000000Z~00000000-0000-4000-8000-000000000000';
    expect((await me.client.get('/api/activities?before=2026-01-01')).statusCode).toBe(400);
    const both = await me.client.get(`/api/activities?before=${cursor}&after=${cursor}`);
    expect(both.statusCode).toBe(400);
    expect(json<ErrorResponse>(both).error.message).toBe('This page link is no longer valid');

    const theirs = await list(stranger, 'search=mine');
    expect(theirs.total).toBe(0);
    expect((await stranger.client.get(`/api/activities?createdBy=${me.userId}`)).statusCode).toBe(404);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/activities?search=mine&type=call' })).statusCode,
    ).toBe(401);
  });
});
