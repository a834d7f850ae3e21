import {
  CRM_DASHBOARD_COPY,
  DASHBOARD_SUMMARY_URL,
  type DashboardScope,
  dashboardSummaryResponseSchema,
} from '@northdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { dashboardQueryKeys } from '../utils/dashboard-query-keys';

export function dashboardSummaryQuery(scope: DashboardScope) {
  return queryOptions({
    // Under the summary key, so invalidating the summary refreshes both scopes.
    queryKey: [...dashboardQueryKeys.summary, scope],
    queryFn: ({ signal }) =>
      // Everyone's is the page's first request, preloaded with it (PAGE_FIRST_REQUESTS): the same URL.
      apiFetch(`${DASHBOARD_SUMMARY_URL}${scope === 'mine' ? '?scope=mine' : ''}`, {
        schema: dashboardSummaryResponseSchema,
        signal,
      }),
    meta: { errorToast: CRM_DASHBOARD_COPY.summaryFailed },
  });
}

/** The cards' live figures, everyone's or mine (null where the user's access level hides a section). */
export function useDashboardSummary(scope: DashboardScope = 'everyone') {
  return useQuery({ ...dashboardSummaryQuery(scope), select: (data) => data.figures });
}
