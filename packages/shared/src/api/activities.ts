import { z } from 'zod';
import { ACTIVITIES_COPY } from '../copy/activities.ts';

/** Every stored activity type (docs/product/activities.md). */
export const ACTIVITY_TYPES = [
  'call',
  'email',
  'meeting',
  'note',
  'task',
  'visit',
  'proposal',
  'follow-up',
  'other',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** The types the Log Activity form offers, in its order, with their labels (docs/product/activities.md). */
export const LOGGABLE_ACTIVITY_TYPES = [
  'meeting',
  'call',
  'email',
  'visit',
  'proposal',
  'follow-up',
  'other',
] as const;
export type LoggableActivityType = (typeof LOGGABLE_ACTIVITY_TYPES)[number];
export const DEFAULT_ACTIVITY_TYPE: LoggableActivityType = 'meeting';

export const ACTIVITY_TYPE_LABELS: Record<ActivityType, string> = {
  meeting: 'Meeting',
  call: 'Phone Call',
  email: 'Email',
  visit: 'Site Visit',
  proposal: 'Proposal',
  'follow-up': 'Follow-up',
  other: 'Other',
  note: 'Note',
  task: 'Task',
};

/** Business constants (docs/product/activities.md). */
export const ACTIVITIES_PAGE_LIMIT = 50;

export const activitySchema = z.object({
  id: z.uuid(),
  type: z.enum(ACTIVITY_TYPES),
  subject: z.string(),
  content: z.string().nullable(),
  activityDate: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
  /** isIndividualContacts: the tenant's holder of individual contacts, not a company page to open. */
  crmCompany: z.object({ id: z.uuid(), name: z.string(), isIndividualContacts: z.boolean() }).nullable(),
  contact: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  dealId: z.uuid().nullable(),
  parentTaskId: z.uuid().nullable(),
  createdBy: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

export const activityListQuerySchema = z.object({
  crmCompanyId: z.uuid().optional(),
  contactId: z.uuid().optional(),
  dealId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(ACTIVITIES_PAGE_LIMIT),
});
export type ActivityListQuery = z.input<typeof activityListQuerySchema>;

export const activityListResponseSchema = z.object({
  activities: z.array(activitySchema),
  /** All matching activities, not only the ones returned. */
  total: z.number().int().min(0),
});
export type ActivityListResponse = z.infer<typeof activityListResponseSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, ACTIVITIES_COPY.tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * The Log Activity form. The stored content is the description plus an "Outcome: ..." line when
 * an outcome is given; the activity date is now (docs/product/activities.md).
 */
export const createActivityRequestSchema = z.object({
  title: z.string().trim().min(1, ACTIVITIES_COPY.titleRequired).max(200, ACTIVITIES_COPY.tooLong),
  type: z.enum(LOGGABLE_ACTIVITY_TYPES).default(DEFAULT_ACTIVITY_TYPE),
  description: optionalText(5000),
  outcome: optionalText(1000),
  crmCompanyId: z.uuid(ACTIVITIES_COPY.crmCompanyRequired).nullish(),
  contactId: z.uuid(ACTIVITIES_COPY.contactNotFound).nullish(),
  dealId: z.uuid(ACTIVITIES_COPY.dealNotFound).nullish(),
});
export type CreateActivityRequest = z.input<typeof createActivityRequestSchema>;

export const activityResponseSchema = z.object({ activity: activitySchema });

/** The stored content of a logged activity. */
export function activityContentOf(description: string | null, outcome: string | null): string | null {
  const lines = [description, outcome ? ACTIVITIES_COPY.outcomeLine(outcome) : null].filter(
    (line): line is string => Boolean(line),
  );
  return lines.length > 0 ? lines.join('\n\n') : null;
}
