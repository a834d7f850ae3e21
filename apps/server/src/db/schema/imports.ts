import type { ImportOptions, ImportReport } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { companies } from './tenancy.ts';

/**
 * CSV imports of a tenant (issue 24 item 1, docs/product/imports.md): the uploaded file (in
 * storage), what was read from it, the person's choices, the dry run's report, then the import's.
 * Kept after the import so it can be undone as a whole.
 */
export const dataImports = pgTable(
  'data_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    entity: text('entity').notNull(),
    status: text('status').notNull().default('uploaded'),
    /** Storage key of the uploaded file ({tenant}/imports/{id}.csv). */
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    /** Data rows in the file (the header aside), counted at upload. */
    rowCount: integer('row_count').notNull(),
    encoding: text('encoding').notNull(),
    delimiter: text('delimiter').notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    preview: jsonb('preview').$type<string[][]>().notNull(),
    options: jsonb('options').$type<ImportOptions>().notNull(),
    mappingRemembered: boolean('mapping_remembered').notNull().default(false),
    dryRun: jsonb('dry_run').$type<ImportReport>(),
    result: jsonb('result').$type<ImportReport>(),
    /** Storage key of the rejected rows' CSV, once a run rejected any. */
    rejectedKey: text('rejected_key'),
    /** The background job now or last working on it (check, import, undo). */
    jobId: uuid('job_id'),
    error: text('error'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    importedAt: timestamp('imported_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    unique('data_imports_tenant_id_key').on(t.companyId, t.id),
    index('data_imports_tenant_created_idx').on(t.companyId, t.createdAt),
    check('data_imports_entity_check', sql`entity IN ('companies', 'contacts', 'products', 'deals')`),
    check(
      'data_imports_status_check',
      sql`status IN ('uploaded', 'checking', 'checked', 'importing', 'imported', 'undoing', 'undone', 'failed')`,
    ),
  ],
);

/**
 * What each import changed, so it can be undone: a created record (deleted on undo) or an updated
 * one with its values before the import (put back on undo). A record touched twice by one import
 * keeps its first entry: the state before the import.
 */
export const importChanges = pgTable(
  'import_changes',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    importId: uuid('import_id').notNull(),
    recordId: uuid('record_id').notNull(),
    action: text('action').notNull(),
    previous: jsonb('previous').$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ name: 'import_changes_pkey', columns: [t.importId, t.recordId] }),
    foreignKey({
      name: 'import_changes_import_fk',
      columns: [t.companyId, t.importId],
      foreignColumns: [dataImports.companyId, dataImports.id],
    }).onDelete('cascade'),
    check('import_changes_action_check', sql`action IN ('created', 'updated')`),
  ],
);

/** The column mapping a tenant last used per entity, by heading, offered again for the next file. */
export const importMappings = pgTable(
  'import_mappings',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    entity: text('entity').notNull(),
    /** Lower-cased heading → field (null: not imported). */
    mapping: jsonb('mapping').$type<Record<string, string | null>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'import_mappings_pkey', columns: [t.companyId, t.entity] })],
);
