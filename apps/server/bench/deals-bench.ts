import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/rows.ts';
import { withTenant } from '../src/db/tenant.ts';
import type { Database } from '../src/db/types.ts';
import { boardSql, boardWhere } from '../src/features/deals/deal-board.service.ts';
import { readPipelines } from '../src/features/deals/pipelines.service.ts';
import { insertCompanies } from './companies-data.ts';
import { type ListBench, runIfMain, runListBench } from './support/list-bench.ts';

/*
 * npm run bench:deals — the /deals board under load (issue 21, "Benchmark"): a tenant with 20,000
 * deals (and a second one as large beside it) over 2,000 customers, 70 % open across the four open
 * stages, the rest won or lost. The endpoint answers the board (per-stage count, total, weighted
 * total and the first 50 cards of each stage); its two statements run directly are the floor; the
 * naive board (every open deal with its joins, summed and cut in code) is the baseline.
 *
 *   BENCH_DEALS=20000 BENCH_DEAL_CUSTOMERS=2000 BENCH_ENGINES=pglite,postgres
 */

const DEALS = Number(process.env.BENCH_DEALS ?? 20_000);
const CUSTOMERS = Number(process.env.BENCH_DEAL_CUSTOMERS ?? 2_000);

type Query = {
  label: string;
  search: string;
  ownerNone: boolean;
  tenant: string;
  pipelineId: string;
  stageIds: string[];
};

/** 20,000 deals in one statement (triggers are off while generating: stage, status and pipeline are written here). */
async function insertDeals(db: Database, tenant: string): Promise<void> {
  await db.execute(sql`
    WITH stages AS (
      SELECT s.id, s.pipeline_id, s.name, s.kind, row_number() OVER (ORDER BY s.position) AS k
        FROM crm_pipeline_stages s JOIN crm_pipelines p ON p.id = s.pipeline_id
       WHERE s.company_id = ${tenant} AND p.is_default
    )
    INSERT INTO crm_deals (company_id, crm_company_id, name, stage, stage_id, pipeline_id, status, amount,
      close_date, stage_entered_at, closed_at, created_at, updated_at)
    SELECT ${tenant}, c.id, 'Deal ' || n || ' ' || (ARRAY['racking', 'pallets', 'steel', 'boxes', 'film'])[1 + n % 5],
      st.name, st.id, st.pipeline_id, st.kind, round((n % 997) * 41.13, 2), current_date + (n % 180) - 60,
      now() - make_interval(hours => n % 2000), CASE WHEN st.kind = 'open' THEN NULL ELSE now() END,
      now() - make_interval(hours => n), now()
    FROM generate_series(1, ${DEALS}) AS n
    JOIN stages st ON st.k = CASE WHEN n % 10 < 7 THEN 1 + n % 4 ELSE 5 + n % 2 END
    JOIN LATERAL (
      SELECT id FROM crm_companies WHERE company_id = ${tenant} AND NOT is_individual_contacts
      ORDER BY id OFFSET (n * 31) % ${CUSTOMERS} LIMIT 1
    ) c ON true`);
}

const whereOf = (q: Query) =>
  boardWhere({ companyId: q.tenant, userId: '' }, q.pipelineId, {
    search: q.search || undefined,
    owner: q.ownerNone ? 'none' : undefined,
  });

/** The board as an ORM would build it: every open deal with its joins, then grouped and cut in code. */
async function naiveBoard(db: Database, tenant: string, q: Query) {
  return withTenant(db, { companyId: tenant }, async (tx) => {
    const rows = await queryRows<{ stage_id: string; amount: string | null; probability: number }>(
      tx,
      sql`SELECT d.*, s.name AS stage_name, s.probability, c.name AS company_name, p.full_name
            FROM crm_deals d JOIN crm_pipeline_stages s ON s.id = d.stage_id
            LEFT JOIN crm_companies c ON c.id = d.crm_company_id LEFT JOIN profiles p ON p.id = d.owner_user_id
           WHERE d.status = 'open' AND d.pipeline_id = ${q.pipelineId}
             ${q.search ? sql`AND d.name ILIKE ${`%${q.search}%`}` : sql``}
           ORDER BY d.stage_entered_at DESC`,
    );
    const columns = new Map<string, { n: number; total: number; cards: unknown[] }>();
    for (const row of rows) {
      const column = columns.get(row.stage_id) ?? { n: 0, total: 0, cards: [] };
      column.n += 1;
      column.total += Number(row.amount ?? 0);
      if (column.cards.length < 50) column.cards.push(row);
      columns.set(row.stage_id, column);
    }
    return columns;
  });
}

export const dealsBoardBench: ListBench<Query> = {
  title: `Deals board (${DEALS} deals a tenant): whole pipeline, a name search, no owner; per-stage sums and first 50 cards`,
  endpoint: 'API GET /api/deals/board',
  floorName: 'SQL board sums + cards (floor)',
  role: 'super_admin',
  rows: `${CUSTOMERS} customers, ${DEALS} deals`,
  analyze: ['crm_deals', 'crm_pipeline_stages'],
  async generate(db, tenant) {
    await insertCompanies(db, tenant, CUSTOMERS);
    await insertDeals(db, tenant);
  },
  async chooseQueries(db, tenant) {
    const [pipeline] = await withTenant(db, { companyId: tenant }, (tx) => readPipelines(tx));
    if (!pipeline) throw new Error('no pipeline');
    const base = {
      tenant,
      pipelineId: pipeline.id,
      stageIds: pipeline.stages.filter((s) => s.kind === 'open').map((s) => s.id),
    };
    return [
      { ...base, label: 'whole board', search: '', ownerNone: false },
      { ...base, label: 'search "steel"', search: 'steel', ownerNone: false },
      { ...base, label: 'no owner', search: '', ownerNone: true },
    ];
  },
  describe: (q) => q.label,
  path: (q) => {
    const params = new URLSearchParams();
    if (q.search) params.set('search', q.search);
    if (q.ownerNone) params.set('owner', 'none');
    return `/api/deals/board?${params}`;
  },
  // The endpoint's statement for the sums and the cards (the pipeline read before it is not counted).
  floor: (q) => boardSql(whereOf(q), q.stageIds),
  naive: naiveBoard,
};

export const benchDeals = () => runListBench(dealsBoardBench);

runIfMain(import.meta, benchDeals);
