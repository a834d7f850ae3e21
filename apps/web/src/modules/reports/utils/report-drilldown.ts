import type { ReportId, ReportPeriod, ReportRow } from '@northdesk/shared';
import type { ReportFilters } from '../hooks/useReportFilters';

/*
 * Drill-down (issue 23 item 4): the deals, activities or tasks behind a bar or a row, as a link to
 * their page with the matching filters in its address; the companies and contacts reports open
 * those lists filtered by created month, source or lead status.
 */

/** A new-records column: which list and which source it counts. */
const NEW_RECORD_SERIES: Record<string, { path: '/companies' | '/contacts'; source: string }> = {
  companiesManual: { path: '/companies', source: 'manual_entry' },
  companiesEnriched: { path: '/companies', source: 'auto_enriched' },
  companiesHubspot: { path: '/companies', source: 'external_crm' },
  contactsManual: { path: '/contacts', source: 'manual' },
  contactsImport: { path: '/contacts', source: 'import' },
  contactsHubspot: { path: '/contacts', source: 'external_crm' },
};

const lastDayOfMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** The part of a month or week inside the period. */
const clip = (from: string, to: string, period: ReportPeriod) => ({
  from: later(from, period.from),
  to: earlier(to, period.to),
});

const href = (path: string, params: Record<string, string | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  return `${path}?${search.toString()}`;
};

/**
 * Where a row (or one of its bars: `series` is the bar's column) leads, or null. Deal links carry
 * the report's owner and pipeline filters.
 */
export function drillDownHref(
  report: ReportId,
  row: ReportRow,
  period: ReportPeriod,
  filters: ReportFilters,
  series?: string,
): string | null {
  const deals = (params: Record<string, string | null | undefined>) =>
    href('/deals', { view: 'list', owner: filters.owner, pipelineId: filters.pipelineId, ...params });
  const closed = { closedFrom: period.from, closedTo: period.to };
  const str = (key: string) => (row[key] === null || row[key] === undefined ? null : String(row[key]));
  switch (report) {
    case 'pipeline-by-stage':
      return deals({ status: 'open', pipelineId: str('pipelineId'), stageId: str('stageId') });
    case 'won-lost-by-month': {
      const month = str('month') ?? '';
      const range = clip(`${month}-01`, lastDayOfMonth(month), period);
      const status = series?.startsWith('lost') ? 'lost' : series?.startsWith('won') ? 'won' : 'all';
      return deals({ status, closedFrom: range.from, closedTo: range.to });
    }
    case 'win-rate-by-owner':
      return deals({ status: 'all', ...closed, owner: str('ownerId') ?? 'none' });
    case 'forecast-by-month':
      return deals({ status: 'open', closeMonth: str('month') });
    case 'sales-cycle':
      // The bar's own deals: won in the period after that many days.
      return deals({ status: 'won', ...closed, cycleMinDays: str('minDays'), cycleMaxDays: str('maxDays') });
    case 'lost-reasons':
      return deals({ status: 'lost', ...closed, lostReasonId: str('reasonId') ?? 'none' });
    case 'activities-by-user-week': {
      const week = str('week') ?? period.from;
      const range = clip(week, addDays(week, 6), period);
      const owner = filters.owner || undefined;
      return href('/activities', {
        createdBy: str('userId') ?? owner,
        type: series && series !== 'total' ? series : undefined,
        from: range.from,
        to: range.to,
      });
    }
    case 'tasks-by-user': {
      const assignee = str('userId') ?? 'unassigned';
      return series === 'overdue'
        ? href('/tasks', { tab: 'overdue', assignee })
        : href('/tasks', { tab: 'completed', assignee, completedFrom: period.from, completedTo: period.to });
    }
    case 'new-records-by-month': {
      // A bar: its list and source in that month; the row: every company created that month.
      const month = str('month') ?? '';
      const range = clip(`${month}-01`, lastDayOfMonth(month), period);
      const target = (series && NEW_RECORD_SERIES[series]) || { path: '/companies', source: undefined };
      return href(target.path, {
        owner: filters.owner,
        createdFrom: range.from,
        createdTo: range.to,
        source: target.source,
      });
    }
    case 'companies-by-lead-status':
      return href('/companies', { owner: filters.owner, leadStatus: str('status') });
    default:
      return null;
  }
}
