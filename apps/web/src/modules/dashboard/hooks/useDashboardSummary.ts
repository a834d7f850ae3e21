import { CRM_DASHBOARD_COPY, dashboardSummaryResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { dashboardQueryKeys } from '../utils/dashboard-query-keys';

/** The cards' live figures (null where the user's access level hides a section). */
export function useDashboardSummary() {
  return useQuery({
    queryKey: dashboardQueryKeys.summary,
    queryFn: ({ signal }) =>
      apiFetch('/api/dashboard/summary', { schema: dashboardSummaryResponseSchema, signal }),
    select: (data) => data.figures,
    meta: { errorToast: CRM_DASHBOARD_COPY.summaryFailed },
  });
}
