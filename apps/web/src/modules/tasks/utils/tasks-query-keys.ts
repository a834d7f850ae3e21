import type { TaskListQuery } from '@northdesk/shared';

/** React Query keys of the tasks area; invalidating `all` refreshes every tasks view. */
export const tasksQueryKeys = {
  all: ['tasks'] as const,
  list: (query: TaskListQuery) => ['tasks', 'list', query] as const,
  detail: (id: string) => ['tasks', 'detail', id] as const,
  assignees: ['tasks', 'assignees'] as const,
};
