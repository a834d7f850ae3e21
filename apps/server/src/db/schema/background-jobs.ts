import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './tenancy.ts';

/**
 * What a tenant sees of its background work (a HubSpot sync, an import, a bulk enrichment): one row
 * per job, whose id is also the job's id in the queue (pg-boss, schema `pgboss`). The queue owns
 * running, retrying and locking; this row owns what people read: status, progress, result, error.
 * System jobs with no tenant (sweeps, mail delivery) have no row.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status', { enum: ['queued', 'running', 'completed', 'failed', 'cancelled'] })
      .notNull()
      .default('queued'),
    /** One queued-or-running job of this kind per tenant (the partial unique index below). */
    singleton: text('singleton'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    progress: jsonb('progress').$type<Record<string, unknown>>(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('background_jobs_recent_idx').on(t.companyId, t.kind, t.createdAt),
    uniqueIndex('background_jobs_singleton_idx')
      .on(t.companyId, t.singleton)
      .where(sql`${t.singleton} IS NOT NULL AND ${t.status} IN ('queued', 'running')`),
    index('background_jobs_active_idx').on(t.status).where(sql`${t.status} IN ('queued', 'running')`),
  ],
);
