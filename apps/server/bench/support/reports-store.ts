import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openEmbeddedDatabase } from '../../src/db/embedded.ts';
import { openPostgresDatabase } from '../../src/db/postgres.ts';
import type { Database, DatabaseHandle } from '../../src/db/types.ts';
import type { Auth } from '../../src/features/auth/auth.ts';
import { createTenantCompany } from '../../src/features/settings/tenants/tenants.service.ts';
import { createUser } from '../../src/features/settings/users/user-accounts.service.ts';
import { insertReportData, REPORT_BENCH } from '../reports-data.ts';
import { log, openEngine, PASSWORD, seconds } from './list-bench.ts';

/*
 * Where the reports benchmark keeps its data. Generating two tenants of this size takes most of a
 * run (~8 of ~20 minutes on PGlite), so BENCH_REPORT_DATA_DIR=<dir> keeps them for the next run:
 * PGlite's files in <dir>/pglite, and on PostgreSQL the database northdesk_bench_reports_kept, each
 * with a seed.json saying which tenants, users and sizes they hold. A run whose sizes differ from
 * the kept ones generates again. Unset: a scratch store, dropped at the end (as before).
 */

const KEEP_DIR = process.env.BENCH_REPORT_DATA_DIR;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const KEPT_DATABASE = 'northdesk_bench_reports_kept';
const USERS = 8;

/** What a kept store holds besides the rows: who to sign in as, and the sizes it was made with. */
export type ReportSeed = {
  tenants: string[];
  usersOf: Record<string, string[]>;
  email: string;
  sizes: typeof REPORT_BENCH;
  seededAt: string;
};

export type ReportStore = {
  handle: DatabaseHandle;
  /** The kept seed, when the store already holds the data; else null (generate, then `keep`). */
  seed: ReportSeed | null;
  keep(seed: ReportSeed): void;
  drop(): Promise<void>;
};

const sameSizes = (seed: ReportSeed) => JSON.stringify(seed.sizes) === JSON.stringify(REPORT_BENCH);

function readSeed(file: string): ReportSeed | null {
  if (!fs.existsSync(file)) return null;
  const seed = JSON.parse(fs.readFileSync(file, 'utf8')) as ReportSeed;
  if (sameSizes(seed)) return seed;
  log(`  kept data has other sizes (${JSON.stringify(seed.sizes)}): generating again`);
  return null;
}

async function openKeptPglite(dir: string): Promise<ReportStore> {
  const root = path.join(dir, 'pglite');
  const seedFile = path.join(root, 'seed.json');
  let seed = readSeed(seedFile);
  if (!seed) fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  const handle = await openEmbeddedDatabase(root);
  return {
    handle,
    seed,
    keep(next) {
      seed = next;
      fs.writeFileSync(seedFile, JSON.stringify(next));
    },
    drop: () => handle.close(),
  };
}

async function openKeptPostgres(dir: string): Promise<ReportStore> {
  const seedFile = path.join(dir, 'postgres-seed.json');
  let seed = readSeed(seedFile);
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [KEPT_DATABASE]))
      .rowCount;
    if (!seed || !exists) {
      seed = null;
      await admin.query(`DROP DATABASE IF EXISTS ${KEPT_DATABASE} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${KEPT_DATABASE}`);
    }
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${KEPT_DATABASE}`;
  const handle = await openPostgresDatabase(url.toString(), { poolMax: 20, onError: () => undefined });
  return {
    handle,
    seed,
    keep(next) {
      seed = next;
      fs.writeFileSync(seedFile, JSON.stringify(next));
    },
    drop: () => handle.close(),
  };
}

async function openScratch(engine: string): Promise<ReportStore> {
  const scratch = async () => {
    if (engine !== 'pglite') return openEngine(engine);
    // On disk rather than in memory: two tenants of this size are larger than PGlite's heap wants.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-bench-reports-pg-'));
    const handle = await openEmbeddedDatabase(dir);
    return {
      handle,
      async drop() {
        await handle.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  };
  const { handle, drop } = await scratch();
  return { handle, seed: null, keep: () => undefined, drop };
}

/** The engine's store: kept under BENCH_REPORT_DATA_DIR when set, else a scratch one. */
export async function openReportStore(engine: string): Promise<ReportStore> {
  if (!KEEP_DIR) return openScratch(engine);
  fs.mkdirSync(KEEP_DIR, { recursive: true });
  return engine === 'pglite' ? openKeptPglite(KEEP_DIR) : openKeptPostgres(KEEP_DIR);
}

/**
 * Two tenants of REPORT_BENCH's sizes, each with USERS super admins, written as the owner with
 * triggers off; then the activity day counts rebuilt (as the triggers would have kept them) and
 * the tables analysed. Must run after the migrations (createDeps).
 */
export async function generateReportData(db: Database, auth: Auth): Promise<ReportSeed> {
  const tenants = [
    (await createTenantCompany(db, 'Bench Tenant A')).id,
    (await createTenantCompany(db, 'Bench Tenant B')).id,
  ];
  const usersOf: Record<string, string[]> = {};
  let email = '';
  for (const tenant of tenants) {
    const users: string[] = [];
    for (let i = 0; i < USERS; i++) {
      const address = `bench-${crypto.randomBytes(3).toString('hex')}@bench.test`;
      if (!email) email = address;
      users.push(
        await createUser(db, auth, {
          companyId: tenant,
          email: address,
          fullName: `Bench User ${i + 1}`,
          password: PASSWORD,
          role: 'super_admin',
          firstLoginCompleted: true,
        }),
      );
    }
    usersOf[tenant] = users;
  }
  log(
    `  generating 2 tenants × (${REPORT_BENCH.deals} deals, ${REPORT_BENCH.activities} activities, ${REPORT_BENCH.tasks} tasks, ${REPORT_BENCH.companies} companies, ${REPORT_BENCH.contacts} contacts)`,
  );
  await db.execute(sql`SET session_replication_role = replica`);
  try {
    for (const tenant of tenants) {
      const started = performance.now();
      await insertReportData(db, tenant, usersOf[tenant] ?? []);
      log(`    one tenant in ${seconds(started)}`);
    }
  } finally {
    await db.execute(sql`SET session_replication_role = DEFAULT`);
  }
  const counted = performance.now();
  for (const tenant of tenants) await db.execute(sql`SELECT crm_activity_day_counts_rebuild(${tenant})`);
  log(`    activity day counts rebuilt in ${seconds(counted)}`);
  const vacuumed = performance.now();
  for (const table of [
    'crm_deals',
    'crm_activities',
    'crm_activity_day_counts',
    'tasks',
    'crm_companies',
    'crm_contacts',
  ])
    await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  log(`    vacuum analyze in ${seconds(vacuumed)}`);
  return { tenants, usersOf, email, sizes: { ...REPORT_BENCH }, seededAt: new Date().toISOString() };
}
