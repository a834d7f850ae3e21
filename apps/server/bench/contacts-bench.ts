import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ContactCategory } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openEmbeddedDatabase } from '../src/db/embedded.ts';
import { openPostgresDatabase } from '../src/db/postgres.ts';
import { queryRows } from '../src/db/rows.ts';
import { withTenant } from '../src/db/tenant.ts';
import type { Database, DatabaseHandle } from '../src/db/types.ts';
import { createTenantCompany } from '../src/features/tenants/tenants.service.ts';
import { createUserWithPassword } from '../src/features/users/users.service.ts';
import { createLogger } from '../src/lib/logger.ts';
import { createDeps } from '../src/server.ts';
import { BENCH_COUNTRIES, insertCompanies } from './companies-data.ts';
import { insertRichContacts } from './contacts-data.ts';
import { httpLoad } from './support/http-load.ts';
import { type LatencySummary, measure, summarize } from './support/latency.ts';

/*
 * npm run bench:contacts — the contacts list under load (issue 6, "Benchmark"), on the companies
 * benchmark's data set: two tenants of COMPANIES companies (the companies benchmark's generator)
 * and CONTACTS contacts each. The list endpoint with a 3-letter search, a category and a country,
 * the exact total, page 1; over HTTP at 1 and 16 concurrent clients (the load generator in its own
 * process), on PGlite and on PostgreSQL; the same SQL run directly (the floor); and the naive query
 * (ILIKE over the six fields under row-level security, the country through a join, exact count)
 * as the baseline.
 *
 *   BENCH_COMPANIES=100000 BENCH_CONTACTS=200000 BENCH_ENGINES=pglite,postgres
 *   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres (a scratch database is created
 *   there and dropped at the end)
 */

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 100_000);
const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 200_000);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((e) => e.trim());
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'Bench-Password-2026!';

type Result = { engine: string; measure: string; clients: number; summary: LatencySummary };
type Query = { search: string; category: ContactCategory; country: string; total: number };

const log = (message: string) => process.stdout.write(`${message}\n`);
const seconds = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

async function openEngine(engine: string): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  if (engine === 'pglite') {
    const handle = await openEmbeddedDatabase('memory://');
    return { handle, drop: () => handle.close() };
  }
  const name = `northdesk_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const handle = await openPostgresDatabase(url.toString(), { poolMax: 20, onError: () => undefined });
  return {
    handle,
    async drop() {
      await handle.close();
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Bulk rows as the owner, with triggers and foreign-key checks off (the rows are made consistent). */
async function generate(db: Database, tenants: string[]): Promise<void> {
  await db.execute(sql`SET session_replication_role = replica`);
  try {
    for (const tenant of tenants) {
      let started = performance.now();
      await insertCompanies(db, tenant, COMPANIES);
      log(`    ${COMPANIES} companies for a tenant in ${seconds(started)}`);
      started = performance.now();
      await insertRichContacts(db, tenant, CONTACTS);
      log(`    ${CONTACTS} contacts for a tenant in ${seconds(started)}`);
    }
  } finally {
    await db.execute(sql`SET session_replication_role = DEFAULT`);
  }
  const started = performance.now();
  await db.execute(sql`VACUUM ANALYZE crm_companies`);
  await db.execute(sql`VACUUM ANALYZE crm_contacts`);
  log(`    vacuum + analyze in ${seconds(started)}`);
}

/** (3-letter search, category, country) triples that match like a typed search: 20 to 2,500 rows. */
async function chooseQueries(db: Database, tenant: string): Promise<Query[]> {
  // Names and job titles for business contacts; mailbox words (sales@, orders@, …) for departments.
  const candidates: [string, ContactCategory][] = [
    ['son', 'company'],
    ['mar', 'company'],
    ['ale', 'department'],
    ['lee', 'company'],
    ['ord', 'department'],
    ['ell', 'company'],
    ['acc', 'department'],
    ['tay', 'company'],
    ['upp', 'department'],
    ['har', 'company'],
  ];
  const queries: Query[] = [];
  for (const [search, category] of candidates) {
    for (const country of BENCH_COUNTRIES.slice(0, 4)) {
      const [row] = await withTenant(db, { companyId: tenant }, (tx) =>
        queryRows<{ total_count: number | string }>(
          tx,
          sql`select total_count from crm_contacts_page(${search}, ${category}, ${country}, 1, 0)`,
        ),
      );
      const total = Number(row?.total_count ?? 0);
      if (total >= 20 && total <= 2500) queries.push({ search, category, country, total });
    }
  }
  return queries.slice(0, 16);
}

/** The list as the original app built it: ILIKE on six columns under RLS, country by a join, exact count. */
async function naiveList(db: Database, tenant: string, query: Query) {
  const like = `%${query.search}%`;
  const filter = sql`NOT c.archived AND c.category = ${query.category} AND co.country = ${query.country}
    AND (c.first_name ILIKE ${like} OR c.last_name ILIKE ${like} OR c.email ILIKE ${like}
      OR c.phone ILIKE ${like} OR c.job_title ILIKE ${like} OR c.company ILIKE ${like})`;
  return withTenant(db, { companyId: tenant }, async (tx) => {
    await queryRows(
      tx,
      sql`SELECT count(*) FROM crm_contacts c LEFT JOIN crm_companies co ON co.id = c.crm_company_id WHERE ${filter}`,
    );
    await queryRows(
      tx,
      sql`SELECT c.*, co.name FROM crm_contacts c LEFT JOIN crm_companies co ON co.id = c.crm_company_id
          WHERE ${filter} ORDER BY c.last_name, c.id LIMIT 100`,
    );
  });
}

async function benchEngine(engine: string): Promise<Result[]> {
  const label = engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
  log(`\n${label}`);
  const { handle, drop } = await openEngine(engine);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-bench-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    DATA_DIR: dataDir,
    APP_URL: 'http://127.0.0.1',
  });
  const deps = await createDeps(config, createLogger(config), handle);
  const app = await buildApp({ deps, logger: process.env.BENCH_LOG ? { level: 'error' } : false });
  const results: Result[] = [];
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const { db } = handle;
    const tenants = [
      (await createTenantCompany(db, 'Bench Tenant A')).id,
      (await createTenantCompany(db, 'Bench Tenant B')).id,
    ];
    const [tenant = ''] = tenants;
    const email = `bench-${crypto.randomBytes(3).toString('hex')}@bench.test`;
    // An operative: the access check reads a stored level, as for most users.
    await createUserWithPassword(db, deps.auth, {
      companyId: tenant,
      email,
      fullName: 'Bench User',
      password: PASSWORD,
      role: 'operative',
      firstLoginCompleted: true,
    });
    const signIn = await fetch(`${base}/api/account/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');

    log(`  generating 2 tenants × (${COMPANIES} companies, ${CONTACTS} contacts)`);
    await generate(db, tenants);
    const queries = await chooseQueries(db, tenant);
    if (queries.length === 0) throw new Error('no search matches');
    log(
      `  searches: ${queries.map((q) => `"${q.search}" ${q.category} in ${q.country} (${q.total})`).join(', ')}`,
    );
    const urls = queries.map(
      (q) =>
        `${base}/api/contacts?search=${q.search}&category=${q.category}&country=${encodeURIComponent(q.country)}`,
    );
    const floor = (i: number) => {
      const q = queries[i % queries.length] as Query;
      return withTenant(db, { companyId: tenant }, (tx) =>
        queryRows(tx, sql`select * from crm_contacts_page(${q.search}, ${q.category}, ${q.country}, 100, 0)`),
      );
    };

    const record = (name: string, clients: number, samples: number[]) => {
      const summary = summarize(samples);
      results.push({ engine: label, measure: name, clients, summary });
      log(
        `  ${name.padEnd(36)} ${String(clients).padStart(2)} clients  p50 ${summary.p50.toFixed(1)} ms  p95 ${summary.p95.toFixed(1)} ms`,
      );
    };
    record(
      'API GET /api/contacts',
      1,
      await httpLoad({ urls, cookie, clients: 1, perClient: 300, warmup: 30 }),
    );
    record(
      'API GET /api/contacts',
      16,
      await httpLoad({ urls, cookie, clients: 16, perClient: 50, warmup: 30 }),
    );
    record(
      'SQL crm_contacts_page (floor)',
      1,
      await measure(floor, { clients: 1, perClient: 300, warmup: 30 }),
    );
    record(
      'SQL crm_contacts_page (floor)',
      16,
      await measure(floor, { clients: 16, perClient: 50, warmup: 10 }),
    );
    record(
      'naive ILIKE + exact count (baseline)',
      1,
      await measure((i) => naiveList(db, tenant, queries[i % queries.length] as Query), {
        clients: 1,
        perClient: engine === 'pglite' ? 15 : 40,
        warmup: 2,
      }),
    );
  } finally {
    await app.close();
    await deps.realtime.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

function printTable(results: Result[]): void {
  const find = (engine: string, measure: string, clients: number) =>
    results.find((r) => r.engine === engine && r.measure.startsWith(measure) && r.clients === clients)
      ?.summary;
  log('\nContacts list, search (3 letters) + category + country + total, page 1');
  log(`| engine     | measure                              | clients |   n | p50 ms | p95 ms |`);
  log(`|------------|--------------------------------------|--------:|----:|-------:|-------:|`);
  for (const r of results) {
    log(
      `| ${r.engine.padEnd(10)} | ${r.measure.padEnd(36)} | ${String(r.clients).padStart(7)} | ${String(r.summary.n).padStart(3)} | ${r.summary.p50.toFixed(1).padStart(6)} | ${r.summary.p95.toFixed(1).padStart(6)} |`,
    );
  }
  log('\nRatios and targets');
  for (const engine of [...new Set(results.map((r) => r.engine))]) {
    const api1 = find(engine, 'API', 1);
    const api16 = find(engine, 'API', 16);
    const floor1 = find(engine, 'SQL', 1);
    const naive = find(engine, 'naive', 1);
    if (!api1 || !floor1 || !naive || !api16) continue;
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    log(`  ${engine}: API p50 / SQL floor p50 = ${(api1.p50 / floor1.p50).toFixed(2)}x`);
    log(`  ${engine}: naive p50 / API p50 = ${(naive.p50 / api1.p50).toFixed(1)}x`);
    if (engine === 'PostgreSQL')
      log(
        `  ${engine}: API p95 at 16 clients = ${api16.p95.toFixed(1)} ms (target <= 30 ms: ${verdict(api16.p95 <= 30)})`,
      );
    if (engine === 'PGlite')
      log(
        `  ${engine}: API p95 at 1 client = ${api1.p95.toFixed(1)} ms (target <= 60 ms: ${verdict(api1.p95 <= 60)})`,
      );
  }
  log(
    `\n(${os.cpus().length} CPUs, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
}

export async function benchContacts(): Promise<void> {
  const started = performance.now();
  const results: Result[] = [];
  for (const engine of ENGINES) results.push(...(await benchEngine(engine)));
  printTable(results);
  log(`total ${seconds(started)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchContacts().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
