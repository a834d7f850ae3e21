import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './tenancy.ts';

/**
 * Stored files that nothing points at yet: a logo found by enrichment waits here until the
 * company is saved with it (the row goes in that save's transaction). A row that outlives
 * PENDING_FILE_EXPIRY_MS belongs to a dialog that was cancelled or enriched again; the sweeper
 * (features/pending-files) deletes the row and then the file. Kept in the database, not in a
 * node's memory, so whichever node serves the save or runs the sweep sees it.
 */
export const pendingFiles = pgTable(
  'pending_files',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.storageKey] }),
    // The sweeper's walk: the oldest rows of every tenant first.
    index('pending_files_created_idx').on(t.createdAt),
  ],
);
