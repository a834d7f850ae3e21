import { ACTIVITIES_COPY, type ActivityListQuery, activityListResponseSchema } from '@northdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { activitiesQueryKeys } from '../utils/activities-query-keys';

const KEYS = [
  'crmCompanyId',
  'contactId',
  'createdBy',
  'type',
  'from',
  'to',
  'search',
  'before',
  'after',
] as const;

/** Activities of the tenant (a page, filtered), or of one company or contact, with the total. */
export function useActivities(
  query: ActivityListQuery = {},
  options: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  return useQuery({
    queryKey: activitiesQueryKeys.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      for (const key of KEYS) {
        const value = query[key];
        if (value) params.set(key, value);
      }
      if (query.limit) params.set('limit', String(query.limit));
      const suffix = params.size > 0 ? `?${params.toString()}` : '';
      return apiFetch(`/api/activities${suffix}`, { schema: activityListResponseSchema, signal });
    },
    // /activities: the previous page stays on screen (dimmed) while the next one or a new filter
    // loads; never on a company's or contact's tab, which must not show another one's activities.
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    enabled: options.enabled ?? true,
    meta: { errorToast: ACTIVITIES_COPY.fetchFailed },
  });
}
