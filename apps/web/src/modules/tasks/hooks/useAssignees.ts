import { taskAssigneesResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { tasksQueryKeys } from '../utils/tasks-query-keys';

/** The tenant's users a task can be assigned to. */
export function useAssignees() {
  return useQuery({
    queryKey: tasksQueryKeys.assignees,
    queryFn: ({ signal }) =>
      apiFetch('/api/tasks/assignees', { schema: taskAssigneesResponseSchema, signal }),
    staleTime: 60_000,
  });
}
