import {
  type BackgroundJob,
  type CompanyListResponse,
  type ContactListResponse,
  NEW_RECORD_COLUMNS,
  type ReportResponse,
} from '@northdesk/shared';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../support/client.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';
import { reportsFixture } from './reports-fixture.ts';

/*
 * Drill-down from the new-records and lead-status reports (issue 23 item 4): /companies and
 * /contacts filtered by created days (London), source and lead status list exactly the records a
 * bar counted; the CSV export and the bulk actions of such a list take the same filters.
 */

let server: TestServer;
let f: Awaited<ReturnType<typeof reportsFixture>>;
beforeAll(async () => {
  server = await startTestServer({}, { jobs: true });
  f = await reportsFixture(server);
  // A second tenant with the same rows: never listed in the first one's lists.
  await reportsFixture(server);
}, 180_000);
afterAll(() => server.close());

const PERIOD = 'range=custom&from=2026-01-01&to=2026-04-30';

async function get<T>(path: string, client: TestClient = f.me.client): Promise<T> {
  const response = await client.get(path);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return json<T>(response);
}

const companies = (query: string) => get<CompanyListResponse>(`/api/companies?${query}`);
const contacts = (query: string) => get<ContactListResponse>(`/api/contacts?${query}`);
const companyNames = async (query: string) => (await companies(query)).companies.map((c) => c.name);

const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** Each new-records column: its list and the source it counts (as the web app's drill-down). */
const SERIES: Record<
  (typeof NEW_RECORD_COLUMNS)[number],
  { list: 'companies' | 'contacts'; source: string }
> = {
  companiesManual: { list: 'companies', source: 'manual_entry' },
  companiesEnriched: { list: 'companies', source: 'auto_enriched' },
  companiesHubspot: { list: 'companies', source: 'external_crm' },
  contactsManual: { list: 'contacts', source: 'manual' },
  contactsImport: { list: 'contacts', source: 'import' },
  contactsHubspot: { list: 'contacts', source: 'external_crm' },
};

describe('new records by month → the companies or contacts of that month and source', () => {
  it('every bar of the report: the filtered list has exactly as many records as the bar counts', async () => {
    const result = await get<ReportResponse>(`/api/reports/new-records-by-month?${PERIOD}`);
    expect(result.rows.length).toBe(4);
    for (const row of result.rows) {
      const month = String(row.month);
      for (const column of NEW_RECORD_COLUMNS) {
        const { list, source } = SERIES[column];
        const query = `createdFrom=${month}-01&createdTo=${lastDay(month)}&source=${source}`;
        const total = list === 'companies' ? (await companies(query)).total : (await contacts(query)).total;
        expect(total, `${month} ${column}`).toBe(Number(row[column]));
      }
    }
  });

  it('hand-computed: London days decide the month (GMT in January, BST from 29 March)', async () => {
    expect(await companyNames('createdFrom=2026-01-01&createdTo=2026-01-31&source=manual_entry')).toEqual([
      'C1',
    ]);
    // 23:30 UTC on 31 January is 31 January in London.
    expect(await companyNames('createdFrom=2026-01-01&createdTo=2026-01-31')).toEqual(['C1', 'C2']);
    expect(await companyNames('createdFrom=2026-01-31&createdTo=2026-01-31')).toEqual(['C2']);
    // 23:30 UTC on 31 March is 00:30 on 1 April in London.
    expect(await companyNames('createdFrom=2026-03-01&createdTo=2026-03-31')).toEqual([]);
    expect(await companyNames('createdFrom=2026-04-01&source=external_crm')).toEqual(['C3']);
    expect(await companyNames('createdTo=2025-12-31')).toEqual([]);
    const february = await contacts('createdFrom=2026-02-01&createdTo=2026-02-28&source=import');
    expect(february.contacts.map((c) => c.firstName)).toEqual(['Ian']);
    expect(february.total).toBe(1);
  });

  it("the owner filter as the report's: a user's records only", async () => {
    const mine = await companies(`owner=${f.b.userId}&createdFrom=2026-01-01&createdTo=2026-04-30`);
    const report = await get<ReportResponse>(
      `/api/reports/new-records-by-month?${PERIOD}&owner=${f.b.userId}`,
    );
    const counted = report.rows.reduce(
      (sum, row) =>
        sum + Number(row.companiesManual) + Number(row.companiesEnriched) + Number(row.companiesHubspot),
      0,
    );
    expect(mine.total).toBe(counted);
  });

  it('sorted and paged: the same filter in every order; past the end still has the total', async () => {
    const range = 'createdFrom=2026-01-01&createdTo=2026-04-30';
    expect(await companyNames(`${range}&sort=name&dir=desc`)).toEqual(['C3', 'C2', 'C1']);
    expect(await companyNames(`${range}&sort=created&dir=asc`)).toEqual(['C1', 'C2', 'C3']);
    expect(await companyNames(`${range}&sort=leadStatus&dir=asc`)).toEqual(['C1', 'C3', 'C2']);
    expect(await companyNames(`${range}&sort=lastActivity&dir=desc`)).toEqual(['C3', 'C2', 'C1']);
    const past = await companies(`${range}&page=5`);
    expect(past).toMatchObject({ companies: [], total: 3, page: 5 });
    const pastContacts = await contacts('createdFrom=2026-02-01&page=9');
    expect(pastContacts).toMatchObject({ contacts: [], total: 2 });
    expect(await companyNames(`${range}&search=c2`)).toEqual(['C2']);
  });
});

describe('companies by lead status → the companies of that status', () => {
  it('every bar: the filtered list has exactly the count, and each row has that status', async () => {
    const result = await get<ReportResponse>(`/api/reports/companies-by-lead-status?${PERIOD}`);
    expect(result.rows.map((row) => row.status)).toEqual(['hot', 'warm', 'cold', 'customer', 'lost']);
    for (const row of result.rows) {
      const list = await companies(`leadStatus=${row.status}`);
      expect(list.total, String(row.status)).toBe(Number(row.count));
      expect(list.companies.every((c) => c.leadStatus === row.status)).toBe(true);
    }
    expect(await companyNames('leadStatus=hot')).toEqual(['C1']);
  });
});

describe('a drill-down list exported and acted on: the same filters', () => {
  const rowsOf = (body: string) =>
    parse(body.replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][];

  it('CSV export of a filtered companies and contacts list has exactly its rows', async () => {
    const response = await f.me.client.get(
      '/api/exports/companies?createdFrom=2026-01-01&createdTo=2026-01-31',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(
      rowsOf(response.body)
        .slice(1)
        .map((r) => r[1]),
    ).toEqual(['C1', 'C2']);
    const people = await f.me.client.get('/api/exports/contacts?source=import');
    expect(
      rowsOf(people.body)
        .slice(1)
        .map((r) => r[1]),
    ).toEqual(['Ian']);
  });

  it('a bulk action on "every matching" changes only the filtered records', async () => {
    const started = await f.me.client.post('/api/companies/bulk', {
      selection: { filter: { leadStatus: 'customer', createdFrom: '2026-01-01' } },
      action: { type: 'lead_status', leadStatus: 'lost' },
    });
    expect(started.statusCode, started.body).toBe(202);
    const { jobId } = json<{ jobId: string }>(started);
    let job: BackgroundJob | undefined;
    for (let i = 0; i < 600 && !(job && ['completed', 'failed'].includes(job.status)); i++) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 200));
      job = json<{ job: BackgroundJob }>(await f.me.client.get(`/api/jobs/${jobId}`)).job;
    }
    expect(job?.result).toEqual({ matched: 1, changed: 1, unchanged: 0 });
    expect(await companyNames('leadStatus=lost')).toEqual(['C2']);
  });
});

describe('the filters are checked', () => {
  it('a malformed day, an unknown source or lead status is a 400; no session is a 401', async () => {
    for (const query of [
      'createdFrom=march',
      'source=import',
      'leadStatus=boiling',
      'createdTo=2026-02-30x',
    ]) {
      expect((await f.me.client.get(`/api/companies?${query}`)).statusCode, query).toBe(400);
    }
    expect((await f.me.client.get('/api/contacts?source=auto_enriched')).statusCode).toBe(400);
    const anonymous = new TestClient(server.app);
    expect((await anonymous.get('/api/companies?leadStatus=hot')).statusCode).toBe(401);
    expect((await anonymous.get('/api/contacts?source=import')).statusCode).toBe(401);
  });
});
