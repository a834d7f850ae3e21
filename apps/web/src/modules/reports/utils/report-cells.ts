import {
  formatMoney,
  REPORT_COLUMNS,
  REPORTS_COPY,
  type ReportColumn,
  type ReportId,
  type ReportRow,
} from '@northdesk/shared';

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A cell as the table shows it: money with its pound sign (exact, from the decimal string), months and weeks readable. */
export function formatCell(column: ReportColumn, value: ReportRow[string]): string {
  if (value === null || value === undefined) return '—';
  switch (column.kind) {
    case 'money':
      return formatMoney(String(value));
    case 'percent':
      return `${value} %`;
    case 'month':
      return monthLabel(String(value));
    case 'date':
      return dayLabel(String(value));
    case 'count':
      return typeof value === 'number' ? value.toLocaleString('en-GB') : String(value);
    default:
      return String(value);
  }
}

/** The columns a person sees (ids stay for drill-down and are not shown). */
export const visibleColumns = (report: ReportId) => REPORT_COLUMNS[report].filter((c) => c.kind !== 'id');

export const columnHeading = (report: ReportId, key: string) =>
  (REPORTS_COPY.reports[report].columns as Record<string, string>)[key] ?? key;

/** What names a row (its first shown column), for links and announcements. */
export function rowLabel(report: ReportId, row: ReportRow): string {
  const first = visibleColumns(report)[0];
  if (!first) return '';
  const label = formatCell(first, row[first.key] ?? null);
  if (report === 'activities-by-user-week' && row.user) return `${label}, ${row.user}`;
  if (report === 'pipeline-by-stage') return String(row.stage ?? label);
  return label;
}
