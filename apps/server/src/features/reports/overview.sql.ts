import { quarterOf } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import { dealFilters, inPeriod, type ReportParams } from './report-params.ts';

export type OverviewAccess = { deals: boolean; tasks: boolean };

/**
 * The headline cards in one statement: open pipeline (now), the weighted forecast of the deals
 * expected to close this quarter, won in the period, win rate and average sales cycle (deals
 * closed in the period) and open tasks past due now. A section the user may not read is not
 * queried at all (its figures are NULL).
 */
export const overviewSql = (p: ReportParams, access: OverviewAccess) => {
  const quarter = quarterOf(p.today);
  const none = sql`(SELECT NULL::int AS open_deals, NULL::text AS open_value, NULL::text AS weighted_quarter,
                           NULL::int AS won_count, NULL::text AS won_value, NULL::text AS win_rate,
                           NULL::text AS cycle_days) AS deals`;
  // Open and closed deals apart, each walking its covering index (0049) rather than the table. Open
  // deals are summed per stage first, in the index's order, then × probability per stage (exact).
  const deals = sql`(
    SELECT o.open_deals, o.open_value, o.weighted_quarter, c.won_count, c.won_value, c.win_rate, c.cycle_days
      FROM (
        SELECT coalesce(sum(x.n), 0)::int AS open_deals, coalesce(sum(x.amount), 0)::text AS open_value,
               coalesce(round(sum(x.quarter_amount * s.probability / 100.0), 2), 0)::text AS weighted_quarter
          FROM (
            SELECT d.stage_id, count(*) AS n, sum(d.amount) AS amount,
                   sum(d.amount) FILTER (
                     WHERE d.close_date >= ${quarter.from}::date AND d.close_date <= ${quarter.to}::date) AS quarter_amount
              FROM crm_deals d
             WHERE ${dealFilters(p)} AND d.status = ${'open'}
             GROUP BY d.stage_id
          ) x
          JOIN crm_pipeline_stages s ON s.company_id = ${p.tenant} AND s.id = x.stage_id
      ) o,
      (
        SELECT count(*) FILTER (WHERE d.status = ${'won'})::int AS won_count,
               coalesce(sum(d.amount) FILTER (WHERE d.status = ${'won'}), 0)::text AS won_value,
               round(100.0 * count(*) FILTER (WHERE d.status = ${'won'}) / nullif(count(*), 0), 1)::text AS win_rate,
               round(avg(extract(epoch FROM d.closed_at - d.created_at) / 86400) FILTER (WHERE d.status = ${'won'}), 1)::text
                 AS cycle_days
          FROM crm_deals d
         WHERE ${dealFilters(p)} AND d.status IN (${'won'}, ${'lost'}) AND ${inPeriod(sql`d.closed_at`, p)}
      ) c
  ) AS deals`;
  const tasks = access.tasks
    ? sql`(
        SELECT count(*)::int AS overdue
          FROM tasks t
         WHERE t.company_id = ${p.tenant} AND t.due_date IS NOT NULL AND t.due_date < ${p.today}::date
           AND t.status NOT IN (${'done'}, ${'cancelled'})
           AND ${p.owner === null ? sql`TRUE` : sql`t.assigned_to = ${p.owner}`}
      ) AS tasks`
    : sql`(SELECT NULL::int AS overdue) AS tasks`;
  return sql`SELECT deals.*, tasks.overdue FROM ${access.deals ? deals : none}, ${tasks}`;
};

export type OverviewRow = {
  open_deals: number | null;
  open_value: string | null;
  weighted_quarter: string | null;
  won_count: number | null;
  won_value: string | null;
  win_rate: string | null;
  cycle_days: string | null;
  overdue: number | null;
};
