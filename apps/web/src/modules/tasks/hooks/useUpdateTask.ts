import { taskResponseSchema, type UpdateTaskRequest } from '@northdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateTaskLinks } from './useInvalidateTaskLinks';

export function useUpdateTask() {
  const invalidate = useInvalidateTaskLinks();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateTaskRequest }) =>
      apiFetch(`/api/tasks/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: taskResponseSchema }),
    onSuccess: invalidate,
  });
}
