import type { DuplicateMode, ImportEntity, RowAction, RowReason } from '@northdesk/shared';
import { type Columns, changedColumns, type Prepared } from './import-adapter.ts';

export type Decision = {
  action: RowAction;
  reason: RowReason | null;
  field: string | null;
  value: string | null;
  /** For an update: the columns it changes, with their values before (what undo puts back). */
  previous: Columns | null;
};

/** Where the duplicate key is unique in the database, so "create another" cannot apply. */
const UNIQUE_KEY: Record<ImportEntity, boolean> = {
  companies: true,
  contacts: false,
  products: true,
  deals: false,
};

/**
 * What this file has already done: records it matched, keys it created or moved a record to or
 * from, and the records it created (the import fills createdIds; the dry run creates nothing).
 */
export type FileMemory = { matchedIds: Set<string>; createdKeys: Set<string>; createdIds: Set<string> };
export const newFileMemory = (): FileMemory => ({
  matchedIds: new Set(),
  createdKeys: new Set(),
  createdIds: new Set(),
});

const outcome = (
  action: RowAction,
  reason: RowReason | null = null,
  previous: Columns | null = null,
): Decision => ({
  action,
  reason,
  field: null,
  value: null,
  previous,
});

/**
 * THE import rule for one row (table-tested in test/imports/import-decide.test.ts):
 * - a row with a problem (missing name, bad value, unknown relation or id) is rejected;
 * - a row naming a record by its Northdesk id updates it (nothing to change: skipped, unchanged);
 * - a row matching a record by its duplicate key follows the person's choice: skip; update
 *   (unchanged when nothing differs); or create another (refused where the key is unique);
 * - a record already matched, or a key already created, earlier in the file is skipped, unless
 *   "create" was chosen for an entity whose key may repeat;
 * - anything else is created.
 * A record this import created is not a match: the rows are decided as if the database were as it
 * was before the import (as its dry run saw it), so the import does what the dry run said whether
 * or not an earlier batch has committed yet (two batches are in flight on PostgreSQL), and
 * wherever the file's batches begin. The key an earlier row created covers the later one.
 */
export function decide(
  entity: ImportEntity,
  row: Prepared,
  hasId: boolean,
  mode: DuplicateMode,
  memory: FileMemory,
): Decision {
  if (row.problem)
    return { ...outcome('reject', row.problem.reason), field: row.problem.field, value: row.problem.value };
  const { key } = row;
  const existing = row.existing && !memory.createdIds.has(row.existing.id) ? row.existing : null;
  const decision = ((): Decision => {
    if (existing) {
      if (memory.matchedIds.has(existing.id)) return outcome('skip', 'duplicate_in_file');
      if (!hasId && mode === 'skip') return outcome('skip', 'duplicate');
      if (!hasId && mode === 'create')
        return UNIQUE_KEY[entity] ? outcome('reject', 'duplicate') : outcome('create');
      const previous = changedColumns(row.columns, existing.columns);
      return previous ? outcome('update', null, previous) : outcome('skip', 'unchanged');
    }
    if (key && memory.createdKeys.has(key) && !(mode === 'create' && !UNIQUE_KEY[entity]))
      return outcome('skip', 'duplicate_in_file');
    return outcome('create');
  })();
  if (existing && decision.action !== 'create' && decision.action !== 'reject')
    memory.matchedIds.add(existing.id);
  if (decision.action === 'create' && key) memory.createdKeys.add(key);
  // An update by id that changes the record's key: both keys now belong to a record this file
  // matched, whether a later batch's lookup sees the record before or after the change.
  const before = existing?.columns._key;
  if (decision.action === 'update' && key && typeof before === 'string' && before !== key) {
    memory.createdKeys.add(key);
    memory.createdKeys.add(before);
  }
  return decision;
}
