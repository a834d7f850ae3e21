import { defineJob } from '../../lib/jobs/define-job.ts';
import { PENDING_FILE_EXPIRY_MS, sweepExpiredPendingFiles } from './pending-file-sweeper.ts';

const SWEEP_BATCH = 500;

/**
 * Deletes pending files older than a day, batch after batch until the backlog is gone. Scheduled
 * every 15 minutes (src/jobs.ts); the queue runs each scheduled sweep on one node.
 */
export const pendingFileSweepJob = defineJob<Record<string, never>>({
  name: 'pending-files.sweep',
  retryLimit: 0,
  async run(job, deps) {
    let files = 0;
    for (;;) {
      const keys = await sweepExpiredPendingFiles(
        { db: deps.database.db, storage: deps.storage, log: deps.log },
        { olderThanMs: PENDING_FILE_EXPIRY_MS, limit: SWEEP_BATCH },
      );
      files += keys.length;
      if (keys.length < SWEEP_BATCH || job.signal.aborted) break;
    }
    if (files > 0) deps.log.info({ files }, 'expired pending files deleted');
    return { files };
  },
});
