import { taskNoteResponseSchema } from '@northdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateTasks } from './useInvalidateTasks';

/** Adds a note to a task; refreshes the task's detail. */
export function useAddTaskNote(taskId: string) {
  const invalidate = useInvalidateTasks();
  const base = `/api/tasks/${encodeURIComponent(taskId)}`;
  return useMutation({
    mutationFn: (content: string) =>
      apiFetch(`${base}/notes`, { method: 'POST', body: { content }, schema: taskNoteResponseSchema }),
    onSuccess: invalidate,
  });
}
