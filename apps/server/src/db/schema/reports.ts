import { date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './tenancy.ts';

/**
 * Activities per London day, user (who logged them; '' for none) and type (docs/product/reports.md).
 * Kept by statement triggers on crm_activities (custom migration 0046) in the writing transaction,
 * so it is always exact; read by the "activities per user per week" report instead of counting a
 * million activities. Never written by the app.
 */
export const crmActivityDayCounts = pgTable(
  'crm_activity_day_counts',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    userId: text('user_id').notNull().default(''),
    type: text('type').notNull(),
    activityCount: integer('activity_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.day, t.userId, t.type] }),
    index('crm_activity_day_counts_user_idx').on(t.companyId, t.userId, t.day),
  ],
);
