import { TASKS_COPY, type TaskListQuery, taskListResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { localToday } from '../utils/task-format';
import { tasksQueryKeys } from '../utils/tasks-query-keys';

/** Tasks of a tab, company, contact or parent; overdue and due soon judged on the viewer's date. */
export function useTasks(query: TaskListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: tasksQueryKeys.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ today: localToday() });
      for (const [key, value] of Object.entries(query)) if (value) params.set(key, String(value));
      return apiFetch(`/api/tasks?${params.toString()}`, { schema: taskListResponseSchema, signal });
    },
    enabled: options.enabled ?? true,
    // The tabs of /tasks: 'Failed to fetch tasks'; a company's or contact's tasks: 'Failed to load tasks'.
    meta: { errorToast: query.tab ? TASKS_COPY.fetchTasksFailed : TASKS_COPY.loadTasksFailed },
  });
}
