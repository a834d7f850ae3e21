import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './tenancy.ts';

/** Where an incremental sync of one object type stopped: modification time (ms) and record id. */
export type HubspotCursor = { ms: number; id: string };
/** A full sync that is under way: its start and, per object type, the list's next page. */
export type HubspotFullSyncState = {
  runId: string;
  startedAtMs: number;
  phase: 'companies' | 'contacts' | 'sweep';
  after: string | null;
  done: number;
};

/**
 * A tenant's connection to an external CRM (shell spec: company_integrations). The access token is
 * stored encrypted (AES-256-GCM, key derived from AUTH_SECRET: features/hubspot/token-crypto.ts);
 * only its last four characters are kept in clear for the masked display. The sync lease keeps a
 * second node from syncing this tenant while a run holds it (renewed as the run goes).
 */
export const companyIntegrations = pgTable(
  'company_integrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    integrationType: text('integration_type').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    tokenCiphertext: text('token_ciphertext'),
    tokenLast4: text('token_last4'),
    portalId: text('portal_id'),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastSyncStatus: text('last_sync_status'),
    lastSyncError: text('last_sync_error'),
    cursors: jsonb('cursors').$type<Record<string, HubspotCursor>>().notNull().default({}),
    fullSync: jsonb('full_sync').$type<HubspotFullSyncState | null>(),
    leaseJobId: uuid('lease_job_id'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_integrations_type_key').on(t.companyId, t.integrationType)],
);

/** One sync run: what the status card lists (mode, outcome, counts, error). */
export const hubspotSyncRuns = pgTable(
  'hubspot_sync_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id'),
    mode: text('mode', { enum: ['incremental', 'full'] }).notNull(),
    automatic: boolean('automatic').notNull().default(false),
    status: text('status', { enum: ['running', 'completed', 'failed'] })
      .notNull()
      .default('running'),
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('hubspot_sync_runs_recent_idx').on(t.companyId, t.startedAt)],
);

/** Every field both sides changed since the last sync, and which side won (bidirectional records). */
export const hubspotSyncConflicts = pgTable(
  'hubspot_sync_conflicts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    runId: uuid('run_id'),
    objectType: text('object_type').notNull(),
    recordId: uuid('record_id').notNull(),
    externalId: text('external_id').notNull(),
    field: text('field').notNull(),
    localValue: text('local_value'),
    remoteValue: text('remote_value'),
    winner: text('winner', { enum: ['local', 'hubspot'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hubspot_sync_conflicts_recent_idx').on(t.companyId, t.createdAt)],
);

/**
 * The HubSpot ids a full sync has seen so far (one run per tenant at a time). Kept in the database,
 * not in memory, so a run that is resumed after a crash still knows them; the sweep archives local
 * records whose id is missing here, then the rows are deleted.
 */
export const hubspotSeenIds = pgTable(
  'hubspot_seen_ids',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    runId: uuid('run_id').notNull(),
    objectType: text('object_type').notNull(),
    externalId: text('external_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.runId, t.objectType, t.externalId] })],
);
