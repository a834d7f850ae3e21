import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, profiles } from './tenancy.ts';

/** The tenant's leave rules (docs/product/holidays.md); no row: the defaults (25 days, no carry-over). */
export const holidaySettings = pgTable('holiday_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** Whole or half days: numeric, never a float. */
  daysPerYear: numeric('days_per_year', { precision: 4, scale: 1 }).notNull(),
  carryOver: boolean('carry_over').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Days the company is closed: not counted as leave. One per date. */
export const publicHolidays = pgTable(
  'public_holidays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('public_holidays_company_date_key').on(t.companyId, t.date)],
);

export const holidayRequests = pgTable(
  'holiday_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requesterId: text('requester_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The requester's line manager when it was sent; null: the tenant's super admins decide. */
    approverId: text('approver_id').references(() => profiles.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    startPart: text('start_part').notNull().default('full'),
    endPart: text('end_part').notNull().default('full'),
    /** Working half days per year ({"2026": 3}), counted when requested: later public holidays do not change a booking. */
    halfDaysByYear: jsonb('half_days_by_year').$type<Record<string, number>>().notNull(),
    halfDays: integer('half_days').notNull(),
    note: text('note'),
    status: text('status').notNull().default('pending'),
    decidedBy: text('decided_by').references(() => profiles.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionComment: text('decision_comment'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('holiday_requests_requester_idx').on(t.companyId, t.requesterId, t.startDate),
    index('holiday_requests_approver_idx').on(t.companyId, t.approverId, t.status),
    index('holiday_requests_calendar_idx').on(t.companyId, t.status, t.startDate, t.endDate),
    check('holiday_requests_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'holiday_requests_status_check',
      sql`${t.status} in ('pending', 'approved', 'declined', 'cancelled')`,
    ),
  ],
);
