import { z } from 'zod';
import { TASKS_COPY } from '../copy/tasks.ts';

/** Task status (docs/product/tasks.md): todo is the default; the form allows any status. */
export const TASK_STATUSES = ['todo', 'in_progress', 'blocked', 'done', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_TABS = ['my-tasks', 'all', 'overdue', 'completed'] as const;
export type TaskTab = (typeof TASK_TABS)[number];
export const TASK_ACTIVITY_ACTIONS = [
  'created',
  'edited',
  'status_changed',
  'note_added',
  'checklist_item_added',
  'checklist_item_toggled',
  'file_attached',
] as const;
export type TaskActivityAction = (typeof TASK_ACTIVITY_ACTIONS)[number];

/** Due-soon window (docs/product/tasks.md). */
export const TASK_DUE_SOON_DAYS = 7;
/** Default upload limit for task files; the server's UPLOAD_MAX_BYTES overrides it. */
export const TASK_UPLOAD_DEFAULT_MAX_BYTES = 25 * 1024 * 1024;

/** Status badge variants (docs/product/tasks.md). */
export const TASK_STATUS_BADGE: Record<TaskStatus, 'default' | 'secondary' | 'destructive'> = {
  todo: 'secondary',
  in_progress: 'default',
  blocked: 'destructive',
  done: 'default',
  cancelled: 'secondary',
};
/** A status's human label ("To do", "In progress"…). */
export const taskStatusLabel = (status: TaskStatus | (string & {})): string =>
  TASKS_COPY.statusLabels[status as TaskStatus] ?? status.replaceAll('_', ' ');
/** A priority's human label ("Medium"…). */
export const taskPriorityLabel = (priority: TaskPriority) => TASKS_COPY.priorityLabels[priority];

/** Underscores shown as spaces (docs/product/tasks.md). */
export const spaced = (value: string) => value.replaceAll('_', ' ');

/** Closed tasks: hidden from My Tasks and All Tasks, never overdue. */
export const isClosedStatus = (status: TaskStatus) => status === 'done' || status === 'cancelled';

/** Adds days to a calendar date (YYYY-MM-DD), in UTC so no zone shifts it. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Overdue and due soon (docs/product/tasks.md), on calendar dates. `today` is the viewer's local date:
 * a task due today is not overdue (the day is not over) and is due soon; due within the next
 * 7 days (today … today + 7) is due soon. Done and cancelled tasks are neither.
 */
export function dueStateOf(
  task: { status: TaskStatus; dueDate: string | null },
  today: string,
): { isOverdue: boolean; isDueSoon: boolean } {
  if (!task.dueDate || isClosedStatus(task.status)) return { isOverdue: false, isDueSoon: false };
  const isOverdue = task.dueDate < today;
  const isDueSoon = !isOverdue && task.dueDate <= addDays(today, TASK_DUE_SOON_DAYS);
  return { isOverdue, isDueSoon };
}

const personSchema = z.object({ id: z.string(), name: z.string().nullable() });

export const taskLinkedCompanySchema = z.object({
  crmCompanyId: z.uuid(),
  crmCompanyName: z.string(),
  contacts: z.array(
    z.object({ contactId: z.uuid(), contactName: z.string(), contactEmail: z.string().nullable() }),
  ),
});
export type TaskLinkedCompany = z.infer<typeof taskLinkedCompanySchema>;

export const taskSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  description: z.string().nullable(),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  dueDate: z.iso.date().nullable(),
  assignedTo: personSchema.nullable(),
  createdBy: personSchema.nullable(),
  parentTaskId: z.uuid().nullable(),
  crmCompanyId: z.uuid().nullable(),
  contactId: z.uuid().nullable(),
  dealId: z.uuid().nullable(),
  linkedCompanies: z.array(taskLinkedCompanySchema),
  isOverdue: z.boolean(),
  isDueSoon: z.boolean(),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Task = z.infer<typeof taskSchema>;

export const taskListQuerySchema = z.object({
  tab: z.enum(TASK_TABS).optional(),
  /** The viewer's local date; overdue and due soon are computed against it (UTC date when absent). */
  today: z.iso.date().optional(),
  crmCompanyId: z.uuid().optional(),
  contactId: z.uuid().optional(),
  parentTaskId: z.uuid().optional(),
  dealId: z.uuid().optional(),
  /** Words of the title or description (case-insensitive). */
  search: z.string().trim().max(200, TASKS_COPY.tooLong).optional(),
  /** A user id, or "unassigned". */
  assignedTo: z.string().min(1).max(100).optional(),
  /** Completed on these London days (inclusive): the reports' drill-down. */
  completedFrom: z.iso.date().optional(),
  completedTo: z.iso.date().optional(),
});
export type TaskListQuery = z.input<typeof taskListQuerySchema>;

export const taskListResponseSchema = z.object({ tasks: z.array(taskSchema), today: z.iso.date() });
export type TaskListResponse = z.infer<typeof taskListResponseSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, TASKS_COPY.tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

const linkedCompaniesInput = z
  .array(
    z.object({
      crmCompanyId: z.uuid(TASKS_COPY.companyNotFound),
      contactIds: z.array(z.uuid(TASKS_COPY.contactNotFound)).max(100).default([]),
    }),
  )
  .max(50)
  .superRefine((companies, ctx) => {
    const seen = new Set<string>();
    companies.forEach((company, index) => {
      if (seen.has(company.crmCompanyId))
        ctx.addIssue({
          code: 'custom',
          message: TASKS_COPY.companyAlreadyAdded,
          path: [index, 'crmCompanyId'],
        });
      seen.add(company.crmCompanyId);
      const contacts = new Set<string>();
      company.contactIds.forEach((contactId, contactIndex) => {
        if (contacts.has(contactId))
          ctx.addIssue({
            code: 'custom',
            message: TASKS_COPY.contactAlreadyAdded,
            path: [index, 'contactIds', contactIndex],
          });
        contacts.add(contactId);
      });
    });
  });

const fields = {
  subject: z.string().trim().min(1, TASKS_COPY.titleRequired).max(300, TASKS_COPY.tooLong),
  description: optionalText(10000),
  status: z.enum(TASK_STATUSES, TASKS_COPY.invalidStatus),
  priority: z.enum(TASK_PRIORITIES, TASKS_COPY.invalidPriority),
  dueDate: z.iso.date(TASKS_COPY.invalidDueDate).nullish(),
  assignedTo: z.string().min(1).max(100).nullish(),
  linkedCompanies: linkedCompaniesInput,
};

export const createTaskRequestSchema = z.object({
  subject: fields.subject,
  description: fields.description,
  status: fields.status.default('todo'),
  priority: fields.priority.default('medium'),
  dueDate: fields.dueDate,
  assignedTo: fields.assignedTo,
  parentTaskId: z.uuid(TASKS_COPY.parentNotFound).nullish(),
  /** The deal the task is for (a deal page's New Task). */
  dealId: z.uuid(TASKS_COPY.dealNotFound).nullish(),
  linkedCompanies: fields.linkedCompanies.default([]),
});
export type CreateTaskRequest = z.input<typeof createTaskRequestSchema>;

/** Edit: only the fields sent change. */
export const updateTaskRequestSchema = z.object({
  subject: fields.subject.optional(),
  description: fields.description.optional(),
  status: fields.status.optional(),
  priority: fields.priority.optional(),
  dueDate: fields.dueDate,
  assignedTo: fields.assignedTo,
  linkedCompanies: fields.linkedCompanies.optional(),
});
export type UpdateTaskRequest = z.input<typeof updateTaskRequestSchema>;

export const taskResponseSchema = z.object({ task: taskSchema });

export const taskNoteSchema = z.object({
  id: z.uuid(),
  content: z.string(),
  authorName: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TaskNote = z.infer<typeof taskNoteSchema>;

export const taskChecklistItemSchema = z.object({
  id: z.uuid(),
  content: z.string(),
  position: z.number().int(),
  completed: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TaskChecklistItem = z.infer<typeof taskChecklistItemSchema>;

export const taskActivityEntrySchema = z.object({
  id: z.uuid(),
  userName: z.string().nullable(),
  actionType: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  details: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TaskActivityEntry = z.infer<typeof taskActivityEntrySchema>;

export const taskAttachmentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  fileSize: z.number().int(),
  contentType: z.string(),
  uploadedByName: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TaskAttachment = z.infer<typeof taskAttachmentSchema>;

export const taskDetailResponseSchema = z.object({
  task: taskSchema,
  /** A subtask's parent, so the page links back to it. */
  parentTask: z.object({ id: z.uuid(), subject: z.string() }).nullable(),
  notes: z.array(taskNoteSchema),
  checklist: z.array(taskChecklistItemSchema),
  subtasks: z.array(taskSchema),
  activity: z.array(taskActivityEntrySchema),
  attachments: z.array(taskAttachmentSchema),
  /** The server's upload limit (UPLOAD_MAX_BYTES), so the page can refuse a larger file at once. */
  uploadMaxBytes: z.number().int(),
});
export type TaskDetailResponse = z.infer<typeof taskDetailResponseSchema>;

export const taskDetailQuerySchema = z.object({ today: z.iso.date().optional() });

const trimmedRequired = (max: number) => z.string().trim().min(1).max(max, TASKS_COPY.tooLong);
export const createTaskNoteRequestSchema = z.object({ content: trimmedRequired(10000) });
export const createChecklistItemRequestSchema = z.object({ content: trimmedRequired(500) });
export const updateChecklistItemRequestSchema = z.object({ completed: z.boolean() });
export const reorderRequestSchema = z.object({ ids: z.array(z.uuid()).max(2000) });
export type ReorderRequest = z.infer<typeof reorderRequestSchema>;

export const taskNoteResponseSchema = z.object({ note: taskNoteSchema });
export const checklistItemResponseSchema = z.object({ item: taskChecklistItemSchema });
export const taskAttachmentResponseSchema = z.object({ attachment: taskAttachmentSchema });

export const taskAssigneesResponseSchema = z.object({
  users: z.array(z.object({ id: z.string(), fullName: z.string().nullable(), email: z.string().nullable() })),
});
export type TaskAssigneesResponse = z.infer<typeof taskAssigneesResponseSchema>;
