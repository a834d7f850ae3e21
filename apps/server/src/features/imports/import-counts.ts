import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { pgArray } from './import-adapter.ts';

/** Companies recounted per transaction: each is locked while its count is written. */
const REFRESH_BATCH = 2_000;

/**
 * Tells the contacts' count trigger to leave this transaction's writes to the import (migration
 * 0069): the import recounts every company it touched once, at its end, instead of updating
 * each company once per batch.
 */
export async function deferContactCounts(tx: Transaction): Promise<void> {
  await tx.execute(sql`SELECT set_config('app.contact_counts', 'deferred', true)`);
}

/**
 * Tells the companies' search count trigger to record this transaction's company writes instead
 * of adding them to the shared count rows (migration 0074); applySearchCounts adds them.
 */
export async function deferSearchCounts(tx: Transaction): Promise<void> {
  await tx.execute(sql`SELECT set_config('app.search_counts', 'deferred', true)`);
}

/**
 * Adds the tenant's recorded company writes to its search counts, in one statement
 * (crm_company_search_counts_apply): after some thousand companies of an import, at its end (also
 * a failed one) and after an undo, so the list's totals are exact again.
 */
export async function applySearchCounts(db: Database, ctx: TenantContext): Promise<void> {
  await withTenant(db, ctx, (tx) => tx.execute(sql`SELECT crm_company_search_counts_apply()`));
}

/** Recounts these companies' contacts (crm_companies_contact_count_refresh), in id order. */
export async function refreshContactCounts(tx: Transaction, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`SELECT crm_companies_contact_count_refresh(${pgArray([...ids])}::uuid[])`);
}

/**
 * After an import of contacts (finished or failed): the companies its contacts are linked to,
 * and those its updates moved contacts away from, recounted a few thousand per transaction.
 */
export async function refreshImportContactCounts(
  db: Database,
  ctx: TenantContext,
  importId: string,
): Promise<void> {
  const rows = await withTenant(db, ctx, (tx) =>
    queryRows<{ id: string }>(
      tx,
      sql`SELECT DISTINCT touched.id FROM (
            SELECT ct.crm_company_id AS id
              FROM import_changes ic
              JOIN crm_contacts ct ON ct.company_id = ic.company_id AND ct.id = ic.record_id
             WHERE ic.import_id = ${importId}
            UNION ALL
            SELECT (ic.previous ->> 'crm_company_id')::uuid
              FROM import_changes ic
             WHERE ic.import_id = ${importId} AND ic.previous ? 'crm_company_id'
          ) AS touched
          WHERE touched.id IS NOT NULL
          ORDER BY 1`,
    ),
  );
  for (let start = 0; start < rows.length; start += REFRESH_BATCH) {
    const ids = rows.slice(start, start + REFRESH_BATCH).map((r) => r.id);
    await withTenant(db, ctx, (tx) => refreshContactCounts(tx, ids));
  }
}
