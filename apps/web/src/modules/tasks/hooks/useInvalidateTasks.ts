import { useQueryClient } from '@tanstack/react-query';
import { tasksQueryKeys } from '../utils/tasks-query-keys';

/** Refreshes every tasks view (lists and details). */
export function useInvalidateTasks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tasksQueryKeys.all });
}
