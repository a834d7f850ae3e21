import { checklistItemResponseSchema } from '@northdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateTasks } from './useInvalidateTasks';

/** Add, tick, delete and reorder the items of a task's checklist; each refreshes the task's detail. */
export function useTaskChecklistMutations(taskId: string) {
  const invalidate = useInvalidateTasks();
  const base = `/api/tasks/${encodeURIComponent(taskId)}`;
  return {
    addItem: useMutation({
      mutationFn: (content: string) =>
        apiFetch(`${base}/checklist`, {
          method: 'POST',
          body: { content },
          schema: checklistItemResponseSchema,
        }),
      onSuccess: invalidate,
    }),

    toggleItem: useMutation({
      mutationFn: ({ id, completed }: { id: string; completed: boolean }) =>
        apiFetch(`${base}/checklist/${id}`, {
          method: 'PATCH',
          body: { completed },
          schema: checklistItemResponseSchema,
        }),
      onSuccess: invalidate,
    }),

    deleteItem: useMutation({
      mutationFn: (id: string) => apiFetch(`${base}/checklist/${id}`, { method: 'DELETE' }),
      onSuccess: invalidate,
    }),

    reorderItems: useMutation({
      mutationFn: (ids: string[]) =>
        apiFetch(`${base}/checklist/order`, {
          method: 'PUT',
          body: { ids },
          schema: z.object({ items: z.array(checklistItemResponseSchema.shape.item) }),
        }),
      onSuccess: invalidate,
    }),
  };
}
