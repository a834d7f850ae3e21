import { z } from 'zod';
import type { CrmSection } from '../access.ts';
import { moneySchema } from './money-input.ts';
import { ownerFilterSchema } from './ownership.ts';

/*
 * Performance & Reports (docs/product/reports.md). Every report is a table of rows computed in
 * SQL; the web draws a chart from the same rows and the CSV export writes them. The columns of
 * each report are listed once here (REPORT_COLUMNS), read by the server's CSV writer, the web
 * table and the tests.
 */

/**
 * Months, weeks and days of the reports are those of this time zone (the tenant's business runs on
 * UK time: quotes expire on London dates too). A deal closed at 23:30 UTC on 31 March 2026 was
 * closed on 1 April in London (summer time) and counts in April.
 */
export const REPORTS_TIME_ZONE = 'Europe/London';

export const REPORT_RANGES = [
  'this-month',
  'last-month',
  'this-quarter',
  'last-12-months',
  'custom',
] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];
export const DEFAULT_REPORT_RANGE: ReportRange = 'this-quarter';
/** The longest custom range, in days (three years and a leap day). */
export const REPORT_MAX_DAYS = 1_097;

export const REPORT_IDS = [
  'pipeline-by-stage',
  'won-lost-by-month',
  'win-rate-by-owner',
  'forecast-by-month',
  'sales-cycle',
  'lost-reasons',
  'activities-by-user-week',
  'tasks-by-user',
  'new-records-by-month',
  'companies-by-lead-status',
] as const;
export type ReportId = (typeof REPORT_IDS)[number];

/** The sections whose read level a report needs beside `reports` (no deal values without deals access). */
export const REPORT_SECTIONS: Record<ReportId, readonly CrmSection[]> = {
  'pipeline-by-stage': ['deals'],
  'won-lost-by-month': ['deals'],
  'win-rate-by-owner': ['deals'],
  'forecast-by-month': ['deals'],
  'sales-cycle': ['deals'],
  'lost-reasons': ['deals'],
  'activities-by-user-week': ['activities'],
  'tasks-by-user': ['tasks'],
  'new-records-by-month': ['companies', 'contacts'],
  'companies-by-lead-status': ['companies'],
};

/**
 * How a column's values read: text; count (integer); money (decimal string); percent (decimal
 * string, one place, or null); days (decimal string, or null); month (YYYY-MM); date (YYYY-MM-DD,
 * a week's Monday); id (not shown, kept for drill-down and exported).
 */
export const REPORT_COLUMN_KINDS = [
  'text',
  'count',
  'money',
  'percent',
  'days',
  'month',
  'date',
  'id',
] as const;
export type ReportColumnKind = (typeof REPORT_COLUMN_KINDS)[number];
export type ReportColumn = { key: string; kind: ReportColumnKind };

const col = (key: string, kind: ReportColumnKind): ReportColumn => ({ key, kind });

export const ACTIVITY_REPORT_TYPES = [
  'call',
  'email',
  'meeting',
  'note',
  'task',
  'visit',
  'proposal',
  'follow-up',
  'other',
] as const;

/** Where new companies and contacts came from: companies manual / enriched / HubSpot; contacts manual / import / HubSpot. */
export const NEW_RECORD_COLUMNS = [
  'companiesManual',
  'companiesEnriched',
  'companiesHubspot',
  'contactsManual',
  'contactsImport',
  'contactsHubspot',
] as const;

export const LEAD_STATUS_ORDER = ['hot', 'warm', 'cold', 'customer', 'lost'] as const;

/** Sales-cycle buckets (days from created to won), each [min, max]; the last is open-ended. */
export const SALES_CYCLE_BUCKETS: readonly (readonly [number, number | null])[] = [
  [0, 7],
  [8, 14],
  [15, 30],
  [31, 60],
  [61, 90],
  [91, 180],
  [181, null],
];

export const REPORT_COLUMNS: Record<ReportId, readonly ReportColumn[]> = {
  'pipeline-by-stage': [
    col('pipelineId', 'id'),
    col('stageId', 'id'),
    col('pipeline', 'text'),
    col('stage', 'text'),
    col('probability', 'count'),
    col('count', 'count'),
    col('value', 'money'),
    col('weighted', 'money'),
  ],
  'won-lost-by-month': [
    col('month', 'month'),
    col('wonCount', 'count'),
    col('wonValue', 'money'),
    col('lostCount', 'count'),
    col('lostValue', 'money'),
  ],
  'win-rate-by-owner': [
    col('ownerId', 'id'),
    col('owner', 'text'),
    col('won', 'count'),
    col('lost', 'count'),
    col('winRate', 'percent'),
    col('wonValue', 'money'),
  ],
  'forecast-by-month': [
    col('month', 'month'),
    col('count', 'count'),
    col('value', 'money'),
    col('weighted', 'money'),
  ],
  'sales-cycle': [
    col('bucket', 'text'),
    col('minDays', 'count'),
    col('maxDays', 'count'),
    col('count', 'count'),
    col('value', 'money'),
  ],
  'lost-reasons': [
    col('reasonId', 'id'),
    col('reason', 'text'),
    col('count', 'count'),
    col('value', 'money'),
  ],
  'activities-by-user-week': [
    col('week', 'date'),
    col('userId', 'id'),
    col('user', 'text'),
    ...ACTIVITY_REPORT_TYPES.map((type) => col(type, 'count')),
    col('total', 'count'),
  ],
  'tasks-by-user': [
    col('userId', 'id'),
    col('user', 'text'),
    col('completed', 'count'),
    col('overdue', 'count'),
  ],
  'new-records-by-month': [col('month', 'month'), ...NEW_RECORD_COLUMNS.map((key) => col(key, 'count'))],
  'companies-by-lead-status': [col('status', 'id'), col('leadStatus', 'text'), col('count', 'count')],
};

const uuid = z.uuid();
const isoDate = z.iso.date();

/** The filters of /reports, kept in the address; the API takes the same names. */
export const reportQuerySchema = z
  .object({
    range: z.enum(REPORT_RANGES).default(DEFAULT_REPORT_RANGE),
    /** Custom range: first and last day (inclusive), London dates. */
    from: isoDate.optional(),
    to: isoDate.optional(),
    /** "mine" or a user id; absent is everyone. */
    owner: ownerFilterSchema,
    pipelineId: uuid.optional(),
  })
  .superRefine((query, context) => {
    if (query.range !== 'custom') return;
    if (!query.from || !query.to) {
      context.addIssue({
        code: 'custom',
        path: ['from'],
        message: 'A custom range needs a first and a last day',
      });
      return;
    }
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
    if (days < 0)
      context.addIssue({ code: 'custom', path: ['to'], message: 'The last day is before the first' });
    if (days >= REPORT_MAX_DAYS)
      context.addIssue({ code: 'custom', path: ['to'], message: 'A range may be at most three years' });
  });
export type ReportQuery = z.input<typeof reportQuerySchema>;
export type ReportQueryValues = z.output<typeof reportQuerySchema>;

export const reportIdParamsSchema = z.object({ reportId: z.enum(REPORT_IDS) });

/** The resolved range: first and last day, inclusive. */
export const reportPeriodSchema = z.object({ from: isoDate, to: isoDate });
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

const cell = z.union([z.string(), z.number(), z.null()]);
export const reportRowSchema = z.record(z.string(), cell);
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportResponseSchema = z.object({
  report: z.enum(REPORT_IDS),
  period: reportPeriodSchema,
  rows: z.array(reportRowSchema),
});
export type ReportResponse = z.infer<typeof reportResponseSchema>;

/** A cell of each column kind as the API sends it (see REPORT_COLUMN_KINDS); null where nothing applies. */
const CELL_OF_KIND: Record<ReportColumnKind, z.ZodType<string | number | null>> = {
  text: z.string().nullable(),
  count: z.number().nullable(),
  money: z.string().nullable(),
  percent: z.string().nullable(),
  days: z.string().nullable(),
  month: z.string().nullable(),
  date: z.string().nullable(),
  id: z.string().nullable(),
};

const responseOf = <const R extends ReportId>(report: R) =>
  z.object({
    report: z.literal(report),
    period: reportPeriodSchema,
    rows: z.array(
      z.object(Object.fromEntries(REPORT_COLUMNS[report].map((c) => [c.key, CELL_OF_KIND[c.kind]]))),
    ),
  });

/**
 * The same answer as reportResponseSchema, each report's rows checked column by column (REPORT_COLUMNS):
 * what the server validates its answers with. A record of a three-way union validated the 528 rows
 * of activities by user and week in 3.7 ms; objects of known keys (which zod compiles) take 0.1 ms.
 */
export const reportResponseByReportSchema: z.ZodType<ReportResponse> = z.discriminatedUnion('report', [
  responseOf('pipeline-by-stage'),
  responseOf('won-lost-by-month'),
  responseOf('win-rate-by-owner'),
  responseOf('forecast-by-month'),
  responseOf('sales-cycle'),
  responseOf('lost-reasons'),
  responseOf('activities-by-user-week'),
  responseOf('tasks-by-user'),
  responseOf('new-records-by-month'),
  responseOf('companies-by-lead-status'),
]);

/**
 * The headline cards. Null where the user's levels hide the figure (deal figures without deals
 * access, overdue tasks without tasks access) or where there is nothing to divide (no closed deal:
 * no win rate; no won deal: no cycle).
 */
export const reportOverviewSchema = z.object({
  period: reportPeriodSchema,
  /** The quarter of today that the weighted forecast covers. */
  quarter: reportPeriodSchema,
  figures: z.object({
    openPipelineValue: moneySchema.nullable(),
    openDeals: z.number().int().nullable(),
    weightedForecastQuarter: moneySchema.nullable(),
    wonValue: moneySchema.nullable(),
    wonCount: z.number().int().nullable(),
    winRate: z.string().nullable(),
    averageSalesCycleDays: z.string().nullable(),
    overdueTasks: z.number().int().nullable(),
  }),
  /** Which data sections the user may read (the page hides the reports of the others). */
  access: z.object({
    deals: z.boolean(),
    activities: z.boolean(),
    tasks: z.boolean(),
    companies: z.boolean(),
    contacts: z.boolean(),
  }),
});
export type ReportOverview = z.infer<typeof reportOverviewSchema>;

/** Whether a user with these readable sections may see a report. */
export function reportAllowed(report: ReportId, canRead: (section: CrmSection) => boolean): boolean {
  return REPORT_SECTIONS[report].every(canRead);
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => {
  // Month arithmetic on UTC dates: a calendar date never shifts with the time zone.
  const date = new Date(Date.UTC(y, m - 1, d));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};
/** The last day of month m (1-12) of year y. */
const lastDay = (y: number, m: number) => ymd(y, m + 1, 0);

/** The quarter holding `today` (YYYY-MM-DD). */
export function quarterOf(today: string): ReportPeriod {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  const first = m - ((m - 1) % 3);
  return { from: ymd(y, first, 1), to: lastDay(y, first + 2) };
}

/**
 * The first and last day of a range, given today's date in REPORTS_TIME_ZONE. Last 12 months is
 * the current month and the eleven before it, whole months, so a by-month chart has 12 full bars.
 */
export function resolveReportPeriod(
  query: Pick<ReportQueryValues, 'range' | 'from' | 'to'>,
  today: string,
): ReportPeriod {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  switch (query.range) {
    case 'this-month':
      return { from: ymd(y, m, 1), to: lastDay(y, m) };
    case 'last-month':
      return { from: ymd(y, m - 1, 1), to: lastDay(y, m - 1) };
    case 'this-quarter':
      return quarterOf(today);
    case 'last-12-months':
      return { from: ymd(y, m - 11, 1), to: lastDay(y, m) };
    case 'custom':
      return { from: query.from ?? today, to: query.to ?? today };
  }
}

/**
 * Made on first use and kept: building an Intl.DateTimeFormat with a time zone cost 0.31 ms (it
 * loads the zone's rules), a sizeable part of a small report request's JavaScript; formatting with
 * a kept one, 0.004 ms. Not at module load, so a web page that never asks pays nothing.
 */
let reportsDayFormat: Intl.DateTimeFormat | undefined;

/** Today's date (YYYY-MM-DD) in REPORTS_TIME_ZONE at `now`. */
export function reportsToday(now: Date = new Date()): string {
  reportsDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: REPORTS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return reportsDayFormat.format(now);
}
