import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { fromPglite } from 'pg-boss';
import {
  createEmbeddedInlinedReader,
  createEmbeddedTenantReader,
  createEmbeddedTenantWriter,
  textResultParsers,
} from './embedded-tenant-read.ts';
import { EngineQueue, type EngineQueueLimits } from './engine-queue.ts';
import { acquireDataDirLock } from './lock.ts';
import * as schema from './schema/index.ts';
import type { Database, DatabaseHandle } from './types.ts';

const QUEUED_METHODS = new Set<PropertyKey>(['query', 'exec', 'sql', 'transaction']);

/**
 * The client everything but LISTEN goes through: query, exec, sql and transaction wait their turn in
 * the engine queue (a transaction is one unit: its own statements run inside it, unqueued). Other
 * members are the client's own, bound to it (PGlite keeps its state in private fields).
 */
function queuedClient(client: PGlite, queue: EngineQueue): PGlite {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => Promise<unknown>;
      if (QUEUED_METHODS.has(property))
        return (...args: unknown[]) => queue.run(() => method.apply(target, args));
      return method.bind(target);
    },
  });
}

/**
 * Opens the embedded PostgreSQL (PGlite) in `dataDir/pg`, or in memory when dataDir is
 * 'memory://' (tests). PGlite runs one query at a time; its work waits in a fair, bounded queue
 * (engine-queue.ts): reads and writes take turns, and a request that cannot start soon gets a 503.
 */
export async function openEmbeddedDatabase(
  dataDir: string,
  queueLimits?: EngineQueueLimits,
  /** In memory only: start from this data directory image (PGlite's dumpDataDir) instead of initdb. */
  image?: Blob,
): Promise<DatabaseHandle> {
  const inMemory = dataDir === 'memory://';
  const lock = inMemory ? undefined : acquireDataDirLock(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(inMemory ? undefined : `${dataDir}/pg`, {
      extensions: { pg_trgm },
      // Timestamps and the like as text, as drizzle reads them anyway: see embedded-tenant-read.ts.
      parsers: textResultParsers,
      ...(inMemory && image ? { loadDataDir: image } : {}),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const queue = new EngineQueue(queueLimits);
  const queued = queuedClient(client, queue);
  const db = drizzle({ client: queued, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'embedded',
    readAsTenant: createEmbeddedTenantReader(queued),
    writeAsTenant: createEmbeddedTenantWriter(queued),
    readInlined: createEmbeddedInlinedReader(queued),
    // The job queue's statements wait in the same engine queue, so they never interleave with an
    // open application transaction.
    jobQueueConnection: { db: fromPglite(queued) },
    // One engine, one unit at a time; `waiting` is the engine queue's length.
    poolStats: () => ({ total: 1, idle: 0, waiting: queue.stats().waiting }),
    engineQueueStats: () => queue.stats(),
    async listen(channel, handler) {
      const unsubscribe = await client.listen(channel, handler);
      return async () => {
        if (!closed) await unsubscribe();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
