import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openEmbeddedDatabase } from '../../src/db/embedded.ts';
import type { EngineQueueLimits } from '../../src/db/engine-queue.ts';
import { migrationsFolder, runMigrations } from '../../src/db/migrate.ts';
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

// Any fixed number: test files starting together take turns making the migrated template.
const TEMPLATE_LOCK_KEY = 4_242_017;

/**
 * A PostgreSQL database with every migration applied, made once per set of migrations; new test
 * databases are copies of it (~40 ms against ~0.6 s of migrations, ~100 times a run).
 */
async function migratedPostgresTemplate(admin: pg.Client): Promise<string> {
  const name = `northdesk_test_template_${migratedImageKey()}`;
  await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_${crypto.randomBytes(4).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${building}`);
      const url = withDatabase(testDatabaseUrl ?? '', building);
      const handle = await openPostgresDatabase(url, { poolMax: 2, onError: () => undefined });
      try {
        await runMigrations(handle);
      } finally {
        await handle.close();
      }
      // Renamed once whole: a template is never seen half migrated.
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
  }
  return name;
}

/**
 * Creates a PostgreSQL database for one test file and returns its URL: empty, or with every
 * migration applied when `migrated`.
 */
export async function createScratchPostgres(
  options: { migrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `northdesk_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    const template = options.migrated ? await migratedPostgresTemplate(admin) : undefined;
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
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

/** What a migrated image or template depends on: every migration file and the PGlite build. */
function migratedImageKey(): string {
  const hash = crypto.createHash('sha256');
  // The package's entry point (its package.json is not exported): a new PGlite build changes it.
  hash.update(fs.readFileSync(createRequire(import.meta.url).resolve('@electric-sql/pglite')));
  for (const name of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const file = path.join(migrationsFolder, name);
    if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The embedded database's data directory with every migration applied, made once per set of
 * migrations and kept in the temp folder for every test file (each runs in its own process).
 * Starting from it takes ~0.8 s against ~3.6 s for initdb plus the migrations, ~100 times a run.
 * The migrations still run at start (createDeps) and find nothing to do.
 */
async function migratedEmbeddedImage(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `northdesk-test-pglite-${migratedImageKey()}.tar`);
  if (!fs.existsSync(file)) {
    const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
    await migrate(drizzle({ client }), { migrationsFolder });
    const image = await client.dumpDataDir('none');
    await client.close();
    // Written aside and renamed: a file appears whole, whichever test file wins the race.
    const partial = `${file}.${crypto.randomUUID()}`;
    fs.writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  return new Blob([fs.readFileSync(file)]);
}

/**
 * A fresh database: in-memory PGlite, or a new PostgreSQL database. Empty (not yet migrated)
 * unless `migrated` (a copy of the migrated image or template; the server's start still runs the
 * migrations and finds nothing to do). `queueLimits` replaces the embedded engine queue's limits
 * (PGlite only).
 */
export async function openTestDatabase(
  queueLimits?: EngineQueueLimits,
  options: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  if (!testDatabaseUrl) {
    const image = options.migrated ? await migratedEmbeddedImage() : undefined;
    const handle = await openEmbeddedDatabase('memory://', queueLimits, image);
    return { handle, url: undefined, drop: () => handle.close() };
  }
  const scratch = await createScratchPostgres(options);
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
