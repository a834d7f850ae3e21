import type { DatabaseKind } from '@northdesk/shared';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { Db as JobQueueDatabase } from 'pg-boss';
import type { EngineQueueStats } from './engine-queue.ts';
import type * as schema from './schema/index.ts';
import type { TenantContext, WriterContext } from './tenant.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** How the job queue (pg-boss) reaches the database: PGlite through an adapter, PostgreSQL with its own small pool. */
export type JobQueueConnection = { db: JobQueueDatabase } | { connectionString: string };

export type NotificationHandler = (payload: string) => void;

export type PoolStats = { total: number; idle: number; waiting: number };

/** The opened database, whichever engine is behind it. */
export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /**
   * Runs one read-only statement under withTenant's guarantees (application role, tenant set for
   * its transaction alone, row-level security) and returns its rows, shaped as queryRows returns
   * them. It is sent with the settings as one simple-protocol message (tenant-read.ts): one round
   * trip on PostgreSQL instead of withTenant's four, a quarter of the CPU on PGlite; for hot list
   * reads. Parameters are inlined as literals, so only scalars (string, number, boolean, bigint,
   * Date, null) may be passed, and the SQL text itself may hold no quote, comment or `;`.
   */
  readAsTenant<T>(ctx: TenantContext, query: SQL): Promise<T[]>;
  /**
   * Runs one statement that writes, under withTenant's guarantees (application role, tenant and
   * actor for its transaction alone, row-level security), as one simple-protocol message with the
   * settings: the statement commits when it ends, or rolls back on an error. For hot writes whose
   * whole work is one statement or function call (a chat post: chat_post_message). Same inlining
   * rules as readAsTenant.
   */
  writeAsTenant<T>(ctx: WriterContext, query: SQL): Promise<T[]>;
  /**
   * Runs one statement as the connection's own role, outside any tenant, as one simple-protocol
   * message with its parameters inlined (same rules as readAsTenant). For the identity read of
   * every signed-in request (request_identity): on PGlite a simple-protocol message is one call
   * into the engine, an extended-protocol query five.
   */
  readInlined<T>(query: SQL): Promise<T[]>;
  /** Subscribes to a PostgreSQL NOTIFY channel; resolves to the function that unsubscribes. */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  jobQueueConnection: JobQueueConnection;
  /** Connections in use and callers waiting for one (the pool on PostgreSQL; the engine's queue on PGlite). */
  poolStats(): PoolStats;
  /** PGlite only: its engine queue (waiting units, refused units, longest wait so far). */
  engineQueueStats?: () => EngineQueueStats;
  close(): Promise<void>;
};
