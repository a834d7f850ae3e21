import type { WriterContext } from '../../db/tenant.ts';
import { defineJob, JobCancelledError } from '../../lib/jobs/define-job.ts';
import { findImport, finishImport } from './import-records.ts';
import { importWriters, processImport } from './import-run.ts';
import { undoImport } from './import-undo.ts';

export type ImportStep = 'check' | 'import' | 'undo';

/**
 * One step of an import, in the background with progress (issue 24 item 1): the dry run, the
 * import, or its undo. Safe to run again: the import and the undo resume after their last
 * committed batch. A failure leaves the import "failed" with the reason (what was imported by
 * then can still be undone).
 */
export const importJob = defineJob<{ importId: string; step: ImportStep }>({
  name: 'imports.process',
  expireInSeconds: 60 * 60,
  retryLimit: 2,
  async run(job, deps) {
    if (!job.companyId) return { skipped: 'no tenant' };
    // The record history names the person who started the import, marked as an import.
    const ctx: WriterContext = { companyId: job.companyId, userId: job.userId ?? undefined, actor: 'import' };
    const { db } = deps.database;
    const row = await findImport(db, ctx, job.data.importId);
    if (!row) return { skipped: 'gone' };
    try {
      if (job.data.step === 'undo') {
        const result = await undoImport(db, ctx, row, (done, total) => job.progress({ done, total }));
        await finishImport(db, ctx, row.id, { status: 'undone', undone: true });
        return result;
      }
      const write = job.data.step === 'import';
      const { report, rejectedKey } = await processImport(
        { db, storage: deps.storage, writers: importWriters(deps.database.kind) },
        ctx,
        row,
        write,
        (done) => job.progress({ done, total: row.rowCount }),
      );
      await finishImport(db, ctx, row.id, {
        status: write ? 'imported' : 'checked',
        ...(write ? { result: report, imported: true } : { dryRun: report }),
        rejectedKey,
      });
      return report.counts;
    } catch (error) {
      if (error instanceof JobCancelledError) throw error;
      const message = error instanceof Error ? error.message : String(error);
      await finishImport(db, ctx, row.id, { status: 'failed', error: message });
      return { failed: message };
    }
  },
});
