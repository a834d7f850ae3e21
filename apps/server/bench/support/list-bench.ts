import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@northdesk/shared';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openEmbeddedDatabase } from '../../src/db/embedded.ts';
import { openPostgresDatabase } from '../../src/db/postgres.ts';
import { queryRows } from '../../src/db/rows.ts';
import { withTenant } from '../../src/db/tenant.ts';
import type { Database, DatabaseHandle } from '../../src/db/types.ts';
import { createTenantCompany } from '../../src/features/settings/tenants/tenants.service.ts';
import { createUser } from '../../src/features/settings/users/user-accounts.service.ts';
import { createLogger } from '../../src/lib/logger.ts';
import { createDeps } from '../../src/server.ts';
import { httpLoad } from './http-load.ts';
import { type LatencySummary, measure, summarize } from './latency.ts';

/*
 * The measuring frame of the list benchmarks (companies, contacts): per engine (PGlite in memory,
 * then a scratch PostgreSQL database), two tenants of generated rows, a signed-in user of the
 * first; then the endpoint over HTTP at 1 and 16 concurrent clients (the load generator in its own
 * process), its SQL run directly (the floor) at 1 and 16, and the naive query (the baseline).
 *
 *   BENCH_COMPANIES=100000 BENCH_CONTACTS=200000 BENCH_ENGINES=pglite,postgres
 *   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres (a scratch database is created
 *   there and dropped at the end; BENCH_KEEP_DATABASE=1 keeps it for EXPLAIN and profiling)
 */

/**
 * BENCH_LIST_SORT=key:dir (e.g. created:desc) measures the lists in another order than name A→Z
 * (issue 18: click-to-sort), the floor then being crm_*_sorted_page. Unset: the default order.
 */
export const BENCH_LIST_SORT = (() => {
  const [key, dir] = (process.env.BENCH_LIST_SORT ?? '').split(':');
  return key
    ? { key, desc: dir === 'desc', query: `&sort=${key}&dir=${dir === 'desc' ? 'desc' : 'asc'}` }
    : null;
})();

export const BENCH_COMPANIES = Number(process.env.BENCH_COMPANIES ?? 100_000);
export const BENCH_CONTACTS = Number(process.env.BENCH_CONTACTS ?? 200_000);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((e) => e.trim());
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const PASSWORD = 'Bench-Password-2026!';
const REFERENCE_MEASURE = 'reference: GET /api/account/me';
/**
 * The floor's SQL sent as the endpoint sends it: settings and query in one simple-protocol
 * message (readAsTenant), no BEGIN and COMMIT. Printed beside the floor, not instead of it: on
 * PGlite each extra statement costs ~0.4 ms of JavaScript in the client, which is not the SQL.
 */
const ONE_MESSAGE_MEASURE = 'same SQL, one message (as the API)';

export const log = (message: string) => process.stdout.write(`${message}\n`);
export const seconds = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

/** What one list benchmark measures; Q is one request's parameters. */
export type ListBench<Q> = {
  title: string;
  endpoint: string;
  floorName: string;
  /** The signed-in user's role (an operative's access check reads a stored level). */
  role: Role;
  /** Rows of one tenant, inserted as the owner with triggers and foreign-key checks off. */
  generate(db: Database, tenant: string): Promise<void>;
  chooseQueries(db: Database, tenant: string): Promise<Q[]>;
  describe(query: Q): string;
  path(query: Q): string;
  /** The endpoint's SQL, run in a tenant transaction. */
  floor(query: Q): SQL;
  naive(db: Database, tenant: string, query: Q): Promise<unknown>;
  /** What one tenant's rows are, for the log ("100000 companies, 200000 contacts"). */
  rows?: string;
  /** Tables of this bench to VACUUM ANALYZE after generating (the companies' ones always are). */
  analyze?: readonly string[];
};

export type Result = { engine: string; measure: string; clients: number; summary: LatencySummary };

export async function openEngine(engine: string): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
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
      if (process.env.BENCH_KEEP_DATABASE) {
        log(`  kept database ${name}`);
        return;
      }
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function generate<Q>(bench: ListBench<Q>, db: Database, tenants: string[]): Promise<void> {
  log(
    `  generating 2 tenants × (${bench.rows ?? `${BENCH_COMPANIES} companies, ${BENCH_CONTACTS} contacts`})`,
  );
  await db.execute(sql`SET session_replication_role = replica`);
  try {
    for (const tenant of tenants) {
      const started = performance.now();
      await bench.generate(db, tenant);
      log(`    one tenant in ${seconds(started)}`);
    }
  } finally {
    await db.execute(sql`SET session_replication_role = DEFAULT`);
  }
  // The rows went in with triggers off: count them as the triggers would have.
  const counted = performance.now();
  for (const tenant of tenants) {
    await db.execute(sql`select crm_company_search_counts_rebuild(${tenant})`);
    await db.execute(sql`select crm_companies_contact_count_rebuild(${tenant})`);
  }
  log(`    search and contact counts in ${seconds(counted)}`);
  const started = performance.now();
  // The contact counts rewrote every company row: compact the table again, as a table written once
  // is (a half-empty table slowed the naive query's heap reads by ~40%), then set the visibility
  // map that index-only scans rely on (VACUUM FULL does not).
  await db.execute(sql`VACUUM FULL crm_companies`);
  await db.execute(sql`VACUUM ANALYZE crm_companies`);
  await db.execute(sql`VACUUM ANALYZE crm_contacts`);
  await db.execute(sql`VACUUM ANALYZE crm_company_search_counts`);
  for (const table of bench.analyze ?? []) await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  log(`    vacuum full + vacuum analyze in ${seconds(started)}`);
}

export async function signIn(base: string, email: string): Promise<string> {
  const send = () =>
    fetch(`${base}/api/account/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
  let response = await send();
  // Refused before any work (load shedding or the embedded engine's queue on a loaded machine):
  // sent again after the wait it asks for, as the web app does.
  for (let retry = 0; response.status === 503 && retry < 5; retry++) {
    const wait = Number(response.headers.get('retry-after') ?? 1);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    response = await send();
  }
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function benchEngine<Q>(bench: ListBench<Q>, engine: string): Promise<Result[]> {
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
  const record = (measure: string, clients: number, samples: number[]) => {
    const summary = summarize(samples);
    results.push({ engine: label, measure, clients, summary });
    log(
      `  ${measure.padEnd(36)} ${String(clients).padStart(2)} clients  p50 ${summary.p50.toFixed(1)} ms  p95 ${summary.p95.toFixed(1)} ms`,
    );
  };
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
    await createUser(db, deps.auth, {
      companyId: tenant,
      email,
      fullName: 'Bench User',
      password: PASSWORD,
      role: bench.role,
      firstLoginCompleted: true,
    });
    const cookie = await signIn(base, email);
    await generate(bench, db, tenants);
    const queries = await bench.chooseQueries(db, tenant);
    if (queries.length === 0) throw new Error('no search matches');
    log(`  searches: ${queries.map(bench.describe).join(', ')}`);
    const urls = queries.map((q) => `${base}${bench.path(q)}`);
    const pick = (i: number) => queries[i % queries.length] as Q;
    const floor = (i: number) =>
      withTenant(db, { companyId: tenant }, (tx) => queryRows(tx, bench.floor(pick(i))));
    const oneMessage = (i: number) => handle.readAsTenant({ companyId: tenant }, bench.floor(pick(i)));

    record(bench.endpoint, 1, await httpLoad({ urls, cookie, clients: 1, perClient: 300, warmup: 30 }));
    record(bench.endpoint, 16, await httpLoad({ urls, cookie, clients: 16, perClient: 50, warmup: 30 }));
    // What this machine allows at 16 clients: a signed-in route that reads only the session.
    const me = [`${base}/api/account/me`];
    record(
      REFERENCE_MEASURE,
      16,
      await httpLoad({ urls: me, cookie, clients: 16, perClient: 50, warmup: 30 }),
    );
    record(bench.floorName, 1, await measure(floor, { clients: 1, perClient: 300, warmup: 30 }));
    record(bench.floorName, 16, await measure(floor, { clients: 16, perClient: 50, warmup: 10 }));
    record(ONE_MESSAGE_MEASURE, 1, await measure(oneMessage, { clients: 1, perClient: 300, warmup: 30 }));
    record(
      'naive ILIKE + exact count (baseline)',
      1,
      await measure((i) => bench.naive(db, tenant, pick(i)), {
        clients: 1,
        perClient: engine === 'pglite' ? 15 : 40,
        warmup: 2,
      }),
    );
  } finally {
    await app.close();
    await deps.realtime.close();
    // The job queue polls and keeps its connection: stopped, so the process can end.
    await deps.jobs.stop({ timeoutMs: 2_000 });
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

function printTable(title: string, results: Result[]): void {
  const find = (engine: string, measure: string, clients: number) =>
    results.find((r) => r.engine === engine && r.measure.startsWith(measure) && r.clients === clients)
      ?.summary;
  log(`\n${title}`);
  log(`| engine     | measure                              | clients |   n | p50 ms | p95 ms |`);
  log(`|------------|--------------------------------------|--------:|----:|-------:|-------:|`);
  for (const r of results) {
    log(
      `| ${r.engine.padEnd(10)} | ${r.measure.padEnd(36)} | ${String(r.clients).padStart(7)} | ${String(r.summary.n).padStart(3)} | ${r.summary.p50.toFixed(1).padStart(6)} | ${r.summary.p95.toFixed(1).padStart(6)} |`,
    );
  }
  log('\nRatios and targets');
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  for (const engine of [...new Set(results.map((r) => r.engine))]) {
    const api1 = find(engine, 'API', 1);
    const api16 = find(engine, 'API', 16);
    const floor1 = find(engine, 'SQL', 1);
    const naive = find(engine, 'naive', 1);
    if (!api1 || !floor1 || !naive || !api16) continue;
    const apiOverFloor = api1.p50 / floor1.p50;
    const naiveOverApi = naive.p50 / api1.p50;
    log(
      `  ${engine}: API p50 / SQL floor p50 = ${apiOverFloor.toFixed(2)}x (target <= 2x: ${verdict(apiOverFloor <= 2)})`,
    );
    const oneMessage = find(engine, ONE_MESSAGE_MEASURE, 1);
    if (oneMessage)
      log(
        `  ${engine}: API p50 / one-message read p50 = ${(api1.p50 / oneMessage.p50).toFixed(2)}x (the floor without BEGIN and COMMIT; for information)`,
      );
    log(
      `  ${engine}: naive p50 / API p50 = ${naiveOverApi.toFixed(1)}x (target >= 10x: ${verdict(naiveOverApi >= 10)})`,
    );
    const reference = find(engine, REFERENCE_MEASURE, 16);
    if (engine === 'PostgreSQL')
      log(
        `  ${engine}: API p95 at 16 clients = ${api16.p95.toFixed(1)} ms (target <= 30 ms: ${verdict(api16.p95 <= 30)}; the session-only route: ${reference?.p95.toFixed(1) ?? '?'} ms)`,
      );
    if (engine === 'PGlite')
      log(
        `  ${engine}: API p95 at 1 client = ${api1.p95.toFixed(1)} ms (target <= 60 ms: ${verdict(api1.p95 <= 60)})`,
      );
  }
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  log(
    `\n(${os.cpus().length} CPUs, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load average ${load})`,
  );
}

/** Runs a list benchmark on every engine of BENCH_ENGINES, prints its table, returns the figures. */
export async function runListBench<Q>(bench: ListBench<Q>): Promise<Result[]> {
  const started = performance.now();
  const results: Result[] = [];
  for (const engine of ENGINES) results.push(...(await benchEngine(bench, engine)));
  printTable(bench.title, results);
  log(`total ${seconds(started)}`);
  return results;
}

/** Runs `main` when the file is the script node was started with. */
export function runIfMain(meta: ImportMeta, main: () => Promise<unknown>): void {
  if (meta.url !== `file://${process.argv[1]}`) return;
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
