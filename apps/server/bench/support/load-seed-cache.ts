import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type LoadUser, seedLoadUsers } from './load-setup.ts';

/*
 * The load suite's users, made once and kept. Making 200 users (each with a password hash) and
 * signing each in took 10–20 of a run's 15–25 minutes on the shared machine; a run is now its
 * measurement plus start-up. The seed is kept per engine under a key of the seed's own version,
 * the user count and the migrations (a new migration makes a new seed, so a kept database never
 * lags the schema):
 *
 * - PGlite: `<cache>/<key>/pglite` (the data folder, sessions included) and `users.json` (emails,
 *   company ids, cookies). Each run works on a copy, so runs start from the same data.
 * - PostgreSQL: a database `northdesk_load_seed_<key>` kept on the server; each run works on
 *   `CREATE DATABASE … TEMPLATE` of it (a file copy), dropped at the end.
 *
 * The cache folder is BENCH_LOAD_CACHE (default `<tmp>/northdesk-load-seed`); BENCH_LOAD_RESEED=1
 * makes the seed again. Sessions last 30 days: an older seed is made again.
 */

/** Bump when the seed's data or the users' shape changes. */
const SEED_VERSION = 1;
const MAX_SEED_AGE_MS = 20 * 24 * 3600 * 1000;
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export const cacheRoot = () => process.env.BENCH_LOAD_CACHE ?? path.join(os.tmpdir(), 'northdesk-load-seed');
const reseed = () => process.env.BENCH_LOAD_RESEED === '1';

function seedKey(users: number): string {
  const journal = fs.readFileSync(path.join(repoRoot, 'apps/server/drizzle/meta/_journal.json'));
  const hash = crypto.createHash('sha256').update(journal).digest('hex').slice(0, 10);
  return `v${SEED_VERSION}_${users}_${hash}`;
}

type SeedFile = { madeAt: number; users: LoadUser[] };

function readSeed(file: string): LoadUser[] | undefined {
  if (reseed() || !fs.existsSync(file)) return undefined;
  const seed = JSON.parse(fs.readFileSync(file, 'utf8')) as SeedFile;
  return Date.now() - seed.madeAt < MAX_SEED_AGE_MS ? seed.users : undefined;
}

function writeSeed(file: string, users: LoadUser[]) {
  const seed: SeedFile = { madeAt: Date.now(), users };
  fs.writeFileSync(file, JSON.stringify(seed));
}

/** The PGlite seed, made if missing; returns a fresh copy of its data folder (the node removes it on stop). */
export async function pgliteSeed(
  count: number,
): Promise<{ users: LoadUser[]; dataDir: string; made: boolean }> {
  const folder = path.join(cacheRoot(), seedKey(count));
  const seedDir = path.join(folder, 'pglite');
  const usersFile = path.join(folder, 'users.json');
  let users = readSeed(usersFile);
  const made = !users;
  if (!users) {
    fs.rmSync(folder, { recursive: true, force: true });
    fs.mkdirSync(seedDir, { recursive: true });
    const env = { DATA_DIR: seedDir };
    users = await seedLoadUsers(env, count);
    writeSeed(usersFile, users);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-load-pglite-'));
  fs.cpSync(seedDir, dataDir, { recursive: true });
  return { users, dataDir, made };
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const withDatabase = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * The PostgreSQL seed on the server at `serverUrl`, made if missing (older seeds of this suite
 * are dropped then); returns a scratch copy of it, dropped by `drop()`.
 */
export async function postgresSeed(
  serverUrl: string,
  count: number,
): Promise<{ users: LoadUser[]; url: string; made: boolean; drop(): Promise<void> }> {
  const key = seedKey(count);
  const seedName = `northdesk_load_seed_${key}`.toLowerCase();
  const folder = path.join(cacheRoot(), key);
  const usersFile = path.join(folder, 'postgres-users.json');
  const exists = await onServer(serverUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [seedName]);
    return (found.rowCount ?? 0) > 0;
  });
  let users = exists ? readSeed(usersFile) : undefined;
  const made = !users;
  if (!users) {
    await onServer(serverUrl, async (client) => {
      const old = await client.query<{ datname: string }>(
        "select datname from pg_database where datname like 'northdesk_load_seed_%'",
      );
      for (const { datname } of old.rows) await client.query(`DROP DATABASE "${datname}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${seedName}"`);
    });
    fs.mkdirSync(folder, { recursive: true });
    const env = { DATABASE_URL: withDatabase(serverUrl, seedName) };
    users = await seedLoadUsers(env, count);
    writeSeed(usersFile, users);
  }
  const runName = `northdesk_load_${crypto.randomBytes(5).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${runName} TEMPLATE "${seedName}"`));
  return {
    users,
    url: withDatabase(serverUrl, runName),
    made,
    drop: () =>
      onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${runName} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}
