import { ACTIVITY_REPORT_TYPES, NEW_RECORD_COLUMNS, type ReportId, type ReportRow } from '@northdesk/shared';

/**
 * Colour-blind-safe series colours (Okabe and Ito), distinguishable in print and for the common
 * colour-vision deficiencies; every chart has a legend and a table view besides.
 */
export const SERIES_COLOURS = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#CC79A7',
  '#56B4E9',
  '#D55E00',
  '#6B6B6B',
  '#8C6D1F',
  '#1B3A5C',
] as const;

export type ChartSpec = {
  /** The column along the horizontal axis. */
  x: string;
  /** One bar per series (a column); stacked when `stacked`. */
  series: readonly string[];
  stacked?: boolean;
  /** What the bars measure, for the axis and tooltip. */
  unit: 'count' | 'money' | 'percent';
  /** Rows as the chart draws them (e.g. activities summed per week over users). */
  rows?: (rows: ReportRow[]) => ReportRow[];
};

function sumByWeek(rows: ReportRow[]): ReportRow[] {
  const weeks = new Map<string, ReportRow>();
  for (const row of rows) {
    const week = String(row.week);
    const sum = weeks.get(week) ?? { week, userId: null };
    for (const type of [...ACTIVITY_REPORT_TYPES, 'total'])
      sum[type] = Number(sum[type] ?? 0) + Number(row[type] ?? 0);
    weeks.set(week, sum);
  }
  return [...weeks.values()];
}

export const REPORT_CHARTS: Record<ReportId, ChartSpec> = {
  'pipeline-by-stage': { x: 'stage', series: ['value', 'weighted'], unit: 'money' },
  'won-lost-by-month': { x: 'month', series: ['wonCount', 'lostCount'], unit: 'count' },
  'win-rate-by-owner': { x: 'owner', series: ['winRate'], unit: 'percent' },
  'forecast-by-month': { x: 'month', series: ['value', 'weighted'], unit: 'money' },
  'sales-cycle': { x: 'bucket', series: ['count'], unit: 'count' },
  'lost-reasons': { x: 'reason', series: ['count'], unit: 'count' },
  'activities-by-user-week': {
    x: 'week',
    series: ACTIVITY_REPORT_TYPES,
    stacked: true,
    unit: 'count',
    rows: sumByWeek,
  },
  'tasks-by-user': { x: 'user', series: ['completed', 'overdue'], unit: 'count' },
  'new-records-by-month': { x: 'month', series: NEW_RECORD_COLUMNS, stacked: true, unit: 'count' },
  'companies-by-lead-status': { x: 'leadStatus', series: ['count'], unit: 'count' },
};
