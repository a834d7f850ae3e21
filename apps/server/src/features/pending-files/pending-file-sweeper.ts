import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import type { Database } from '../../db/types.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';

/** How long an enriched logo may wait for its company to be saved (an Add Company dialog left open). */
export const PENDING_FILE_EXPIRY_MS = 24 * 60 * 60 * 1000;
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
