import { type CreateTaskRequest, taskResponseSchema } from '@northdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateTaskLinks } from './useInvalidateTaskLinks';

export function useCreateTask() {
  const invalidate = useInvalidateTaskLinks();
  return useMutation({
    mutationFn: (body: CreateTaskRequest) =>
      apiFetch('/api/tasks', { method: 'POST', body, schema: taskResponseSchema }),
    onSuccess: invalidate,
  });
}
