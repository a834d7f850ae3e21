import { useQueryClient } from '@tanstack/react-query';
import { companiesQueryKeys } from '@/modules/companies/utils/companies-query-keys';
import { tasksQueryKeys } from '../utils/tasks-query-keys';

/**
 * After a task is created or edited: the task lists, and the company pages, whose task counts
 * (summary) follow the task's links, which may have changed for any company, not only the one
 * whose page the task was created from.
 */
export function useInvalidateTaskLinks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tasksQueryKeys.all }),
      queryClient.invalidateQueries({ queryKey: companiesQueryKeys.details }),
    ]);
}
