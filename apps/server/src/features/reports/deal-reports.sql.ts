import { SALES_CYCLE_BUCKETS } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import {
  dealFilters,
  inPeriod,
  periodMonthStarts,
  personName,
  type ReportParams,
  TZ,
  when,
} from './report-params.ts';

/*
 * The deal reports (docs/product/reports.md), one statement each. Money is summed in NUMERIC and
 * sent as text; a weighted value is amount × probability / 100 summed, rounded to pennies once.
 */

const WON = 'won';
const LOST = 'lost';
const OPEN = 'open';

/**
 * Open deals now per open stage (every open stage listed, empty ones too), pipelines in order. The
 * deals are summed per stage first, in the order of crm_deals_reports_open_idx (no sort, no join
 * per deal); the weighted value is then each stage's sum × its probability / 100, which in NUMERIC
 * is exactly the sum of each deal's.
 */
export const pipelineByStageSql = (p: ReportParams) => sql`
  WITH per_stage AS (
    SELECT d.stage_id, count(*)::int AS n, sum(d.amount) AS amount
      FROM crm_deals d
     WHERE d.company_id = ${p.tenant} AND d.status = ${OPEN}
       AND ${when(p.owner, (o) => sql`d.owner_user_id = ${o}`)}
     GROUP BY d.stage_id
  )
  SELECT pl.id AS "pipelineId", s.id AS "stageId", pl.name AS pipeline, s.name AS stage, s.probability,
         coalesce(x.n, 0) AS count, coalesce(x.amount, 0)::text AS value,
         coalesce(round(x.amount * s.probability / 100.0, 2), 0)::text AS weighted
    FROM crm_pipeline_stages s
    JOIN crm_pipelines pl ON pl.company_id = s.company_id AND pl.id = s.pipeline_id
    LEFT JOIN per_stage x ON x.stage_id = s.id
   WHERE s.company_id = ${p.tenant} AND s.kind = ${OPEN} AND NOT s.archived AND NOT pl.archived
     AND ${when(p.pipelineId, (id) => sql`s.pipeline_id = ${id}`)}
   ORDER BY pl.position, pl.name, s.position`;

/** Deals closed won or lost in the period (alias d), walking crm_deals_status_closed_idx. */
const closedInPeriod = (p: ReportParams) =>
  sql`${dealFilters(p)} AND d.status IN (${WON}, ${LOST}) AND ${inPeriod(sql`d.closed_at`, p)}`;

/**
 * Per London month of the period: deals won and lost. Summed per month and status first (a hash
 * of a few dozen groups), then joined to every month: no sort of the deals by a month's text.
 */
export const wonLostByMonthSql = (p: ReportParams) => sql`
  WITH closed AS (
    SELECT date_trunc(${'month'}, d.closed_at AT TIME ZONE ${TZ}) AS month, d.status,
           count(*)::int AS n, sum(d.amount) AS amount
      FROM crm_deals d WHERE ${closedInPeriod(p)}
     GROUP BY 1, 2
  )
  SELECT to_char(m.m, ${'YYYY-MM'}) AS month,
         coalesce(sum(c.n) FILTER (WHERE c.status = ${WON}), 0)::int AS "wonCount",
         coalesce(sum(c.amount) FILTER (WHERE c.status = ${WON}), 0)::text AS "wonValue",
         coalesce(sum(c.n) FILTER (WHERE c.status = ${LOST}), 0)::int AS "lostCount",
         coalesce(sum(c.amount) FILTER (WHERE c.status = ${LOST}), 0)::text AS "lostValue"
    FROM (${periodMonthStarts(p)}) m
    LEFT JOIN closed c ON c.month = m.m
   GROUP BY m.m
   ORDER BY m.m`;

export const winRateByOwnerSql = (p: ReportParams) => sql`
  SELECT d.owner_user_id AS "ownerId", ${personName} AS owner,
         count(*) FILTER (WHERE d.status = ${WON})::int AS won,
         count(*) FILTER (WHERE d.status = ${LOST})::int AS lost,
         round(100.0 * count(*) FILTER (WHERE d.status = ${WON}) / count(*), 1)::text AS "winRate",
         coalesce(sum(d.amount) FILTER (WHERE d.status = ${WON}), 0)::text AS "wonValue"
    FROM crm_deals d
    LEFT JOIN profiles pr ON pr.id = d.owner_user_id
   WHERE ${closedInPeriod(p)}
   GROUP BY d.owner_user_id, pr.full_name, pr.email
   ORDER BY won DESC, lower(${personName}) NULLS LAST`;

/** Open deals by the month they are expected to close (close_date is a calendar date). */
export const forecastByMonthSql = (p: ReportParams) => sql`
  WITH per_month AS (
    SELECT date_trunc(${'month'}, d.close_date::timestamp) AS month, d.stage_id,
           count(*)::int AS n, sum(d.amount) AS amount
      FROM crm_deals d
     WHERE ${dealFilters(p)} AND d.status = ${OPEN}
       AND d.close_date >= ${p.from}::date AND d.close_date <= ${p.to}::date
     GROUP BY 1, 2
  ),
  open_deals AS (
    SELECT o.month, o.n, o.amount, o.amount * s.probability / 100.0 AS weighted
      FROM per_month o
      JOIN crm_pipeline_stages s ON s.company_id = ${p.tenant} AND s.id = o.stage_id
  )
  SELECT to_char(m.m, ${'YYYY-MM'}) AS month, coalesce(sum(o.n), 0)::int AS count,
         coalesce(sum(o.amount), 0)::text AS value,
         coalesce(round(sum(o.weighted), 2), 0)::text AS weighted
    FROM (${periodMonthStarts(p)}) m
    LEFT JOIN open_deals o ON o.month = m.m
   GROUP BY m.m
   ORDER BY m.m`;

const bucketArray = (pick: (bucket: readonly [number, number | null]) => number) =>
  `{${SALES_CYCLE_BUCKETS.map(pick).join(',')}}`;

/**
 * Whole days from created to won, for deals won in the period, in SALES_CYCLE_BUCKETS: each deal's
 * bucket found once (width_bucket over the lower bounds), then every bucket listed.
 */
export const salesCycleSql = (p: ReportParams) => sql`
  WITH won AS (
    SELECT width_bucket(greatest(floor(extract(epoch FROM d.closed_at - d.created_at) / 86400)::int, 0),
                        ${bucketArray(([min]) => min)}::int[]) AS bucket, d.amount
      FROM crm_deals d
     WHERE ${dealFilters(p)} AND d.status = ${WON} AND ${inPeriod(sql`d.closed_at`, p)}
  ),
  counted AS (SELECT bucket, count(*)::int AS n, sum(amount) AS total FROM won GROUP BY bucket)
  SELECT b.min_days AS "minDays", nullif(b.max_days, 2147483647) AS "maxDays",
         coalesce(c.n, 0) AS count, coalesce(c.total, 0)::text AS value
    FROM unnest(${bucketArray(([min]) => min)}::int[], ${bucketArray(([, max]) => max ?? 2147483647)}::int[])
         WITH ORDINALITY AS b(min_days, max_days, position)
    LEFT JOIN counted c ON c.bucket = b.position
   ORDER BY b.position`;

export const lostReasonsSql = (p: ReportParams) => sql`
  SELECT d.lost_reason_id AS "reasonId", lr.label AS reason, count(*)::int AS count,
         coalesce(sum(d.amount), 0)::text AS value
    FROM crm_deals d
    LEFT JOIN crm_lost_reasons lr ON lr.company_id = d.company_id AND lr.id = d.lost_reason_id
   WHERE ${dealFilters(p)} AND d.status = ${LOST} AND ${inPeriod(sql`d.closed_at`, p)}
   GROUP BY d.lost_reason_id, lr.label, lr.position
   ORDER BY count DESC, lr.position NULLS LAST`;
