import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './tenancy.ts';

/** One field's value before and after a change, as JSON (null when it was or became empty). */
export type FieldChange = { old: unknown; new: unknown };

/**
 * Field-by-field history of companies, contacts, deals, tasks and quotes (issue 24 item 4). Written
 * only by statement triggers on those tables (custom migration 0060), in the writing transaction,
 * so no code path can change a record without leaving its trace. The actor comes from the
 * transaction's settings: `app.actor` (user | import | hubspot | api | system, set by withTenant
 * from the tenant context) and `app.user_id`. `actor_user_id` has no foreign key on purpose: the
 * history of a removed user's changes stays as it was.
 */
export const crmRecordHistory = pgTable(
  'crm_record_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    /** created | updated | deleted | merged */
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, FieldChange>>().notNull().default({}),
    actorType: text('actor_type').notNull(),
    actorUserId: text('actor_user_id'),
    /** The transaction's time (now()): every change of one save shares it. */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('crm_record_history_entity_idx').on(
      t.companyId,
      t.entityType,
      t.entityId,
      t.changedAt.desc(),
      t.id,
    ),
    check(
      'crm_record_history_entity_type_check',
      sql`entity_type IN ('company', 'contact', 'deal', 'task', 'quote')`,
    ),
    check('crm_record_history_action_check', sql`action IN ('created', 'updated', 'deleted', 'merged')`),
    check(
      'crm_record_history_actor_type_check',
      sql`actor_type IN ('user', 'import', 'hubspot', 'api', 'system')`,
    ),
  ],
);
