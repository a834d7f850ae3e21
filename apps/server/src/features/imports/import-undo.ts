import type { ImportEntity } from '@northdesk/shared';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import { importChanges } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { pgArray, updateRecord } from './import-adapter.ts';
import { ADAPTERS, TOUCH } from './import-adapters.ts';
import { applySearchCounts, deferContactCounts, refreshContactCounts } from './import-counts.ts';
import type { ImportRow } from './import-records.ts';

const UNDO_BATCH = 1_000;

/**
 * Deletes records the import created (crm_import_delete_created, 0069: the application role may
 * not delete contacts or products itself), all at once when it can; one by one when some are
 * still in use elsewhere.
 */
async function deleteRecords(
  tx: Transaction,
  table: string,
  importId: string,
  ids: string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const remove = (some: string[]) =>
    tx.transaction((sp) =>
      sp.execute(
        sql`SELECT crm_import_delete_created(${table}, ${importId}::uuid, ${pgArray(some)}::uuid[])`,
      ),
    );
  try {
    await remove(ids);
    return 0;
  } catch {
    // A quote or a task points at one of them (no cascade): keep those, remove the others.
    let kept = 0;
    for (const id of ids) {
      try {
        await remove([id]);
      } catch {
        kept += 1;
      }
    }
    return kept;
  }
}

/** The companies the batch's contacts are linked to now, and were before their update. */
async function linkedCompanies(
  tx: Transaction,
  changes: { recordId: string; previous: unknown }[],
): Promise<string[]> {
  const linked = await queryRows<{ id: string }>(
    tx,
    sql`SELECT DISTINCT crm_company_id AS id FROM crm_contacts
        WHERE id = ANY(${pgArray(changes.map((c) => c.recordId))}::uuid[]) AND crm_company_id IS NOT NULL`,
  );
  const ids = new Set(linked.map((r) => r.id));
  for (const change of changes) {
    const before = (change.previous as Record<string, unknown> | null)?.crm_company_id;
    if (typeof before === 'string') ids.add(before);
  }
  return [...ids].sort();
}

/**
 * Undoes an import as a whole, batch by batch (each batch and the removal of its undo records in
 * one transaction, so an attempt that dies resumes where it stopped): created records are
 * deleted, updated ones get their previous values back. Returns how many created records were
 * kept because something made since points at them.
 */
export async function undoImport(
  db: Database,
  ctx: TenantContext,
  row: ImportRow,
  onProgress: (done: number, total: number) => Promise<void>,
): Promise<{ undone: number; kept: number }> {
  const adapter = ADAPTERS[row.entity as ImportEntity];
  const [total] = await withTenant(db, ctx, (tx) =>
    tx.select({ n: count() }).from(importChanges).where(eq(importChanges.importId, row.id)),
  );
  let done = 0;
  let kept = 0;
  for (;;) {
    const processed = await withTenant(db, ctx, async (tx) => {
      const changes = await tx
        .select()
        .from(importChanges)
        .where(eq(importChanges.importId, row.id))
        .orderBy(asc(importChanges.recordId))
        .limit(UNDO_BATCH);
      if (changes.length === 0) return 0;
      // Contacts: the batch's companies recounted once, at the end of the batch (also right when
      // the import that is undone ended before it could recount them).
      const counted = adapter.entity === 'contacts';
      const companies = counted ? await linkedCompanies(tx, changes) : [];
      if (counted) await deferContactCounts(tx);
      for (const change of changes)
        if (change.action === 'updated' && change.previous)
          await updateRecord(
            tx,
            adapter.table,
            change.recordId,
            change.previous as never,
            TOUCH[adapter.entity],
          );
      const created = changes.filter((c) => c.action === 'created').map((c) => c.recordId);
      kept += await deleteRecords(tx, adapter.table, row.id, created);
      await refreshContactCounts(tx, companies);
      await tx.delete(importChanges).where(
        and(
          eq(importChanges.importId, row.id),
          inArray(
            importChanges.recordId,
            changes.map((c) => c.recordId),
          ),
        ),
      );
      return changes.length;
    });
    if (processed === 0) break;
    done += processed;
    await onProgress(done, total?.n ?? done);
  }
  // Companies: the undo's own writes keep the search counts as they go; an import that ended
  // before it could add its recorded writes (the process died) has them added here.
  if (adapter.entity === 'companies') await applySearchCounts(db, ctx);
  return { undone: done - kept, kept };
}
