import crypto from 'node:crypto';
import pg from 'pg';
import { openEmbeddedDatabase } from '../../src/db/embedded.ts';
import type { EngineQueueLimits } from '../../src/db/engine-queue.ts';
import { openPostgresDatabase } from '../../src/db/postgres.ts';
import type { DatabaseHandle } from '../../src/db/types.ts';

/** The PostgreSQL server the suite runs against, when TEST_DATABASE_URL is set. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export type TestDatabase = { handle: DatabaseHandle; url: string | undefined; drop(): Promise<void> };

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Creates an empty PostgreSQL database for one test file and returns its URL. */
export async function createScratchPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `northdesk_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: withDatabase(testDatabaseUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A fresh, empty database (not yet migrated): in-memory PGlite, or a new PostgreSQL database.
 * `queueLimits` replaces the embedded engine queue's limits (PGlite only).
 */
export async function openTestDatabase(queueLimits?: EngineQueueLimits): Promise<TestDatabase> {
  if (!testDatabaseUrl) {
    const handle = await openEmbeddedDatabase('memory://', queueLimits);
    return { handle, url: undefined, drop: () => handle.close() };
  }
  const scratch = await createScratchPostgres();
  const handle = await openPostgresDatabase(scratch.url, { poolMax: 10, onError: () => undefined });
  return {
    handle,
    url: scratch.url,
    async drop() {
      await handle.close();
      await scratch.drop();
    },
  };
}
