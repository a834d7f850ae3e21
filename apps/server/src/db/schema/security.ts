import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './tenancy.ts';

/**
 * Security event log. company_id is null for events that belong to no tenant yet
 * (a failed sign-in for an unknown email); those are visible to no tenant.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id'),
    action: text('action').notNull(),
    tableName: text('table_name').notNull().default('security_events'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('security_events_company_created_idx').on(t.companyId, t.createdAt),
    index('security_events_action_idx').on(t.action, t.createdAt),
  ],
);

/**
 * Attempts behind the spec's check_rate_limit (per identifier and action), a sliding window.
 * Global, not tenant-owned: a sign-in attempt happens before any tenant is known. Kept in the
 * database so a limit holds across restarts and across server nodes.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    identifier: text('identifier').notNull(),
    action: text('action').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limits_key_idx').on(t.identifier, t.action, t.attemptedAt)],
);

/** Server-wide secrets generated on first start and shared by every node through the database. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
