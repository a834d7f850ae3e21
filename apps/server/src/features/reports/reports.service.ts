import {
  normalizeAmount,
  quarterOf,
  REPORT_COLUMNS,
  REPORTS_COPY,
  type ReportId,
  type ReportOverview,
  type ReportPeriod,
  type ReportQueryValues,
  type ReportResponse,
  type ReportRow,
  reportsToday,
  resolveReportPeriod,
} from '@northdesk/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { TenantContext } from '../../db/tenant.ts';
import type { DatabaseHandle } from '../../db/types.ts';
import { notFound } from '../../lib/errors.ts';
import {
  forecastByMonthSql,
  lostReasonsSql,
  pipelineByStageSql,
  salesCycleSql,
  winRateByOwnerSql,
  wonLostByMonthSql,
} from './deal-reports.sql.ts';
import { type OverviewAccess, type OverviewRow, overviewSql } from './overview.sql.ts';
import type { ReportParams } from './report-params.ts';
import {
  activitiesByUserWeekSql,
  companiesByLeadStatusSql,
  newRecordsByMonthSql,
  tasksByUserSql,
} from './work-reports.sql.ts';

type Ctx = Required<TenantContext>;
type Reader = Pick<DatabaseHandle, 'readAsTenant'>;

/** Each report's statement. */
export const REPORT_SQL: Record<ReportId, (p: ReportParams) => SQL> = {
  'pipeline-by-stage': pipelineByStageSql,
  'won-lost-by-month': wonLostByMonthSql,
  'win-rate-by-owner': winRateByOwnerSql,
  'forecast-by-month': forecastByMonthSql,
  'sales-cycle': salesCycleSql,
  'lost-reasons': lostReasonsSql,
  'activities-by-user-week': activitiesByUserWeekSql,
  'tasks-by-user': tasksByUserSql,
  'new-records-by-month': newRecordsByMonthSql,
  'companies-by-lead-status': companiesByLeadStatusSql,
};

/** The statement's parameters for a request: "mine" is the user, the range resolved on London's today. */
export function reportParams(ctx: Ctx, query: ReportQueryValues, now: Date = new Date()): ReportParams {
  const today = reportsToday(now);
  const period = resolveReportPeriod(query, today);
  return {
    tenant: ctx.companyId,
    from: period.from,
    to: period.to,
    today,
    owner: query.owner === undefined ? null : query.owner === 'mine' ? ctx.userId : query.owner,
    pipelineId: query.pipelineId ?? null,
  };
}

/**
 * The filters are checked in the report's own statement (one round trip): a pipeline or a user
 * that is not the tenant's is a 404, as an unknown one is.
 */
const withFilterChecks = (p: ReportParams, body: SQL) => sql`
  SELECT (${p.pipelineId}::uuid IS NULL OR EXISTS (
            SELECT 1 FROM crm_pipelines WHERE company_id = ${p.tenant} AND id = ${p.pipelineId}::uuid)) AS pipeline_ok,
         (${p.owner}::text IS NULL OR EXISTS (
            SELECT 1 FROM profiles WHERE company_id = ${p.tenant} AND id = ${p.owner}::text)) AS owner_ok,
         ${body}`;

type Checked = { pipeline_ok: boolean | string; owner_ok: boolean | string };
/** reportStatement's one row: the filter checks and the report's rows as JSON text. */
export type ReportStatementRow = Checked & { rows: string };
const yes = (value: boolean | string) => value === true || value === 't' || value === 'true';

function assertFilters(row: Checked | undefined): void {
  if (!row || !yes(row.pipeline_ok)) throw notFound(REPORTS_COPY.pipelineNotFound);
  if (!yes(row.owner_ok)) throw notFound(REPORTS_COPY.ownerNotFound);
}

/** The statement a report request runs: the filter checks and the report's rows as one JSON text. */
export const reportStatement = (report: ReportId, p: ReportParams) =>
  withFilterChecks(
    p,
    sql`(SELECT coalesce(json_agg(r), ${'[]'}::json)::text FROM (${REPORT_SQL[report](p)}) r) AS rows`,
  );

/** The statement the headline cards run: the filter checks and the figures the access allows. */
export const overviewStatement = (p: ReportParams, access: OverviewAccess) =>
  withFilterChecks(p, sql`o.* FROM (${overviewSql(p, access)}) o`);

/** Rows as the API sends them: money normalised, labels for what SQL leaves empty. */
function presentRow(report: ReportId, row: ReportRow): ReportRow {
  const out: ReportRow = {};
  for (const column of REPORT_COLUMNS[report]) {
    const value = row[column.key] ?? null;
    out[column.key] = column.kind === 'money' && typeof value === 'string' ? normalizeAmount(value) : value;
  }
  if (report === 'sales-cycle') {
    const max = out.maxDays;
    out.bucket = REPORTS_COPY.cycleBucket(Number(out.minDays), typeof max === 'number' ? max : null);
  }
  if (report === 'win-rate-by-owner' && out.owner === null) out.owner = REPORTS_COPY.noOwner;
  if (
    (report === 'tasks-by-user' || report === 'activities-by-user-week') &&
    out.user === null &&
    out.userId !== null
  )
    out.user = REPORTS_COPY.noUser;
  if (report === 'tasks-by-user' && out.userId === null) out.user = REPORTS_COPY.noUser;
  if (report === 'lost-reasons' && out.reason === null) out.reason = REPORTS_COPY.noReason;
  if (report === 'companies-by-lead-status') out.leadStatus = REPORTS_COPY.leadStatus(String(out.leadStatus));
  return out;
}

export const periodOf = (p: ReportParams): ReportPeriod => ({ from: p.from, to: p.to });

/** Performance & Reports (docs/product/reports.md): every report one read, one round trip. */
export const reportsService = {
  async report(database: Reader, ctx: Ctx, report: ReportId, query: ReportQueryValues, now?: Date) {
    const p = reportParams(ctx, query, now);
    const [row] = await database.readAsTenant<ReportStatementRow>(ctx, reportStatement(report, p));
    return reportsService.fromRow(report, p, row);
  },

  /** The answer to a report request from its statement's row (read here or with the session). */
  fromRow(report: ReportId, p: ReportParams, row: ReportStatementRow | undefined): ReportResponse {
    assertFilters(row);
    const rows = (JSON.parse(row?.rows ?? '[]') as ReportRow[]).map((r) => presentRow(report, r));
    return { report, period: periodOf(p), rows };
  },

  async overview(
    database: Reader,
    ctx: Ctx,
    query: ReportQueryValues,
    access: ReportOverview['access'],
    now?: Date,
  ): Promise<ReportOverview> {
    const p = reportParams(ctx, query, now);
    const sections: OverviewAccess = { deals: access.deals, tasks: access.tasks };
    const [row] = await database.readAsTenant<Checked & OverviewRow>(ctx, overviewStatement(p, sections));
    assertFilters(row);
    const money = (value: string | null | undefined) => (value == null ? null : normalizeAmount(value));
    const int = (value: number | string | null | undefined) => (value == null ? null : Number(value));
    return {
      period: periodOf(p),
      quarter: quarterOf(p.today),
      figures: {
        openPipelineValue: money(row?.open_value),
        openDeals: int(row?.open_deals),
        weightedForecastQuarter: money(row?.weighted_quarter),
        wonValue: money(row?.won_value),
        wonCount: int(row?.won_count),
        winRate: row?.win_rate ?? null,
        averageSalesCycleDays: row?.cycle_days ?? null,
        overdueTasks: int(row?.overdue),
      },
      access,
    };
  },
};
