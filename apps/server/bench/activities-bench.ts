import { REPORTS_TIME_ZONE } from '@northdesk/shared';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/rows.ts';
import { withTenant } from '../src/db/tenant.ts';
import type { Database } from '../src/db/types.ts';
import { insertCompanies } from './companies-data.ts';
import { type ListBench, runIfMain, runListBench } from './support/list-bench.ts';

/*
 * npm run bench:activities — /activities (issue 18 item 4): a tenant with 200,000 activities (and a
 * second one as large beside it) over 2,000 customers, a fifth logged by the signed-in user. The
 * requests: the newest page, a page 10,000 rows deep (its key taken from the data), calls only,
 * mine, a word search and one month. The endpoint answers 50 rows, the page keys and the exact
 * total; the floor is its page and count in one statement; the baseline is offset paging with an
 * ILIKE search (what a page number would do).
 *
 *   BENCH_ACTIVITIES=200000 BENCH_ACTIVITY_CUSTOMERS=2000 BENCH_ENGINES=pglite,postgres
 */

const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? 200_000);
const CUSTOMERS = Number(process.env.BENCH_ACTIVITY_CUSTOMERS ?? 2_000);
const DEEP = Math.min(10_000, Math.floor(ACTIVITIES / 2));
const PAGE = 50;

type Query = {
  label: string;
  params: Record<string, string>;
  tenant: string;
  /** Rows to skip in the baseline (offset paging). */
  offset: number;
  filter: SQL;
  /** The page key the API gets as `before`, as (date, id), or null for the newest page. */
  key: { date: string; id: string } | null;
};

const WORDS = ['pricing', 'renewal', 'delivery', 'complaint', 'samples', 'invoice', 'visit', 'quote'];

async function insertActivities(db: Database, tenant: string): Promise<void> {
  const [me] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM profiles WHERE company_id = ${tenant} LIMIT 1`,
  );
  // Customers by index in one array: a lateral OFFSET per row would read 2,000 rows each time.
  await db.execute(sql`
    WITH cs AS (
      SELECT array_agg(id ORDER BY id) AS ids FROM crm_companies
       WHERE company_id = ${tenant} AND NOT is_individual_contacts
    )
    INSERT INTO crm_activities (company_id, crm_company_id, type, subject, content, activity_date, created_by)
    SELECT ${tenant}, cs.ids[1 + (n * 31) % cardinality(cs.ids)],
      (ARRAY['call', 'email', 'meeting', 'visit', 'proposal', 'follow-up', 'other'])[1 + n % 7],
      initcap((ARRAY[${sql.raw(WORDS.map((w) => `'${w}'`).join(','))}])[1 + n % 8]) || ' ' || n,
      'Notes ' || n || ' about ' || (ARRAY[${sql.raw(WORDS.map((w) => `'${w}'`).join(','))}])[1 + (n / 8) % 8],
      now() - make_interval(mins => n * 3), CASE WHEN n % 5 = 0 THEN ${me?.id ?? null} END
    FROM generate_series(1, ${ACTIVITIES}) AS n, cs`);
}

const keyed = (q: Query) =>
  q.key ? sql`AND (a.activity_date, a.id) < (${q.key.date}::timestamptz, ${q.key.id}::uuid)` : sql``;

export const activitiesBench: ListBench<Query> = {
  title: `Activities (${ACTIVITIES} a tenant): newest page, ${DEEP} rows deep, calls, mine, a word, one month; 50 rows + exact total`,
  endpoint: 'API GET /api/activities',
  floorName: 'SQL page + count (floor)',
  role: 'super_admin',
  rows: `${CUSTOMERS} customers, ${ACTIVITIES} activities`,
  analyze: ['crm_activities'],
  async generate(db, tenant) {
    await insertCompanies(db, tenant, CUSTOMERS);
    await insertActivities(db, tenant);
  },
  async chooseQueries(db, tenant): Promise<Query[]> {
    const [me] = await queryRows<{ id: string }>(
      db,
      sql`SELECT id FROM profiles WHERE company_id = ${tenant} LIMIT 1`,
    );
    const [deep] = await queryRows<{ date: string; id: string }>(
      db,
      sql`SELECT to_char(activity_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS date, id::text AS id
            FROM crm_activities WHERE company_id = ${tenant}
           ORDER BY activity_date DESC, id DESC OFFSET ${DEEP - 1} LIMIT 1`,
    );
    if (!me || !deep) throw new Error('no data');
    const month = new Date(Date.now() - 90 * 24 * 3600 * 1000).toISOString().slice(0, 7);
    const base: Pick<Query, 'tenant' | 'offset' | 'key'> = { tenant, offset: 0, key: null };
    const t = sql`a.company_id = ${tenant}`;
    return [
      { ...base, label: 'newest page', params: {}, filter: t },
      {
        ...base,
        label: `${DEEP} rows deep`,
        params: { before: `${deep.date}~${deep.id}` },
        offset: DEEP,
        key: deep,
        filter: t,
      },
      { ...base, label: 'calls', params: { type: 'call' }, filter: sql`${t} AND a.type = ${'call'}` },
      {
        ...base,
        label: 'mine',
        params: { createdBy: 'mine' },
        filter: sql`${t} AND a.created_by = ${me.id}`,
      },
      {
        ...base,
        label: 'search "pricing"',
        params: { search: 'pricing' },
        filter: sql`${t} AND a.search_text LIKE ${'%pricing%'}`,
      },
      {
        ...base,
        label: `month ${month}`,
        params: { from: `${month}-01`, to: `${month}-28` },
        filter: sql`${t} AND a.activity_date >= (${`${month}-01`}::date)::timestamp AT TIME ZONE ${REPORTS_TIME_ZONE}
          AND a.activity_date < (${`${month}-28`}::date + 1)::timestamp AT TIME ZONE ${REPORTS_TIME_ZONE}`,
      },
    ];
  },
  describe: (q) => q.label,
  path: (q) => `/api/activities?${new URLSearchParams({ ...q.params, limit: String(PAGE) })}`,
  floor: (q) => sql`
    WITH page AS (
      SELECT a.*, c.name AS company_name, ct.first_name, ct.last_name, p.full_name
        FROM crm_activities a
        LEFT JOIN crm_companies c ON c.company_id = a.company_id AND c.id = a.crm_company_id
        LEFT JOIN crm_contacts ct ON ct.company_id = a.company_id AND ct.id = a.contact_id
        LEFT JOIN profiles p ON p.id = a.created_by
       WHERE ${q.filter} ${keyed(q)}
       ORDER BY a.activity_date DESC, a.id DESC LIMIT ${PAGE + 1})
    SELECT (SELECT count(*) FROM crm_activities a WHERE ${q.filter}) AS total, page.* FROM page`,
  // Offset paging and ILIKE, as a page-number list without keys or a search column would do it.
  naive: (db, tenant, q) =>
    withTenant(db, { companyId: tenant }, async (tx) => {
      const search = q.params.search
        ? sql`AND (a.subject ILIKE ${`%${q.params.search}%`} OR a.content ILIKE ${`%${q.params.search}%`})`
        : sql``;
      const rough = q.params.search ? sql`a.company_id = ${tenant}` : q.filter;
      const rows = await queryRows(
        tx,
        sql`SELECT a.*, c.name FROM crm_activities a LEFT JOIN crm_companies c ON c.id = a.crm_company_id
             WHERE ${rough} ${search} ORDER BY a.activity_date DESC, a.id DESC OFFSET ${q.offset} LIMIT ${PAGE}`,
      );
      const total = await queryRows(tx, sql`SELECT count(*) FROM crm_activities a WHERE ${rough} ${search}`);
      return { rows, total };
    }),
};

export const benchActivities = () => runListBench(activitiesBench);

runIfMain(import.meta, benchActivities);
