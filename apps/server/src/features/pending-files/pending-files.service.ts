import { and, eq } from 'drizzle-orm';
import { pendingFiles } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';

/**
 * Notes a stored file that no row points at yet (an enriched logo before its company is saved),
 * so the sweeper can delete it when nothing ever claims it. Recording the same key again is a
 * no-op: the first time counts for its age.
 */
export async function recordPendingFile(db: Database, ctx: TenantContext, storageKey: string): Promise<void> {
  await withTenant(db, ctx, async (tx) => {
    await tx.insert(pendingFiles).values({ companyId: ctx.companyId, storageKey }).onConflictDoNothing();
  });
}

/**
 * The file now belongs to a saved row: it is no longer pending. Runs in the saving transaction, so
 * the row and the release commit (or roll back) together. Row-level security keeps it to the
 * tenant's own files; a key that was never pending simply matches nothing.
 */
export async function releasePendingFile(
  tx: Transaction,
  companyId: string,
  storageKey: string,
): Promise<void> {
  await tx
    .delete(pendingFiles)
    .where(and(eq(pendingFiles.companyId, companyId), eq(pendingFiles.storageKey, storageKey)));
}
