import { z } from 'zod';

/** The records that keep a history (issue 24 item 4), and the section each belongs to. */
export const HISTORY_ENTITY_TYPES = ['company', 'contact', 'deal', 'task', 'quote'] as const;
export type HistoryEntityType = (typeof HISTORY_ENTITY_TYPES)[number];

export const HISTORY_ACTIONS = ['created', 'updated', 'deleted', 'merged'] as const;
export const HISTORY_ACTOR_TYPES = ['user', 'import', 'hubspot', 'api', 'system'] as const;
export type HistoryActorType = (typeof HISTORY_ACTOR_TYPES)[number];

/** One field's change; values as text (numbers exact, dates ISO), null when empty. */
export const historyFieldChangeSchema = z.object({
  field: z.string(),
  old: z.string().nullable(),
  new: z.string().nullable(),
});
export type HistoryFieldChange = z.infer<typeof historyFieldChangeSchema>;

export const historyEntrySchema = z.object({
  id: z.uuid(),
  action: z.enum(HISTORY_ACTIONS),
  actorType: z.enum(HISTORY_ACTOR_TYPES),
  /** The person's name when a user made it (or started the job that did). */
  actorName: z.string().nullable(),
  changedAt: z.iso.datetime({ offset: true }),
  changes: z.array(historyFieldChangeSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyParamsSchema = z.object({ id: z.uuid() });
export const historyQuerySchema = z.object({
  /** Entries before this one (the last id of the previous page). */
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const historyResponseSchema = z.object({
  entries: z.array(historyEntrySchema),
  hasMore: z.boolean(),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

/** The API path of a record's history. */
export const HISTORY_PATHS: Readonly<Record<HistoryEntityType, string>> = {
  company: 'companies',
  contact: 'contacts',
  deal: 'deals',
  task: 'tasks',
  quote: 'quotes',
};
