import crypto from 'node:crypto';
import {
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
import { dataImports, importChanges } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database } from '../../db/types.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { type Columns, insertRecords, updateRecord } from './import-adapter.ts';
import { ADAPTERS, TOUCH } from './import-adapters.ts';
import { decide, newFileMemory } from './import-decide.ts';
import { csvRecords } from './import-file.ts';
import { emptyReport, type ImportRow } from './import-records.ts';
import { type RowProblem, type RowValues, readRecord } from './import-values.ts';

/** Rows per transaction: one multi-row insert each, so a 200,000-row file is 200 statements. */
export const IMPORT_BATCH = 1_000;

/**
 * The tables whose statistics an import's statements lean on: its own, and the companies that
 * contacts and deals are linked to (and whose contact counts the contacts' trigger updates).
 */
const ANALYZED: Readonly<Record<ImportEntity, readonly string[]>> = {
  companies: ['crm_companies'],
  contacts: ['crm_contacts', 'crm_companies'],
  products: ['products'],
  deals: ['crm_deals', 'crm_companies'],
};

/** After the 1st, 2nd, 4th, 8th… batch: log2(batches) samples per import (crm_import_analyze, 0064). */
const analyzeAfter = (batch: number) => batch > 0 && (batch & (batch - 1)) === 0;

type Pending = { record: string[]; line: number; values: RowValues; problem: RowProblem | null };

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
 * go to a CSV in storage with their line and reason.
 */
export async function processImport(
  deps: { db: Database; storage: FileStorage },
  ctx: TenantContext,
  row: ImportRow,
  write: boolean,
  onProgress: (done: number) => Promise<void>,
): Promise<{ report: ImportReport; rejectedKey: string | null }> {
  const entity = row.entity as ImportEntity;
  const adapter = ADAPTERS[entity];
  const { mapping, duplicates, dateFormat } = row.options;
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
  let batches = 0;

  async function flush(batch: Pending[]) {
    if (batch.length === 0) return;
    await withTenant(deps.db, ctx, async (tx) => {
      const prepared = await adapter.prepare(
        tx,
        batch.map((p) => p.values),
      );
      const creates: (Columns & { id: string })[] = [];
      const changes: (typeof importChanges.$inferInsert)[] = [];
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
          creates.push({ ...adapter.defaults(ctx), ...base.columns, id });
          changes.push({ companyId: ctx.companyId, importId: row.id, recordId: id, action: 'created' });
        } else if (decision.action === 'update' && base.existing && decision.previous) {
          const set = Object.fromEntries(
            Object.keys(decision.previous).map((c) => [c, base.columns[c] ?? null]),
          );
          await updateRecord(tx, adapter.table, base.existing.id, set, TOUCH[entity]);
          changes.push({
            companyId: ctx.companyId,
            importId: row.id,
            recordId: base.existing.id,
            action: 'updated',
            previous: decision.previous,
          });
        }
      }
      report.rows += batch.length;
      if (!write) return;
      await insertRecords(tx, adapter.table, creates);
      if (changes.length > 0) await tx.insert(importChanges).values(changes).onConflictDoNothing();
      await tx.update(dataImports).set({ result: report, updatedAt: sql`now()` }).where(sql`id = ${row.id}`);
    });
    batches += 1;
    if (write && analyzeAfter(batches))
      await withTenant(deps.db, ctx, async (tx) => {
        for (const table of ANALYZED[entity]) await tx.execute(sql`SELECT crm_import_analyze(${table})`);
      });
    await onProgress(report.rows);
  }

  try {
    let index = -1;
    let batch: Pending[] = [];
    for await (const record of csvRecords(stored.body, row.encoding as ImportEncoding, row.delimiter)) {
      index += 1;
      if (index === 0 || index <= resumeFrom) continue;
      const { values, problem } = readRecord(entity, record, mapping, dateFormat);
      batch.push({ record, line: index + 1, values, problem });
      if (batch.length >= IMPORT_BATCH) {
        await flush(batch);
        batch = [];
      }
    }
    await flush(batch);
  } finally {
    rejected.end();
  }
  await saved;
  if (rejectedCount === 0) {
    await deps.storage.delete(rejectedKey).catch(() => undefined);
    return { report, rejectedKey: null };
  }
  return { report, rejectedKey };
}
