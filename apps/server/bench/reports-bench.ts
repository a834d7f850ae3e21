import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPORT_IDS, REPORT_MAX_DAYS, type ReportQueryValues, reportsToday } from '@northdesk/shared';
import { type SQL, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openEmbeddedDatabase } from '../src/db/embedded.ts';
import { queryRows } from '../src/db/rows.ts';
import { withTenant } from '../src/db/tenant.ts';
import type { DatabaseHandle } from '../src/db/types.ts';
import { overviewSql } from '../src/features/reports/overview.sql.ts';
import { reportParams, reportStatement } from '../src/features/reports/reports.service.ts';
import { createTenantCompany } from '../src/features/settings/tenants/tenants.service.ts';
import { createUser } from '../src/features/settings/users/user-accounts.service.ts';
import { createLogger } from '../src/lib/logger.ts';
import { createDeps } from '../src/server.ts';
import { insertReportData, REPORT_BENCH } from './reports-data.ts';
import { httpLoad } from './support/http-load.ts';
import { type LatencySummary, measure, summarize } from './support/latency.ts';
import { log, openEngine, PASSWORD, runIfMain, seconds, signIn } from './support/list-bench.ts';

/*
 * npm run bench:reports — issue 23 "Targets": every report at its widest range (a custom range of
 * three years ending today, which holds the whole generated year) on a tenant with 100,000 deals,
 * 1,000,000 activities and 200,000 tasks, beside a second tenant of the same size. Per report: the
 * API over HTTP at 1 client (load generator in its own process) and its SQL run directly in a
 * tenant transaction; p95 target 300 ms on PostgreSQL and 1 s on PGlite, and the API within 1.5×
 * of its own SQL.
 *
 * The measurement is repeated BENCH_REPORT_ROUNDS times on the same data (each round every report
 * in turn, so a burst of load on the shared machine does not land on one report only); the table
 * shows the median over the rounds of each round's p50 and p95.
 *
 *   BENCH_ENGINES=pglite,postgres BENCH_REPORT_RUNS=40 BENCH_REPORT_ROUNDS=3 (sizes: reports-data.ts)
 */

const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((e) => e.trim());
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 40);
const ROUNDS = Number(process.env.BENCH_REPORT_ROUNDS ?? 3);
const USERS = 8;
const TARGET_MS: Record<string, number> = { PGlite: 1000, PostgreSQL: 300 };

type Row = { engine: string; report: string; api: LatencySummary; sql: LatencySummary };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** The median over the rounds of each round's figures. */
const medianOf = (rounds: LatencySummary[]): LatencySummary => ({
  n: rounds.reduce((sum, r) => sum + r.n, 0),
  p50: median(rounds.map((r) => r.p50)),
  p95: median(rounds.map((r) => r.p95)),
  mean: median(rounds.map((r) => r.mean)),
});

async function open(engine: string): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
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
}

async function benchEngine(engine: string): Promise<Row[]> {
  const label = engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
  log(`\n${label}`);
  const { handle, drop } = await open(engine);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-bench-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    DATA_DIR: dataDir,
    APP_URL: 'http://127.0.0.1',
  });
  const deps = await createDeps(config, createLogger(config), handle);
  const app = await buildApp({ deps, logger: false });
  const rows: Row[] = [];
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const { db } = handle;
    const tenants = [
      (await createTenantCompany(db, 'Bench Tenant A')).id,
      (await createTenantCompany(db, 'Bench Tenant B')).id,
    ];
    const usersOf = new Map<string, string[]>();
    let email = '';
    for (const tenant of tenants) {
      const users: string[] = [];
      for (let i = 0; i < USERS; i++) {
        const address = `bench-${crypto.randomBytes(3).toString('hex')}@bench.test`;
        if (!email) email = address;
        users.push(
          await createUser(db, deps.auth, {
            companyId: tenant,
            email: address,
            fullName: `Bench User ${i + 1}`,
            password: PASSWORD,
            role: 'super_admin',
            firstLoginCompleted: true,
          }),
        );
      }
      usersOf.set(tenant, users);
    }
    const cookie = await signIn(base, email);
    log(
      `  generating 2 tenants × (${REPORT_BENCH.deals} deals, ${REPORT_BENCH.activities} activities, ${REPORT_BENCH.tasks} tasks, ${REPORT_BENCH.companies} companies, ${REPORT_BENCH.contacts} contacts)`,
    );
    await db.execute(sql`SET session_replication_role = replica`);
    try {
      for (const tenant of tenants) {
        const started = performance.now();
        await insertReportData(db, tenant, usersOf.get(tenant) ?? []);
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

    const [tenant = ''] = tenants;
    const userId = usersOf.get(tenant)?.[0] ?? '';
    const today = reportsToday();
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - (REPORT_MAX_DAYS - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const query: ReportQueryValues = {
      range: 'custom',
      from,
      to: today,
      owner: undefined,
      pipelineId: undefined,
    };
    const search = `range=custom&from=${from}&to=${today}`;
    const ctx = { companyId: tenant, userId };
    const p = reportParams(ctx, query);
    const statements: [string, string, SQL][] = [
      ...REPORT_IDS.map((id): [string, string, SQL] => [
        id,
        `/api/reports/${id}?${search}`,
        reportStatement(id, p),
      ]),
      [
        'overview (headline cards)',
        `/api/reports/overview?${search}`,
        overviewSql(p, { deals: true, tasks: true }),
      ],
    ];
    const measured = new Map<string, { api: LatencySummary[]; sql: LatencySummary[] }>();
    for (let round = 1; round <= ROUNDS; round++) {
      log(`  round ${round} of ${ROUNDS}`);
      for (const [name, url, statement] of statements) {
        const api = summarize(
          await httpLoad({ urls: [`${base}${url}`], cookie, clients: 1, perClient: RUNS, warmup: 3 }),
        );
        const direct = summarize(
          await measure(() => withTenant(db, ctx, (tx) => queryRows(tx, statement)), {
            clients: 1,
            perClient: RUNS,
            warmup: 3,
          }),
        );
        const seen = measured.get(name) ?? { api: [], sql: [] };
        seen.api.push(api);
        seen.sql.push(direct);
        measured.set(name, seen);
        log(
          `    ${name.padEnd(28)} API p50 ${api.p50.toFixed(1)} p95 ${api.p95.toFixed(1)} ms | SQL p50 ${direct.p50.toFixed(1)} p95 ${direct.p95.toFixed(1)} ms`,
        );
      }
    }
    for (const [name, { api, sql: direct }] of measured)
      rows.push({ engine: label, report: name, api: medianOf(api), sql: medianOf(direct) });
  } finally {
    await app.close();
    await deps.realtime.close();
    await deps.jobs.stop({ timeoutMs: 2_000 });
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

function printTable(rows: Row[]): void {
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  log(
    `\nReports at their widest range (custom, three years to today), 1 client; medians of ${ROUNDS} rounds of ${RUNS} runs`,
  );
  log(
    '| engine     | report                       | API p50 | API p95 | SQL p50 | SQL p95 | API/SQL p50 | p95 target    | within 1.5x |',
  );
  log(
    '|------------|------------------------------|--------:|--------:|--------:|--------:|------------:|---------------|-------------|',
  );
  for (const r of rows) {
    const target = TARGET_MS[r.engine] ?? 0;
    const ratio = r.api.p50 / r.sql.p50;
    log(
      `| ${r.engine.padEnd(10)} | ${r.report.padEnd(28)} | ${r.api.p50.toFixed(1).padStart(7)} | ${r.api.p95.toFixed(1).padStart(7)} | ${r.sql.p50.toFixed(1).padStart(7)} | ${r.sql.p95.toFixed(1).padStart(7)} | ${ratio.toFixed(2).padStart(11)} | ${`${verdict(r.api.p95 <= target)} (${target})`.padEnd(13)} | ${verdict(ratio <= 1.5).padEnd(11)} |`,
    );
  }
  for (const engine of [...new Set(rows.map((r) => r.engine))]) {
    const mine = rows.filter((r) => r.engine === engine);
    const target = TARGET_MS[engine] ?? 0;
    const slowest = mine.reduce((a, b) => (b.api.p95 > a.api.p95 ? b : a));
    const widest = mine.reduce((a, b) => (b.api.p50 / b.sql.p50 > a.api.p50 / a.sql.p50 ? b : a));
    log(
      `  ${engine}: slowest API p95 ${slowest.api.p95.toFixed(1)} ms (${slowest.report}; target <= ${target} ms: ${verdict(mine.every((r) => r.api.p95 <= target))})`,
    );
    log(
      `  ${engine}: largest API/SQL p50 ${(widest.api.p50 / widest.sql.p50).toFixed(2)}x (${widest.report}; target <= 1.5x for every report: ${verdict(mine.every((r) => r.api.p50 / r.sql.p50 <= 1.5))})`,
    );
  }
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  log(`\n(${os.cpus().length} CPUs, Node ${process.version}, load average ${load})`);
}

export async function benchReports(): Promise<void> {
  const started = performance.now();
  const rows: Row[] = [];
  for (const engine of ENGINES) rows.push(...(await benchEngine(engine)));
  printTable(rows);
  log(`total ${seconds(started)}`);
}

runIfMain(import.meta, benchReports);
