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
      const where = andAll([
        sql`d.company_id = ${ctx.companyId}`,
        sql`d.pipeline_id = ${pipeline.id}`,
        sql`d.status = 'open'`,
        ...dealConditions(
          { owner: query.owner, crmCompanyId: query.crmCompanyId, search: query.search },
          ctx.userId,
        ),
      ]);
      const sums = await queryRows<{ stage_id: string; n: number; total: string; weighted: string }>(
        tx,
        sql`SELECT d.stage_id, count(*)::int AS n, coalesce(sum(d.amount), 0)::text AS total,
                   coalesce(round(sum(d.amount * s.probability / 100.0), 2), 0)::text AS weighted
              FROM crm_deals d
              JOIN crm_pipeline_stages s ON s.company_id = d.company_id AND s.id = d.stage_id
             WHERE ${where}
             GROUP BY d.stage_id`,
      );
      const stageIds = openStages.map((s) => s.id);
      const cards = stageIds.length
        ? await queryRows<DealCardRow>(
            tx,
            sql`SELECT card.* FROM unnest(${`{${stageIds.join(',')}}`}::uuid[]) AS st(id)
                CROSS JOIN LATERAL (
                  ${dealCardFrom}
                   WHERE ${where} AND d.stage_id = st.id
                   ORDER BY d.stage_entered_at DESC, d.id
                   LIMIT ${DEAL_BOARD_COLUMN_SIZE}
                ) AS card`,
          )
        : [];
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
