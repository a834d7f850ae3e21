import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './types.ts';

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

// Any fixed number: server nodes starting together on one database take turns migrating.
const MIGRATION_LOCK_KEY = 4_242_001;

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'embedded') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await handle.db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
  try {
    await migratePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    await handle.db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
  }
}
