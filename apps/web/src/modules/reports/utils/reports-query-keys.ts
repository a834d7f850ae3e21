import type { ReportId } from '@northdesk/shared';
import type { ReportFilters } from '../hooks/useReportFilters';

/** React Query keys of the reports; invalidating `all` refreshes every report. */
export const reportsQueryKeys = {
  all: ['reports'] as const,
  overview: (filters: ReportFilters) => ['reports', 'overview', filters] as const,
  report: (id: ReportId, filters: ReportFilters) => ['reports', 'report', id, filters] as const,
};
