import type { ActivityListQuery } from '@northdesk/shared';

/** React Query keys of the activities area; invalidating `all` refreshes every activities view. */
export const activitiesQueryKeys = {
  all: ['activities'] as const,
  list: (query: ActivityListQuery) => ['activities', 'list', query] as const,
};
