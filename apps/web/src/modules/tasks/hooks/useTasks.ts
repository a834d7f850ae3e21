import {
  type CreateTaskRequest,
  checklistItemResponseSchema,
  TASKS_COPY,
  type TaskListQuery,
  taskAssigneesResponseSchema,
  taskDetailResponseSchema,
  taskListResponseSchema,
  taskNoteResponseSchema,
  taskResponseSchema,
  type UpdateTaskRequest,
} from '@northdesk/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { companiesQueryKeys } from '@/modules/companies/utils/companies-query-keys';
import { localToday } from '../utils/task-format';
import { tasksQueryKeys } from '../utils/tasks-query-keys';

/** A failed upload; `refused` when the server said why (size, no file), else saving it failed. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly refused: boolean,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** Tasks of a tab, company, contact or parent; overdue and due soon judged on the viewer's date. */
export function useTasks(query: TaskListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: tasksQueryKeys.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ today: localToday() });
      for (const [key, value] of Object.entries(query)) if (value) params.set(key, String(value));
      return apiFetch(`/api/tasks?${params.toString()}`, { schema: taskListResponseSchema, signal });
    },
    enabled: options.enabled ?? true,
    // The tabs of /tasks: 'Failed to fetch tasks'; a company's or contact's tasks: 'Failed to load tasks'.
    meta: { errorToast: query.tab ? TASKS_COPY.fetchTasksFailed : TASKS_COPY.loadTasksFailed },
  });
}

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

export function useAssignees() {
  return useQuery({
    queryKey: tasksQueryKeys.assignees,
    queryFn: ({ signal }) =>
      apiFetch('/api/tasks/assignees', { schema: taskAssigneesResponseSchema, signal }),
    staleTime: 60_000,
  });
}

function useInvalidateTasks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tasksQueryKeys.all });
}

/**
 * After a task is created or edited: the task lists, and the company pages, whose task counts
 * (summary) follow the task's links, which may have changed for any company, not only the one
 * whose page the task was created from.
 */
function useInvalidateTaskLinks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tasksQueryKeys.all }),
      queryClient.invalidateQueries({ queryKey: companiesQueryKeys.details }),
    ]);
}

export function useCreateTask() {
  const invalidate = useInvalidateTaskLinks();
  return useMutation({
    mutationFn: (body: CreateTaskRequest) =>
      apiFetch('/api/tasks', { method: 'POST', body, schema: taskResponseSchema }),
    onSuccess: invalidate,
  });
}

export function useUpdateTask() {
  const invalidate = useInvalidateTaskLinks();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateTaskRequest }) =>
      apiFetch(`/api/tasks/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: taskResponseSchema }),
    onSuccess: invalidate,
  });
}

export function useSaveTaskOrder() {
  return useMutation({
    mutationFn: (ids: string[]) => apiFetch('/api/tasks/order', { method: 'PUT', body: { ids } }),
  });
}

/** Notes, checklist and files of one task; each refreshes the task's detail. */
export function useTaskChildren(taskId: string) {
  const invalidate = useInvalidateTasks();
  const base = `/api/tasks/${encodeURIComponent(taskId)}`;
  return {
    addNote: useMutation({
      mutationFn: (content: string) =>
        apiFetch(`${base}/notes`, { method: 'POST', body: { content }, schema: taskNoteResponseSchema }),
      onSuccess: invalidate,
    }),
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
