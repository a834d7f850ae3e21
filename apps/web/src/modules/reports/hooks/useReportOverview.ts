import { REPORTS_COPY, reportOverviewSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { reportsQueryKeys } from '../utils/reports-query-keys';
import { type ReportFilters, reportQueryString } from './useReportFilters';

/** The headline figures for the filters. */
export function useReportOverview(filters: ReportFilters, enabled: boolean) {
  return useQuery({
    queryKey: reportsQueryKeys.overview(filters),
    queryFn: ({ signal }) =>
      apiFetch(`/api/reports/overview?${reportQueryString(filters)}`, {
        schema: reportOverviewSchema,
        signal,
      }),
    enabled,
    placeholderData: (previous) => previous,
    meta: { errorToast: REPORTS_COPY.overviewFailed },
  });
}
