import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/rows.ts';
import { withTenant } from '../src/db/tenant.ts';
import type { Database } from '../src/db/types.ts';
import { londonToday } from '../src/features/quotes/quote-dates.ts';
import { quoteListPageSql } from '../src/features/quotes/quote-list.ts';
import { insertCompanies } from './companies-data.ts';
import { type ListBench, runIfMain, runListBench } from './support/list-bench.ts';

/*
 * npm run bench:quotes — the quotes list under load (issue 21, "Benchmark"): a tenant with
 * 10,000 quotes (and a second one as large beside it) over 2,000 customers, every status, 1 to 3
 * revisions. The endpoint's pages: the newest 50, a status filter, a 3-letter customer search and
 * page 5; the same statement run directly is the floor; the naive list (an ORM-style select with
 * its joins, then a separate count) is the baseline. See support/list-bench.ts for the frame.
 *
 *   BENCH_QUOTES=10000 BENCH_QUOTE_CUSTOMERS=2000 BENCH_ENGINES=pglite,postgres
 */

const QUOTES = Number(process.env.BENCH_QUOTES ?? 10_000);
const CUSTOMERS = Number(process.env.BENCH_QUOTE_CUSTOMERS ?? 2_000);

type Query = { label: string; search: string; status: 'sent' | 'accepted' | undefined; page: number };

const QUERIES: readonly Query[] = [
  { label: 'newest 50', search: '', status: undefined, page: 1 },
  { label: 'status sent', search: '', status: 'sent', page: 1 },
  { label: 'status accepted', search: '', status: 'accepted', page: 1 },
  { label: 'page 5', search: '', status: undefined, page: 5 },
  { label: 'search "ste"', search: 'ste', status: undefined, page: 1 },
  { label: 'search "ind"', search: 'ind', status: undefined, page: 1 },
];

const listQuery = (q: Query) => ({ search: q.search, status: q.status, page: q.page, pageSize: 50 });

/** 10,000 quotes of one tenant in one statement: numbers in order, statuses and totals spread. */
async function insertQuotes(db: Database, tenant: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO quotes (company_id, base_number, revision, status, title, crm_company_id, valid_until,
      net_total, vat_total, gross_total, created_at, updated_at, superseded_at)
    SELECT ${tenant}, 'Q-2026-' || lpad(((n + 2) / 3)::text, 5, '0'), 1 + (n % 3),
      (ARRAY['draft', 'sent', 'accepted', 'declined', 'expired'])[1 + (n * 7) % 5],
      CASE WHEN n % 4 = 0 THEN NULL ELSE 'Order ' || n END,
      c.id, (current_date + ((n % 90) - 30)),
      round((n % 997) * 13.37, 2), round((n % 997) * 13.37 * 0.2, 2) - 0.01 * (n % 2),
      round((n % 997) * 13.37 * 1.2, 2) - 0.01 * (n % 2),
      now() - make_interval(mins => ${QUOTES} - n), now() - make_interval(mins => ${QUOTES} - n),
      CASE WHEN n % 3 <> 0 AND n % 5 = 0 THEN now() ELSE NULL END
    FROM generate_series(1, ${QUOTES}) AS n
    JOIN LATERAL (
      SELECT id FROM crm_companies WHERE company_id = ${tenant} AND NOT is_individual_contacts
      ORDER BY id OFFSET (n * 31) % ${CUSTOMERS} LIMIT 1
    ) c ON true`);
}

/** The list as an ORM would build it: the page with its joins, the effective status in code, a count. */
async function naiveList(db: Database, tenant: string, q: Query) {
  return withTenant(db, { companyId: tenant }, async (tx) => {
    const like = `%${q.search}%`;
    const filter = sql`q.superseded_at IS NULL
      ${q.status ? sql`AND q.status = ${q.status}` : sql``}
      ${q.search ? sql`AND (q.base_number ILIKE ${like} OR q.title ILIKE ${like} OR c.name ILIKE ${like})` : sql``}`;
    const rows = await queryRows<{ status: string; valid_until: string }>(
      tx,
      sql`SELECT q.*, c.name AS company_name, d.name AS deal_name, p.full_name AS owner_name
          FROM quotes q JOIN crm_companies c ON c.id = q.crm_company_id
          LEFT JOIN crm_deals d ON d.id = q.deal_id LEFT JOIN profiles p ON p.id = q.owner_id
          WHERE ${filter} ORDER BY q.created_at DESC LIMIT 50 OFFSET ${(q.page - 1) * 50}`,
    );
    const today = londonToday();
    rows.forEach((row) => {
      if (row.status === 'sent' && row.valid_until < today) row.status = 'expired';
    });
    await queryRows(
      tx,
      sql`SELECT count(*) FROM quotes q JOIN crm_companies c ON c.id = q.crm_company_id WHERE ${filter}`,
    );
  });
}

export const quotesListBench: ListBench<Query> = {
  title: `Quotes list (${QUOTES} quotes a tenant): newest, by status, page 5, 3-letter search; total`,
  endpoint: 'API GET /api/quotes',
  floorName: 'SQL quote list page (floor)',
  // An operative: the access check reads a stored level, as for most users.
  role: 'operative',
  rows: `${CUSTOMERS} customers, ${QUOTES} quotes`,
  analyze: ['quotes'],
  async generate(db, tenant) {
    await insertCompanies(db, tenant, CUSTOMERS);
    await insertQuotes(db, tenant);
  },
  async chooseQueries(db, tenant) {
    // Only the searches that find something count (the generated names are random words).
    const found: Query[] = [];
    for (const q of QUERIES) {
      const [row] = await withTenant(db, { companyId: tenant }, (tx) =>
        queryRows<{ total: string | number }>(tx, quoteListPageSql(listQuery(q), londonToday())),
      );
      if (Number(row?.total ?? 0) > 0) found.push(q);
    }
    return found;
  },
  describe: (q) => q.label,
  path: (q) => {
    const params = new URLSearchParams({ page: String(q.page) });
    if (q.search) params.set('search', q.search);
    if (q.status) params.set('status', q.status);
    return `/api/quotes?${params}`;
  },
  floor: (q) => quoteListPageSql(listQuery(q), londonToday()),
  naive: naiveList,
};

export const benchQuotes = () => runListBench(quotesListBench);

runIfMain(import.meta, benchQuotes);
