import { type ReportId, reportResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { reportsQueryKeys } from '../utils/reports-query-keys';
import { type ReportFilters, reportQueryString } from './useReportFilters';

/** One report's rows for the filters (kept on screen while new filters load). */
export function useReport(id: ReportId, filters: ReportFilters, enabled: boolean) {
  return useQuery({
    queryKey: reportsQueryKeys.report(id, filters),
    queryFn: ({ signal }) =>
      apiFetch(`/api/reports/${id}?${reportQueryString(filters)}`, { schema: reportResponseSchema, signal }),
    enabled,
    placeholderData: (previous) => previous,
  });
}
