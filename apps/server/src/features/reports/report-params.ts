import { REPORTS_TIME_ZONE } from '@northdesk/shared';
import { type SQL, sql } from 'drizzle-orm';

/** What every report statement is computed for: the tenant, the period and the filters. */
export type ReportParams = {
  tenant: string;
  /** First and last day of the period (inclusive), dates in REPORTS_TIME_ZONE. */
  from: string;
  to: string;
  /** Today in REPORTS_TIME_ZONE (overdue tasks, the forecast's quarter). */
  today: string;
  /** A user id ("mine" already resolved), or null for everyone. */
  owner: string | null;
  pipelineId: string | null;
};

export const TZ = REPORTS_TIME_ZONE;

/** The period's first instant: midnight at the start of `from` in London. */
export const periodStart = (p: ReportParams) => sql`((${p.from}::date)::timestamp AT TIME ZONE ${TZ})`;
/** The instant after the period: midnight at the end of `to` in London. */
export const periodEnd = (p: ReportParams) => sql`((${p.to}::date + 1)::timestamp AT TIME ZONE ${TZ})`;

/** `column` (a timestamptz) falls in the period. */
export const inPeriod = (column: SQL, p: ReportParams) =>
  sql`${column} >= ${periodStart(p)} AND ${column} < ${periodEnd(p)}`;

/** The month (YYYY-MM) of a timestamptz in London. */
export const londonMonth = (column: SQL) => sql`to_char(${column} AT TIME ZONE ${TZ}, ${'YYYY-MM'})`;

/** Every month of the period (YYYY-MM), as rows of `month`: empty months are reported too. */
export const periodMonths = (p: ReportParams) => sql`
  SELECT to_char(m, ${'YYYY-MM'}) AS month
    FROM generate_series(date_trunc(${'month'}, ${p.from}::date::timestamp),
                         date_trunc(${'month'}, ${p.to}::date::timestamp), ${'1 month'}::interval) AS m`;

/** The first instant (a timestamp without zone) of every month of the period, as rows of `m`. */
export const periodMonthStarts = (p: ReportParams) => sql`
  SELECT m FROM generate_series(date_trunc(${'month'}, ${p.from}::date::timestamp),
                                date_trunc(${'month'}, ${p.to}::date::timestamp), ${'1 month'}::interval) AS m`;

/** An optional condition: TRUE when the filter is not set. */
export const when = (value: string | null, condition: (value: string) => SQL) =>
  value === null ? sql`TRUE` : condition(value);

/** Deals matching the owner and pipeline filters (alias d). */
export const dealFilters = (p: ReportParams) =>
  sql`d.company_id = ${p.tenant} AND ${when(p.owner, (o) => sql`d.owner_user_id = ${o}`)} AND ${when(
    p.pipelineId,
    (id) => sql`d.pipeline_id = ${id}`,
  )}`;

/** A user's name as everywhere else: full name, else email (alias pr: profiles). */
export const personName = sql`coalesce(nullif(trim(pr.full_name), ${''}), pr.email)`;
