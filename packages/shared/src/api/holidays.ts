import { z } from 'zod';
import { HOLIDAYS_COPY as C } from '../copy/holidays.ts';
import { DAY_PARTS, LEAVE_TYPES, leaveSpanProblem } from './holiday-days.ts';
import { optionalTextInput, textInput } from './money-input.ts';

export * from './holiday-days.ts';

/** Holidays (docs/product/holidays.md): requests, decisions, allowance, team calendar, settings. */
export const LEAVE_STATUSES = ['pending', 'approved', 'declined', 'cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];
export const DEFAULT_DAYS_PER_YEAR = 25;

const isoDate = z.iso.date();
/** Dates a person may ask for: the database and the calendar cope with any, people use these. */
const leaveDate = z.iso
  .date()
  .refine((date) => date >= '2000-01-01' && date <= '2100-12-31', 'Choose a date between 2000 and 2100');
const isoDateTime = z.iso.datetime({ offset: true });
const person = z.object({ id: z.string(), name: z.string() });

export const leaveRequestSchema = z.object({
  id: z.uuid(),
  requester: person,
  /** The line manager it was sent to; null: the tenant's super admins. */
  approver: person.nullable(),
  type: z.enum(LEAVE_TYPES),
  startDate: isoDate,
  endDate: isoDate,
  startPart: z.enum(DAY_PARTS),
  endPart: z.enum(DAY_PARTS),
  /** Working days booked (halves allowed), counted when it was requested. */
  days: z.number(),
  note: z.string().nullable(),
  status: z.enum(LEAVE_STATUSES),
  decidedBy: person.nullable(),
  decidedAt: isoDateTime.nullable(),
  decisionComment: z.string().nullable(),
  createdAt: isoDateTime,
  /** What the asking user may do with it now. */
  canDecide: z.boolean(),
  canCancel: z.boolean(),
});
export type LeaveRequest = z.infer<typeof leaveRequestSchema>;

export const leaveRequestResponseSchema = z.object({ request: leaveRequestSchema });
export type LeaveRequestResponse = z.infer<typeof leaveRequestResponseSchema>;

export const leaveRequestCreateSchema = z
  .object({
    type: z.enum(LEAVE_TYPES),
    startDate: leaveDate,
    endDate: leaveDate,
    startPart: z.enum(DAY_PARTS).default('full'),
    endPart: z.enum(DAY_PARTS).default('full'),
    note: optionalTextInput(1000),
  })
  .superRefine((value, ctx) => {
    const problem = leaveSpanProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', path: ['endDate'], message: C[problem] });
  });
export type LeaveRequestCreate = z.input<typeof leaveRequestCreateSchema>;

export const leaveDecisionSchema = z
  .object({
    decision: z.enum(['approved', 'declined']),
    comment: optionalTextInput(1000),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'declined' && !value.comment)
      ctx.addIssue({ code: 'custom', path: ['comment'], message: C.declineNeedsComment });
  });
export type LeaveDecision = z.input<typeof leaveDecisionSchema>;

export const leaveRequestIdParamsSchema = z.object({ id: z.uuid() });

export const allowanceSchema = z.object({
  year: z.number().int(),
  daysPerYear: z.number(),
  carriedOver: z.number(),
  /** Approved annual leave in the year. */
  taken: z.number(),
  /** Annual leave asked for and not decided yet. */
  pending: z.number(),
  /** daysPerYear + carriedOver − taken − pending. */
  remaining: z.number(),
});
export type Allowance = z.infer<typeof allowanceSchema>;

export const holidaysOverviewQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

export const holidaysOverviewResponseSchema = z.object({
  allowance: allowanceSchema,
  /** The user's requests touching the year, newest start first. */
  myRequests: z.array(leaveRequestSchema),
  /** Pending requests the user may decide (sent to them, or to super admins when they are one). */
  awaitingDecision: z.array(leaveRequestSchema),
});
export type HolidaysOverviewResponse = z.infer<typeof holidaysOverviewResponseSchema>;

export const holidaysCalendarQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month as YYYY-MM')
    .optional(),
});

export const calendarEntrySchema = z.object({
  requestId: z.uuid(),
  person,
  startDate: isoDate,
  endDate: isoDate,
  startPart: z.enum(DAY_PARTS),
  endPart: z.enum(DAY_PARTS),
  /** Only for leave the viewer may see in full (their own, their reports', super admins); else null ("Away"). */
  type: z.enum(LEAVE_TYPES).nullable(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

export const publicHolidaySchema = z.object({ id: z.uuid(), date: isoDate, name: z.string() });
export type PublicHoliday = z.infer<typeof publicHolidaySchema>;

export const holidaysCalendarResponseSchema = z.object({
  month: z.string(),
  entries: z.array(calendarEntrySchema),
  publicHolidays: z.array(publicHolidaySchema),
});
export type HolidaysCalendarResponse = z.infer<typeof holidaysCalendarResponseSchema>;

export const holidaySettingsSchema = z.object({
  daysPerYear: z.number().min(0).max(366).multipleOf(0.5),
  carryOver: z.boolean(),
});
export type HolidaySettings = z.infer<typeof holidaySettingsSchema>;

export const holidaySettingsResponseSchema = z.object({
  settings: holidaySettingsSchema,
  /** Every public holiday, oldest first. */
  publicHolidays: z.array(publicHolidaySchema),
});
export type HolidaySettingsResponse = z.infer<typeof holidaySettingsResponseSchema>;

export const publicHolidayCreateSchema = z.object({
  date: leaveDate,
  name: textInput(100, C.publicHolidayNameRequired),
});
export type PublicHolidayCreate = z.input<typeof publicHolidayCreateSchema>;
export const publicHolidayResponseSchema = z.object({ publicHoliday: publicHolidaySchema });
export const publicHolidayIdParamsSchema = z.object({ id: z.uuid() });
