import type { Import, ImportEncoding, ImportEntity, ImportStatus } from '@northdesk/shared';
import type { TenantContext } from '../../db/tenant.ts';
import { toIsoTimestamp } from '../../db/timestamps.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { ImportRow } from './import-records.ts';

const RUNNING: readonly ImportStatus[] = ['checking', 'importing', 'undoing'];

/** An import as the API returns it, with its running job's progress. */
export async function toImport(jobs: JobQueue, ctx: TenantContext, row: ImportRow): Promise<Import> {
  let progress: Import['progress'] = null;
  if (row.jobId && RUNNING.includes(row.status as ImportStatus)) {
    const job = await jobs.get(ctx, row.jobId);
    const saved = job?.progress as { done?: number; total?: number | null } | null | undefined;
    progress = { done: saved?.done ?? 0, total: saved?.total ?? row.rowCount };
  }
  return {
    id: row.id,
    entity: row.entity as ImportEntity,
    status: row.status as ImportStatus,
    fileName: row.fileName,
    fileSize: row.fileSize,
    rowCount: row.rowCount,
    encoding: row.encoding as ImportEncoding,
    delimiter: row.delimiter,
    headers: row.headers,
    preview: row.preview,
    options: row.options,
    mappingRemembered: row.mappingRemembered,
    dryRun: row.dryRun ?? null,
    result: row.status === 'importing' ? null : (row.result ?? null),
    progress,
    jobId: row.jobId,
    error: row.error,
    hasRejected: row.rejectedKey !== null,
    createdAt: toIsoTimestamp(row.createdAt) ?? '',
    importedAt: toIsoTimestamp(row.importedAt),
    undoneAt: toIsoTimestamp(row.undoneAt),
  };
}
