import type { DatabaseKind } from '@northdesk/shared';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type NotificationHandler = (payload: string) => void;

/** The opened database, whichever engine is behind it. */
export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** Subscribes to a PostgreSQL NOTIFY channel; resolves to the function that unsubscribes. */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
};
