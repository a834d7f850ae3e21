import {
  DEAL_BOARD_COLUMN_SIZE,
  type DealBoardResponse,
  type DealListResponse,
  type dealBoardQuerySchema,
  type dealListQuerySchema,
  normalizeAmount,
} from '@northdesk/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows } from '../../db/rows.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database } from '../../db/types.ts';
import { andAll, type DealCardRow, dealCardFrom, dealConditions, toDealCard } from './deal-cards.ts';
import { findPipeline } from './pipelines.service.ts';

type BoardQuery = z.output<typeof dealBoardQuerySchema>;
type ListQuery = z.output<typeof dealListQuerySchema>;
type Ctx = Required<TenantContext>;

/** ORDER BY of the list's sorts; the id breaks ties so pages never overlap. */
const SORT_SQL: Record<ListQuery['sort'], SQL> = {
  name: sql`lower(d.name)`,
  amount: sql`d.amount`,
  closeDate: sql`d.close_date`,
  stage: sql`s.position`,
  owner: sql`lower(coalesce(op.full_name, op.email))`,
  company: sql`lower(c.name)`,
  created: sql`d.created_at`,
  updated: sql`d.updated_at`,
};

/** The board's filter: the tenant's open deals of one pipeline matching the query. */
export function boardWhere(ctx: Ctx, pipelineId: string, query: BoardQuery): SQL {
  return andAll([
    sql`d.company_id = ${ctx.companyId}`,
    sql`d.pipeline_id = ${pipelineId}`,
    sql`d.status = ${'open'}`,
    ...dealConditions(
      { owner: query.owner, crmCompanyId: query.crmCompanyId, search: query.search },
      ctx.userId,
    ),
  ]);
}

/** Count, total and weighted total per stage (weighted rounded to pennies once, in NUMERIC). */
export const boardSumsSql = (where: SQL) => sql`
  SELECT d.stage_id, count(*)::int AS n, coalesce(sum(d.amount), 0)::text AS total,
         coalesce(round(sum(d.amount * s.probability / 100.0), 2), 0)::text AS weighted
    FROM crm_deals d
    JOIN crm_pipeline_stages s ON s.company_id = d.company_id AND s.id = d.stage_id
   WHERE ${where}
   GROUP BY d.stage_id`;

/** The first cards of each stage, newest in the stage first: one walk of crm_deals_board_idx per stage. */
export const boardCardsSql = (where: SQL, stageIds: string[]) => sql`
  SELECT card.* FROM unnest(${`{${stageIds.join(',')}}`}::uuid[]) AS st(id)
  CROSS JOIN LATERAL (
    ${dealCardFrom}
     WHERE ${where} AND d.stage_id = st.id
     ORDER BY d.stage_entered_at DESC, d.id
     LIMIT ${DEAL_BOARD_COLUMN_SIZE}
  ) AS card`;

type BoardSumRow = { stage_id: string; n: number; total: string; weighted: string };

/** The board's sums and cards in one statement, each as a JSON array. */
export const boardSql = (where: SQL, stageIds: string[]) => sql`
  SELECT (SELECT json_agg(x) FROM (${boardSumsSql(where)}) x) AS sums,
         (SELECT json_agg(y) FROM (${boardCardsSql(where, stageIds)}) y) AS cards`;

/** The deals board and list (docs/product/deals.md). */
export const dealBoardService = {
  /**
   * One pipeline's open stages: per stage the count, total and weighted total of its open deals
   * matching the filters, and the first cards (longest idle last: newest in the stage first).
   * Cards walk crm_deals_board_idx per stage; the sums read the pipeline's open deals once.
   */
  board(db: Database, ctx: Ctx, query: BoardQuery): Promise<DealBoardResponse> {
    return withTenant(db, ctx, async (tx) => {
      const pipeline = await findPipeline(tx, query.pipelineId);
      const openStages = pipeline.stages.filter((s) => s.kind === 'open');
      const where = boardWhere(ctx, pipeline.id, query);
      const stageIds = openStages.map((s) => s.id);
      // One round trip for both: on the embedded engine every statement waits its turn.
      const [row] = await queryRows<{ sums: BoardSumRow[] | null; cards: DealCardRow[] | null }>(
        tx,
        boardSql(where, stageIds),
      );
      const sums = row?.sums ?? [];
      const cards = row?.cards ?? [];
      const now = new Date();
      return {
        pipeline,
        columns: openStages.map((stage) => {
          const sum = sums.find((row) => row.stage_id === stage.id);
          return {
            stage,
            count: sum ? Number(sum.n) : 0,
            total: normalizeAmount(sum?.total ?? '0'),
            weighted: normalizeAmount(sum?.weighted ?? '0'),
            deals: cards.filter((card) => card.stage_id === stage.id).map((card) => toDealCard(card, now)),
          };
        }),
      };
    });
  },

  /** Deals matching the filters, sorted and paged, with the count and total of all matches. */
  list(db: Database, ctx: Ctx, query: ListQuery): Promise<DealListResponse> {
    return withTenant(db, ctx, async (tx) => {
      const where = andAll([sql`d.company_id = ${ctx.companyId}`, ...dealConditions(query, ctx.userId)]);
      const direction = query.dir === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`;
      const [totals] = await queryRows<{ n: number; total: string }>(
        tx,
        sql`SELECT count(*)::int AS n, coalesce(sum(d.amount), 0)::text AS total FROM crm_deals d WHERE ${where}`,
      );
      const rows = await queryRows<DealCardRow>(
        tx,
        sql`${dealCardFrom}
             WHERE ${where}
             ORDER BY ${SORT_SQL[query.sort]} ${direction}, d.id
             LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
      );
      const now = new Date();
      return {
        deals: rows.map((row) => toDealCard(row, now)),
        total: Number(totals?.n ?? 0),
        totalAmount: normalizeAmount(totals?.total ?? '0'),
        page: query.page,
        pageSize: query.pageSize,
      };
    });
  },
};
