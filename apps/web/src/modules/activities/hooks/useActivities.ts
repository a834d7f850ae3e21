import { ACTIVITIES_COPY, type ActivityListQuery, activityListResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { activitiesQueryKeys } from '../utils/activities-query-keys';

/** Latest activities of the tenant, or of one company or contact, with the total. */
export function useActivities(query: ActivityListQuery = {}, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: activitiesQueryKeys.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (query.crmCompanyId) params.set('crmCompanyId', query.crmCompanyId);
      if (query.contactId) params.set('contactId', query.contactId);
      if (query.limit) params.set('limit', String(query.limit));
      const suffix = params.size > 0 ? `?${params.toString()}` : '';
      return apiFetch(`/api/activities${suffix}`, { schema: activityListResponseSchema, signal });
    },
    enabled: options.enabled ?? true,
    meta: { errorToast: ACTIVITIES_COPY.fetchFailed },
  });
}
