import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import { backgroundJobs } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import type { JobProgress, JobResult } from './define-job.ts';

export type BackgroundJobRow = typeof backgroundJobs.$inferSelect;
const ACTIVE = ['queued', 'running'] as const;

/** The tenant's row for a new job, written in the caller's transaction (rolled back: no job). */
export async function insertJobRecord(
  tx: Transaction | Database,
  row: {
    id: string;
    companyId: string;
    kind: string;
    singleton: string | null;
    data: Record<string, unknown>;
    createdBy: string | null;
  },
): Promise<void> {
  await tx.insert(backgroundJobs).values(row);
}

/** Marks an attempt as started; false when the job was cancelled meanwhile (skip it). */
export async function markJobRunning(db: Database, id: string, attempt: number): Promise<boolean> {
  const rows = await db
    .update(backgroundJobs)
    .set({
      status: 'running',
      attempts: attempt,
      startedAt: sql`coalesce(${backgroundJobs.startedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(backgroundJobs.id, id), inArray(backgroundJobs.status, [...ACTIVE])))
    .returning({ id: backgroundJobs.id });
  return rows.length > 0;
}

/** Saves progress; false when the job is no longer active (cancelled). */
export async function saveJobProgress(db: Database, id: string, progress: JobProgress): Promise<boolean> {
  const rows = await db
    .update(backgroundJobs)
    .set({ progress, updatedAt: sql`now()` })
    .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.status, 'running')))
    .returning({ id: backgroundJobs.id });
  return rows.length > 0;
}

export async function finishJobRecord(
  db: Database,
  id: string,
  outcome: { status: 'completed'; result: JobResult } | { status: 'failed' | 'queued'; error: string },
): Promise<BackgroundJobRow | undefined> {
  const finished = outcome.status !== 'queued';
  const [row] = await db
    .update(backgroundJobs)
    .set({
      status: outcome.status,
      result: outcome.status === 'completed' ? outcome.result : undefined,
      error: outcome.status === 'completed' ? null : outcome.error,
      finishedAt: finished ? sql`now()` : null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(backgroundJobs.id, id), inArray(backgroundJobs.status, [...ACTIVE])))
    .returning();
  return row;
}

export async function cancelJobRecord(
  db: Database,
  ctx: TenantContext,
  id: string,
): Promise<BackgroundJobRow | undefined> {
  return withTenant(db, ctx, async (tx) => {
    const [row] = await tx
      .update(backgroundJobs)
      .set({ status: 'cancelled', finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(backgroundJobs.id, id), inArray(backgroundJobs.status, [...ACTIVE])))
      .returning();
    return row;
  });
}

export function findJobRecord(db: Database, ctx: TenantContext, id: string) {
  return withTenant(db, ctx, async (tx) => {
    const [row] = await tx.select().from(backgroundJobs).where(eq(backgroundJobs.id, id));
    return row;
  });
}

export function listJobRecords(db: Database, ctx: TenantContext, options: { kind?: string; limit: number }) {
  return withTenant(db, ctx, (tx) =>
    tx
      .select()
      .from(backgroundJobs)
      .where(options.kind ? eq(backgroundJobs.kind, options.kind) : undefined)
      .orderBy(desc(backgroundJobs.createdAt))
      .limit(options.limit),
  );
}

/**
 * Rows still queued or running whose queue job has ended without telling us (a node died after
 * its last retry expired) or no longer exists: they are failed, so a tenant's singleton frees up.
 * Runs as the owner across tenants.
 */
export async function failOrphanedJobRecords(db: Database, bossSchema: string): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE background_jobs b
           SET status = 'failed', error = coalesce(b.error, 'The job stopped unexpectedly'),
               finished_at = now(), updated_at = now()
         WHERE b.status IN ('queued', 'running')
           AND b.created_at < now() - interval '2 minutes'
           AND NOT EXISTS (
             SELECT 1 FROM ${sql.identifier(bossSchema)}.job j
              WHERE j.id = b.id AND j.state IN ('created', 'retry', 'active'))
        RETURNING b.id`,
  );
  return rows.length;
}
