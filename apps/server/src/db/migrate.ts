import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { SERVER_ROOT } from '../lib/server-root.ts';
import type { DatabaseHandle } from './types.ts';

export const migrationsFolder = path.join(SERVER_ROOT, 'drizzle');

// Any fixed number: server nodes starting together on one database take turns migrating.
const MIGRATION_LOCK_KEY = 4_242_001;

/** Applies the migrations of `folder` (this build's by default; a restore passes a subset). */
export async function runMigrations(handle: DatabaseHandle, folder = migrationsFolder): Promise<void> {
  if (handle.kind === 'embedded') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  await handle.db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
  try {
    await migratePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  } finally {
    await handle.db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
  }
}
