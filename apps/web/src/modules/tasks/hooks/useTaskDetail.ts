import { taskDetailResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { localToday } from '../utils/task-format';
import { tasksQueryKeys } from '../utils/tasks-query-keys';

/** One task with its notes, checklist, subtasks, activity and files (the detail page). */
export function useTaskDetail(id: string) {
  return useQuery({
    queryKey: tasksQueryKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch(`/api/tasks/${encodeURIComponent(id)}?today=${localToday()}`, {
        schema: taskDetailResponseSchema,
        signal,
      }),
    retry: false,
  });
}
