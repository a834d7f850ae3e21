import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import type { Database } from '../../db/types.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';

/** How long an enriched logo may wait for its company to be saved (an Add Company dialog left open). */
export const PENDING_FILE_EXPIRY_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 15 * 60 * 1000;
// After start-up work (migrations, demo data) has settled.
const FIRST_SWEEP_DELAY_MS = 60 * 1000;
const SWEEP_BATCH = 500;
// Removals run a few at a time: S3 is a request each.
const FILE_DELETE_CONCURRENCY = 8;

type SweepLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type PendingFileSweepDeps = { db: Database; storage: FileStorage; log: SweepLog };

async function deleteFiles(deps: PendingFileSweepDeps, keys: string[]): Promise<void> {
  const queue = [...keys];
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      await deps.storage.delete(key).catch((error: unknown) => {
        deps.log.warn({ err: error, key }, 'expired pending file could not be deleted');
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(FILE_DELETE_CONCURRENCY, keys.length) }, worker));
}

/**
 * Deletes up to `limit` pending files older than `olderThanMs` (every tenant's: maintenance, so it
 * runs as the connection's own role, which bypasses row-level security like migrations do) and
 * returns their keys. Every node may sweep at once: the rows are claimed and deleted in one
 * statement, and SKIP LOCKED leaves a row another node (or a saving company) has locked to it, so
 * each file is claimed once. The files go after the claim has committed; one that cannot be
 * removed is logged, not retried (its row is gone), and does not fail the sweep. Age is measured
 * by the database's clock, the one created_at was stamped with.
 */
export async function sweepExpiredPendingFiles(
  deps: PendingFileSweepDeps,
  options: { olderThanMs: number; limit: number },
): Promise<string[]> {
  const claimed = await queryRows<{ storage_key: string }>(
    deps.db,
    sql`DELETE FROM pending_files
         WHERE ctid IN (
           SELECT ctid FROM pending_files
            WHERE created_at < now() - make_interval(secs => ${options.olderThanMs / 1000})
            ORDER BY created_at
            LIMIT ${options.limit}
            FOR UPDATE SKIP LOCKED)
        RETURNING storage_key`,
  );
  const keys = claimed.map((row) => row.storage_key);
  await deleteFiles(deps, keys);
  return keys;
}

export type PendingFileSweeper = { stop(): Promise<void> };

/**
 * Sweeps on this node every 15 minutes (the first run a minute after start), batch after batch
 * until the expired backlog is gone. A run never overlaps the previous one on the same node; the
 * timers do not keep the process alive, and stop() waits for a run in progress so the database
 * can close after it.
 */
export function startPendingFileSweeper(
  deps: PendingFileSweepDeps,
  options: { firstDelayMs?: number; intervalMs?: number } = {},
): PendingFileSweeper {
  let stopped = false;
  let running: Promise<void> | undefined;

  const sweepBacklog = async () => {
    try {
      let total = 0;
      for (;;) {
        const keys = await sweepExpiredPendingFiles(deps, {
          olderThanMs: PENDING_FILE_EXPIRY_MS,
          limit: SWEEP_BATCH,
        });
        total += keys.length;
        if (keys.length < SWEEP_BATCH || stopped) break;
      }
      if (total > 0) deps.log.info({ files: total }, 'expired pending files deleted');
    } catch (error) {
      // The next run tries again: a database that is briefly away must not stop the server.
      deps.log.error({ err: error }, 'pending file sweep failed');
    }
  };
  const run = () => {
    if (stopped || running) return;
    running = sweepBacklog().finally(() => {
      running = undefined;
    });
  };

  const first = setTimeout(run, options.firstDelayMs ?? FIRST_SWEEP_DELAY_MS).unref();
  const every = setInterval(run, options.intervalMs ?? SWEEP_INTERVAL_MS).unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
