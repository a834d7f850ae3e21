import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { fromPglite } from 'pg-boss';
import {
  createEmbeddedInlinedReader,
  createEmbeddedTenantReader,
  textResultParsers,
} from './embedded-tenant-read.ts';
import { acquireDataDirLock } from './lock.ts';
import * as schema from './schema/index.ts';
import type { Database, DatabaseHandle } from './types.ts';

/**
 * Opens the embedded PostgreSQL (PGlite) in `dataDir/pg`, or in memory when dataDir is
 * 'memory://' (tests). PGlite runs one query at a time; the drizzle transaction wrapper queues.
 */
export async function openEmbeddedDatabase(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir === 'memory://';
  const lock = inMemory ? undefined : acquireDataDirLock(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(inMemory ? undefined : `${dataDir}/pg`, {
      extensions: { pg_trgm },
      // Timestamps and the like as text, as drizzle reads them anyway: see embedded-tenant-read.ts.
      parsers: textResultParsers,
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzle({ client, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'embedded',
    readAsTenant: createEmbeddedTenantReader(client),
    readInlined: createEmbeddedInlinedReader(client),
    // PGlite runs one statement at a time; drizzle's transactions hold its lock, so the queue's
    // statements never interleave with an open application transaction.
    jobQueueConnection: { db: fromPglite(client) },
    // One engine, one statement at a time: callers queued in front of it are counted by the
    // request gate (plugins/embedded-gate.ts), not here.
    poolStats: () => ({ total: 1, idle: 0, waiting: 0 }),
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
