import crypto from 'node:crypto';
import {
  type DatabaseKind,
  IMPORT_FIELD_LABELS,
  IMPORT_REPORT_ROWS,
  IMPORTS_COPY,
  type ImportEncoding,
  type ImportEntity,
  type ImportReport,
  type ImportRowOutcome,
} from '@northdesk/shared';
import { stringify } from 'csv-stringify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import { dataImports } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { type Columns, insertRecords, type Prepared, updateRecord } from './import-adapter.ts';
import { ADAPTERS, TOUCH } from './import-adapters.ts';
import {
  applySearchCounts,
  deferContactCounts,
  deferSearchCounts,
  refreshImportContactCounts,
} from './import-counts.ts';
import { decide, newFileMemory } from './import-decide.ts';
import { csvRecords } from './import-file.ts';
import { batchPipeline, type Turn } from './import-pipeline.ts';
import { emptyReport, type ImportRow } from './import-records.ts';
import { type RowProblem, type RowValues, readRecord } from './import-values.ts';

/** Rows per transaction: one multi-row insert each, so a 200,000-row file is 200 statements. */
export const IMPORT_BATCH = 1_000;

/**
 * Companies written between two additions to the search counts (migration 0074): each addition
 * is one statement over what the batches recorded, and the list's search totals lag behind the
 * import by at most this many companies while it runs.
 */
export const SEARCH_COUNTS_ROWS = 5_000;

/**
 * Batches in flight at once. PostgreSQL runs in processes of its own: while one connection
 * inserts a batch (most of an import's time is the server's work on the heap, the indexes and the
 * triggers), a second looks up and inserts the next, so both cores work. PGlite has one
 * connection on the Node thread: one batch at a time.
 */
export const importWriters = (kind: DatabaseKind): number => (kind === 'postgres' ? 2 : 1);

/**
 * Fresh statistics while an import grows its table (crm_import_analyze, 0064): without them the
 * planner takes a table that had 200 rows at its last ANALYZE for one that still has 200 and
 * reads it whole for each batch's lookups. An ANALYZE samples the table (30,000 rows), so it runs
 * only when the import has added as many rows as the table had at the last one: after 1,000,
 * 2,000, 4,000… rows into an empty table, never for 5,000 rows into a table of a million.
 */
async function tableRows(tx: Transaction, table: string): Promise<number> {
  const [found] = await queryRows<{ rows: number }>(
    tx,
    sql`SELECT greatest(reltuples, 0)::float8 AS rows FROM pg_class WHERE oid = ${table}::regclass`,
  );
  return Number(found?.rows ?? 0);
}

/** What a committed batch wrote: records created, and created or updated. */
type Done = { created: number; written: number };

type Pending = { record: string[]; line: number; values: RowValues; problem: RowProblem | null };

/** An undo record (import_changes) of one batch. */
type Change = { record_id: string; action: 'created' | 'updated'; previous: Columns | null };

/** The batch's undo records in one statement (one JSON parameter); a resumed batch adds none twice. */
async function insertChanges(tx: Transaction, ctx: TenantContext, importId: string, changes: Change[]) {
  if (changes.length === 0) return;
  await tx.execute(
    sql`INSERT INTO import_changes (company_id, import_id, record_id, action, previous)
        SELECT ${ctx.companyId}::uuid, ${importId}::uuid, c.record_id, c.action, c.previous
          FROM json_to_recordset(${JSON.stringify(changes)}::json) AS c(record_id uuid, action text, previous jsonb)
        ON CONFLICT DO NOTHING`,
  );
}

export const rejectedKeyOf = (row: Pick<ImportRow, 'companyId' | 'id'>) =>
  `${row.companyId}/imports/${row.id}-rejected.csv`;

function reasonText(entity: ImportEntity, outcome: Pick<ImportRowOutcome, 'reason' | 'field' | 'value'>) {
  if (!outcome.reason) return '';
  const words = IMPORTS_COPY.reasons[outcome.reason];
  const labels = IMPORT_FIELD_LABELS[entity] as Record<string, string>;
  const field = outcome.field ? (labels[outcome.field] ?? outcome.field) : null;
  if (field && outcome.value) return `${words} (${field}: ${outcome.value})`;
  return field ? `${words} (${field})` : words;
}

/**
 * One pass over the file: the dry run (`write` false: decisions only) or the import (`write`
 * true: each batch's creates, updates and their undo records in one transaction, with the
 * report so far, so an attempt that dies resumes after the last committed batch). Rejected rows
 * go to a CSV in storage with their line and reason. `writers` batches are in flight at once
 * (import-pipeline.ts: 2 on PostgreSQL, 1 on PGlite's single connection); rows are decided in file
 * order and batches commit in file order whatever the width.
 */
export async function processImport(
  deps: { db: Database; storage: FileStorage; writers?: number; batchRows?: number },
  ctx: TenantContext,
  row: ImportRow,
  write: boolean,
  onProgress: (done: number) => Promise<void>,
): Promise<{ report: ImportReport; rejectedKey: string | null }> {
  const entity = row.entity as ImportEntity;
  const adapter = ADAPTERS[entity];
  const { mapping, duplicates, dateFormat } = row.options;
  const batchRows = deps.batchRows ?? IMPORT_BATCH;
  const stored = await deps.storage.get(row.fileKey);
  if (!stored) throw new Error('The uploaded file is missing');
  const resumeFrom = write ? (row.result?.rows ?? 0) : 0;
  const report: ImportReport = write && row.result ? row.result : emptyReport();
  const memory = newFileMemory();

  const rejected = stringify({ bom: true, record_delimiter: 'windows' });
  const rejectedKey = rejectedKeyOf(row);
  const saved = deps.storage.put(rejectedKey, rejected, { contentType: 'text/csv' });
  // Nothing awaits `saved` until the end: keep a failure from being unhandled meanwhile.
  saved.catch(() => undefined);
  const writeRejected = async (record: string[]) => {
    if (!rejected.write(record)) await new Promise((resolve) => rejected.once('drain', resolve));
  };
  await writeRejected([...row.headers, IMPORTS_COPY.rejectedLineHeading, IMPORTS_COPY.rejectedReasonHeading]);
  let rejectedCount = 0;
  // Rows the table had at its last ANALYZE (an estimate), and rows this import added since.
  let analyzedRows = write ? await withTenant(deps.db, ctx, (tx) => tableRows(tx, adapter.table)) : 0;
  let addedRows = 0;
  // Contacts: the companies' counts are applied once, when the import ends (import-counts.ts).
  const deferCounts = write && entity === 'contacts';
  // Companies: their search counts are added every SEARCH_COUNTS_ROWS companies and at the end.
  const deferSearch = write && entity === 'companies';
  let unappliedRows = 0;
  // Only where two batches' writes lock no row in common (import-pipeline.ts).
  const pipeline = batchPipeline(adapter.concurrentWrites ? Math.max(1, deps.writers ?? 1) : 1);

  /** Decides a batch's rows (in file order: after the batch before has decided). */
  async function decideBatch(batch: Pending[], prepared: Prepared[]) {
    const creates: (Columns & { id: string })[] = [];
    const updates: { id: string; set: Columns }[] = [];
    const changes: Change[] = [];
    for (const [i, pending] of batch.entries()) {
      const base = prepared[i];
      if (!base) continue;
      const decision = decide(
        entity,
        { ...base, problem: pending.problem ?? base.problem },
        Boolean(pending.values.id),
        duplicates,
        memory,
      );
      report.counts[decision.action] += 1;
      if (decision.action !== 'create' && report.outcomes.length < IMPORT_REPORT_ROWS)
        report.outcomes.push({
          line: pending.line,
          action: decision.action,
          reason: decision.reason,
          field: decision.field,
          value: decision.value,
          label: adapter.label(pending.values),
        });
      if (decision.action === 'reject') {
        rejectedCount += 1;
        await writeRejected([...pending.record, String(pending.line), reasonText(entity, decision)]);
      }
      if (!write) continue;
      if (decision.action === 'create') {
        const id = crypto.randomUUID();
        memory.createdIds.add(id);
        creates.push({ ...adapter.defaults(ctx), ...base.columns, id });
        changes.push({ record_id: id, action: 'created', previous: null });
      } else if (decision.action === 'update' && base.existing && decision.previous) {
        const set = Object.fromEntries(
          Object.keys(decision.previous).map((c) => [c, base.columns[c] ?? null]),
        );
        updates.push({ id: base.existing.id, set });
        changes.push({ record_id: base.existing.id, action: 'updated', previous: decision.previous });
      }
    }
    report.rows += batch.length;
    // The report as of this batch, saved with its commit (later batches go on adding to `report`).
    return { creates, updates, changes, snapshot: structuredClone(report) };
  }

  /** One batch in one transaction: lookups, decisions in turn, writes, progress, commit in turn. */
  async function runBatch(batch: Pending[], turn: Turn, done: Done) {
    await withTenant(deps.db, ctx, async (tx) => {
      // With batches in flight, a wait for a row lock that never ends (two rows of the file with
      // the same unique value in two batches, the later one inserted first) fails instead.
      if (pipeline.width > 1) await tx.execute(sql`SET LOCAL lock_timeout = '60s'`);
      if (deferCounts) await deferContactCounts(tx);
      if (deferSearch) await deferSearchCounts(tx);
      const prepared = await adapter.prepare(
        tx,
        batch.map((p) => p.values),
      );
      await turn.previous.decided;
      const plan = await decideBatch(batch, prepared);
      turn.decided.resolve();
      if (write) {
        for (const update of plan.updates)
          await updateRecord(tx, adapter.table, update.id, update.set, TOUCH[entity]);
        if (adapter.insert) await adapter.insert(tx, plan.creates);
        else await insertRecords(tx, adapter.table, plan.creates);
        await insertChanges(tx, ctx, row.id, plan.changes);
      }
      await turn.previous.committed;
      if (pipeline.stopped()) throw new Error('The import stopped before this batch was saved');
      if (write)
        await tx
          .update(dataImports)
          .set({ result: plan.snapshot, updatedAt: sql`now()` })
          .where(sql`id = ${row.id}`);
      done.created = plan.creates.length;
      done.written = plan.creates.length + plan.updates.length;
    });
  }

  /** After a batch has committed, in file order: statistics when due, then progress. */
  async function settle(through: number, done: Done) {
    addedRows += done.created;
    unappliedRows += done.written;
    if (deferSearch && unappliedRows >= SEARCH_COUNTS_ROWS) {
      await applySearchCounts(deps.db, ctx);
      unappliedRows = 0;
    }
    if (write && addedRows >= Math.max(IMPORT_BATCH, analyzedRows)) {
      await withTenant(deps.db, ctx, (tx) => tx.execute(sql`SELECT crm_import_analyze(${adapter.table})`));
      analyzedRows += addedRows;
      addedRows = 0;
    }
    await onProgress(through);
  }

  let queuedRows = report.rows;
  async function push(batch: Pending[]) {
    if (batch.length === 0) return;
    queuedRows += batch.length;
    const through = queuedRows;
    const done: Done = { created: 0, written: 0 };
    await pipeline.push(
      (turn) => runBatch(batch, turn, done),
      () => settle(through, done),
    );
  }

  try {
    let index = -1;
    let batch: Pending[] = [];
    for await (const record of csvRecords(stored.body, row.encoding as ImportEncoding, row.delimiter)) {
      index += 1;
      if (index === 0 || index <= resumeFrom) continue;
      const { values, problem } = readRecord(entity, record, mapping, dateFormat);
      batch.push({ record, line: index + 1, values, problem });
      if (batch.length >= batchRows) {
        await push(batch);
        batch = [];
      }
    }
    await push(batch);
    await pipeline.finish();
  } catch (error) {
    await pipeline.abandon();
    throw error;
  } finally {
    rejected.end();
    // Also when the import failed: what it wrote by then is counted.
    if (deferCounts) await refreshImportContactCounts(deps.db, ctx, row.id);
    if (deferSearch) await applySearchCounts(deps.db, ctx);
  }
  await saved;
  if (rejectedCount === 0) {
    await deps.storage.delete(rejectedKey).catch(() => undefined);
    return { report, rejectedKey: null };
  }
  return { report, rejectedKey };
}
