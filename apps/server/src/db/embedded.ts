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

type QueryOptions = { parsers?: Record<number, unknown> } & Record<string, unknown>;
const CLIENT_TEXT_TYPES = new Set(Object.keys(textResultParsers).map(Number));

/**
 * A query's arguments without its per-query `parsers` when the client already parses every type
 * they name as text (drizzle passes TEXT_RESULT_TYPES' identity parsers with every query). PGlite
 * merges per-query parsers into its table of ~300 on every call: 0.2-0.5 ms a query, as much as
 * a small query itself (issues 23 and 25: CPU per request on the embedded engine).
 */
function withoutClientParsers(args: unknown[]): unknown[] {
  const options = args[2] as QueryOptions | undefined;
  const parsers = options?.parsers;
  if (!parsers || !Object.keys(parsers).every((oid) => CLIENT_TEXT_TYPES.has(Number(oid)))) return args;
  const { parsers: _same, ...rest } = options;
  return [args[0], args[1], rest, ...args.slice(3)];
}

type Queryable = { query: (...args: unknown[]) => Promise<unknown> };

/** A transaction whose queries drop the client's own parsers too (see withoutClientParsers). */
const transactionWithoutClientParsers = <T extends Queryable>(tx: T): T =>
  new Proxy(tx, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'query' && typeof value === 'function')
        return (...args: unknown[]) => target.query(...withoutClientParsers(args));
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });

/** The arguments of a client call as the engine gets them (parsers dropped, transactions wrapped). */
function engineArgs(property: PropertyKey, args: unknown[]): unknown[] {
  if (property === 'query') return withoutClientParsers(args);
  if (property === 'transaction' && typeof args[0] === 'function') {
    const work = args[0] as (tx: Queryable) => Promise<unknown>;
    return [(tx: Queryable) => work(transactionWithoutClientParsers(tx)), ...args.slice(1)];
  }
  return args;
}

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
        return (...args: unknown[]) => queue.run(() => method.apply(target, engineArgs(property, args)));
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
  // PGlite's start replaces the client's parsers of array types with its array parser (so the
  // numeric[], date[], timestamp[], timestamptz[] and interval[] of textResultParsers did not hold):
  // set them again, so every query gets those types as text, as drizzle's per-query parsers and
  // node-postgres on PostgreSQL give them, without per-query parsers (withoutClientParsers).
  Object.assign(client.parsers, textResultParsers);
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
