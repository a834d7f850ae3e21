import type { ImportOptions, ImportReport, ImportStatus } from '@northdesk/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { dataImports } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';

export type ImportRow = typeof dataImports.$inferSelect;

export const emptyReport = (): ImportReport => ({
  counts: { create: 0, update: 0, skip: 0, reject: 0 },
  rows: 0,
  outcomes: [],
});

export async function findImport(db: Database, ctx: TenantContext, id: string, entity?: string) {
  return withTenant(db, ctx, async (tx) => {
    const [row] = await tx
      .select()
      .from(dataImports)
      .where(and(eq(dataImports.id, id), entity ? eq(dataImports.entity, entity) : undefined));
    return row;
  });
}

/**
 * Moves an import from one of `from` to `to`, in one statement: of two concurrent clicks one
 * wins, the other finds nothing to move (a 409 for its route).
 */
export async function moveImport(
  tx: Transaction,
  id: string,
  from: readonly ImportStatus[],
  to: ImportStatus,
  set: Partial<Pick<ImportRow, 'options' | 'jobId' | 'error' | 'dryRun' | 'result' | 'rejectedKey'>> = {},
): Promise<ImportRow | undefined> {
  const [row] = await tx
    .update(dataImports)
    .set({ ...set, status: to, updatedAt: sql`now()` })
    .where(and(eq(dataImports.id, id), inArray(dataImports.status, [...from])))
    .returning();
  return row;
}

/** The end of a job's step: its report, and the status it leaves the import in. */
export async function finishImport(
  db: Database,
  ctx: TenantContext,
  id: string,
  values: {
    status: ImportStatus;
    dryRun?: ImportReport;
    result?: ImportReport;
    rejectedKey?: string | null;
    error?: string | null;
    imported?: boolean;
    undone?: boolean;
  },
) {
  await withTenant(db, ctx, (tx) =>
    tx
      .update(dataImports)
      .set({
        status: values.status,
        ...(values.dryRun ? { dryRun: values.dryRun } : {}),
        ...(values.result ? { result: values.result } : {}),
        ...(values.rejectedKey !== undefined ? { rejectedKey: values.rejectedKey } : {}),
        error: values.error ?? null,
        ...(values.imported ? { importedAt: sql`now()` } : {}),
        ...(values.undone ? { undoneAt: sql`now()` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(dataImports.id, id)),
  );
}

export type StoredOptions = ImportOptions;
