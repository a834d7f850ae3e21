import { TASKS_COPY } from '@northdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { UploadError } from '../utils/upload-error';
import { useInvalidateTasks } from './useInvalidateTasks';

/** Upload and delete a task's files; each refreshes the task's detail. */
export function useTaskFileMutations(taskId: string) {
  const invalidate = useInvalidateTasks();
  const base = `/api/tasks/${encodeURIComponent(taskId)}`;
  return {
    upload: useMutation({
      mutationFn: async (file: File) => {
        const form = new FormData();
        form.append('file', file);
        const response = await fetch(`${base}/attachments`, {
          method: 'POST',
          body: form,
          credentials: 'include',
        });
        if (!response.ok) {
          const body: unknown = await response.json().catch(() => undefined);
          const parsed = z.object({ error: z.object({ message: z.string() }) }).safeParse(body);
          // A refusal the server explains (too large, no file): that message; anything else: the record failed.
          throw new UploadError(
            parsed.success ? parsed.data.error.message : TASKS_COPY.saveAttachmentFailed,
            parsed.success && response.status < 500,
          );
        }
      },
      onSuccess: invalidate,
    }),

    deleteFile: useMutation({
      mutationFn: (id: string) => apiFetch(`${base}/attachments/${id}`, { method: 'DELETE' }),
      onSuccess: invalidate,
    }),
  };
}
