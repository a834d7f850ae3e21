import type { ActivityListQuery } from '@northdesk/shared';

export const ACTIVITIES_QUERY_KEY = ['activities'] as const;
export const activitiesQueryKeys = {
  list: (query: ActivityListQuery) => [...ACTIVITIES_QUERY_KEY, 'list', query] as const,
};
