import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Saves the signed-in user's manual order of the task list. */
export function useSaveTaskOrder() {
  return useMutation({
    mutationFn: (ids: string[]) => apiFetch('/api/tasks/order', { method: 'PUT', body: { ids } }),
  });
}
