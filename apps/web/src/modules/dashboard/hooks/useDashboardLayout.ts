import {
  DASHBOARD_LAYOUT_URL,
  dashboardLayoutResponseSchema,
  effectiveDashboardLayout,
} from '@northdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { dashboardQueryKeys } from '../utils/dashboard-query-keys';

export const dashboardLayoutQuery = queryOptions({
  queryKey: dashboardQueryKeys.layout,
  // The page's first request, preloaded with the page (PAGE_FIRST_REQUESTS): the same URL.
  queryFn: ({ signal }) => apiFetch(DASHBOARD_LAYOUT_URL, { schema: dashboardLayoutResponseSchema, signal }),
});

/** The user's card order: the saved one, else the default (the server resets an invalid one). */
export function useDashboardLayout() {
  const query = useQuery(dashboardLayoutQuery);
  // A failed load shows the default order rather than nothing.
  const layout = query.isPending ? null : effectiveDashboardLayout(query.data?.layout ?? null);
  return { layout, isLoading: query.isPending };
}
