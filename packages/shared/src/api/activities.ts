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
/** How long the /activities search box waits for typing to stop. */
export const ACTIVITY_SEARCH_DEBOUNCE_MS = 400;

/**
 * Types that may be dated ahead: a meeting or a site visit is booked before it happens (HubSpot and
 * Pipedrive both let a meeting be logged for later), while a call, email, proposal… is logged
 * after it happened, so a future date there is a mistake (docs/product/activities.md).
 */
export const SCHEDULABLE_ACTIVITY_TYPES: readonly ActivityType[] = ['meeting', 'visit'];
/** A phone's or laptop's clock a little ahead of the server's is not "the future". */
export const ACTIVITY_CLOCK_SKEW_MS = 5 * 60 * 1000;
/** How far ahead a meeting or visit may be booked, and how far back anything may be logged. */
export const ACTIVITY_MAX_AHEAD_DAYS = 366;
export const ACTIVITY_EARLIEST_DATE = '2000-01-01T00:00:00Z';

/** Why an activity's date is refused, or null (the rule the dialog shows and the server enforces). */
export function activityDateProblem(type: ActivityType, activityDate: Date, now: Date): string | null {
  const time = activityDate.getTime();
  if (Number.isNaN(time) || time < Date.parse(ACTIVITY_EARLIEST_DATE)) return ACTIVITIES_COPY.dateTooOld;
  const ahead = time - now.getTime();
  if (ahead <= ACTIVITY_CLOCK_SKEW_MS) return null;
  if (!SCHEDULABLE_ACTIVITY_TYPES.includes(type)) return ACTIVITIES_COPY.dateInFuture;
  return ahead > ACTIVITY_MAX_AHEAD_DAYS * 24 * 60 * 60 * 1000 ? ACTIVITIES_COPY.dateTooFarAhead : null;
}

/**
 * A page position of /activities: the (activity_date, id) key of a row, the date with its
 * microseconds so no two rows logged in the same millisecond are skipped or repeated.
 */
export const ACTIVITY_CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z~[0-9a-f-]{36}$/;
const cursorSchema = z.string().regex(ACTIVITY_CURSOR, ACTIVITIES_COPY.badCursor);

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
  /** Logged by this user, or "mine" (reports' drill-down). */
  createdBy: z.string().trim().min(1).max(200).optional(),
  type: z.enum(ACTIVITY_TYPES).optional(),
  /** First and last day (inclusive), London dates (reports' drill-down and the page's filter). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** Words in the subject or content (case-insensitive). */
  search: z.string().trim().max(200).optional(),
  /** The page after (older than) this row, or before it (newer, "Newer"); at most one. */
  before: cursorSchema.optional(),
  after: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(ACTIVITIES_PAGE_LIMIT),
});
export type ActivityListQuery = z.input<typeof activityListQuerySchema>;

export const activityListResponseSchema = z.object({
  activities: z.array(activitySchema),
  /** All matching activities, not only the ones returned. */
  total: z.number().int().min(0),
  /** Cursors of the older and newer pages (null: none that way). */
  olderCursor: cursorSchema.nullable(),
  newerCursor: cursorSchema.nullable(),
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
  /** When it happened (default now): past always, ahead only for a meeting or visit. */
  activityDate: z.iso.datetime({ offset: true, error: ACTIVITIES_COPY.dateInvalid }).nullish(),
  /** A task to follow this up, created in the same transaction (needs the tasks create right). */
  followUpTask: z
    .object({
      title: z
        .string()
        .trim()
        .min(1, ACTIVITIES_COPY.followUpTitleRequired)
        .max(300, ACTIVITIES_COPY.tooLong),
      dueDate: z.iso.date(ACTIVITIES_COPY.followUpDueInvalid).nullish(),
      /** Omitted: me; null: nobody. */
      assignedTo: z.string().min(1).max(100).nullish(),
    })
    .nullish(),
});
export type CreateActivityRequest = z.input<typeof createActivityRequestSchema>;

export const activityResponseSchema = z.object({
  activity: activitySchema,
  /** The follow-up task made with it, if one was asked for. */
  followUpTask: z.object({ id: z.uuid(), subject: z.string() }).nullable(),
});

/** The stored content of a logged activity. */
export function activityContentOf(description: string | null, outcome: string | null): string | null {
  const lines = [description, outcome ? ACTIVITIES_COPY.outcomeLine(outcome) : null].filter(
    (line): line is string => Boolean(line),
  );
  return lines.length > 0 ? lines.join('\n\n') : null;
}
