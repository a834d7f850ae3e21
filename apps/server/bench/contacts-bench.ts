/**
 * npm run bench:contacts — the contacts list (search + category + country, with its exact total)
 * on the companies benchmark's data set: 100,000 companies and 200,000 contacts in one tenant,
 * beside a second tenant of the same size. Measured over HTTP (session, access check, JSON) at 1
 * and 16 concurrent clients, on the embedded database (PGlite) and on PostgreSQL, next to the
 * same SQL run directly (the floor) and the naive query (ILIKE under row-level security, joined
 * country, exact count) as the baseline.
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a scratch
 * database is created and dropped. BENCH_ENGINES=embedded,postgres picks engines; BENCH_CONTACTS
 * and BENCH_COMPANIES shrink the data set for a quick run.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openEmbeddedDatabase } from '../src/db/embedded.ts';
import { openPostgresDatabase } from '../src/db/postgres.ts';
import { queryRows } from '../src/db/rows.ts';
import { withTenant } from '../src/db/tenant.ts';
import type { DatabaseHandle } from '../src/db/types.ts';
import { contactsPage } from '../src/features/contacts/contacts.service.ts';
import { createTenantCompany } from '../src/features/tenants/tenants.service.ts';
import { createUserWithPassword } from '../src/features/users/users.service.ts';
import { createLogger } from '../src/lib/logger.ts';
import { createDeps } from '../src/server.ts';
import { BENCH_COUNTRIES, generateTenantData } from './contacts-data.ts';

const SIZES = {
  companies: Number(process.env.BENCH_COMPANIES ?? 100_000),
  contacts: Number(process.env.BENCH_CONTACTS ?? 200_000),
};
const ENGINES = (process.env.BENCH_ENGINES ?? 'embedded,postgres').split(',').map((e) => e.trim());
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'Bench-Password-42!';
const SEARCHES = ['son', 'ann', 'mar', 'lee', 'ell', 'ris', 'tay', 'kim', 'buy', 'ope', 'oli', 'har'];
const CATEGORIES = ['company', 'generic', 'department'] as const;
const TARGETS = { postgres16: 30, embedded1: 60 };

type Query = { search: string; category: (typeof CATEGORIES)[number]; country: string };
type Row = {
  engine: string;
  what: string;
  clients: number;
  n: number;
  p50: number;
  p95: number;
  note?: string;
};

/** The i-th query of the rotation: every search with every category and country. */
const queryAt = (i: number): Query => ({
  search: SEARCHES[i % SEARCHES.length] ?? 'son',
  category: CATEGORIES[Math.floor(i / SEARCHES.length) % CATEGORIES.length] ?? 'company',
  country: BENCH_COUNTRIES[Math.floor(i / (SEARCHES.length * CATEGORIES.length)) % 4] ?? 'France',
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function measure(clients: number, perClient: number, run: (i: number) => Promise<void>) {
  const times: number[] = [];
  let counter = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let k = 0; k < perClient; k++) {
        const i = counter++;
        const start = performance.now();
        await run(i);
        times.push(performance.now() - start);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { n: times.length, p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function openEngine(engine: string): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  if (engine === 'embedded') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-bench-'));
    const handle = await openEmbeddedDatabase(dir);
    return {
      handle,
      async drop() {
        await handle.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
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

async function benchEngine(engine: string): Promise<Row[]> {
  const rows: Row[] = [];
  const { handle, drop } = await openEngine(engine);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-bench-files-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
  });
  const deps = await createDeps(config, createLogger(config), handle);
  const app = await buildApp({ deps, logger: false });
  try {
    const { db } = handle;
    const started = performance.now();
    const tenants = [];
    for (const name of ['Bench Tenant A', 'Bench Tenant B']) {
      const tenant = await createTenantCompany(db, name);
      await generateTenantData(db, tenant.id, SIZES);
      tenants.push(tenant);
    }
    const [tenant] = tenants;
    if (!tenant) throw new Error('no tenant');
    const [contactCount] = await queryRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from crm_contacts where company_id = ${tenant.id}`,
    );
    process.stdout.write(
      `  ${engine}: generated 2 tenants × ${SIZES.companies} companies / ${Number(contactCount?.n)} contacts in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
    );

    const email = 'bench@bench.test';
    const userId = await createUserWithPassword(db, deps.auth, {
      companyId: tenant.id,
      email,
      fullName: 'Bench User',
      password: PASSWORD,
      role: 'operative',
      firstLoginCompleted: true,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const signIn = await fetch(`${base}/api/account/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    let lastTotal = 0;
    const api = async (i: number) => {
      const q = queryAt(i);
      const params = new URLSearchParams({ search: q.search, category: q.category, country: q.country });
      const response = await fetch(`${base}/api/contacts?${params}`, { headers: { cookie } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { total: number; contacts: unknown[] };
      lastTotal = body.total;
    };
    const ctx = { companyId: tenant.id, userId };
    const floor = async (i: number) => {
      const q = queryAt(i);
      await withTenant(db, ctx, (tx) => contactsPage(tx, { ...q, page: 1 }));
    };
    const naive = async (i: number) => {
      const q = queryAt(i);
      const like = `%${q.search}%`;
      const where = sql`NOT c.archived AND c.category = ${q.category} AND co.country = ${q.country} AND (
        c.first_name ILIKE ${like} OR c.last_name ILIKE ${like} OR c.email ILIKE ${like}
        OR c.phone ILIKE ${like} OR c.job_title ILIKE ${like} OR c.company ILIKE ${like})`;
      await withTenant(db, ctx, async (tx) => {
        await tx.execute(sql`SELECT count(*) FROM crm_contacts c
          LEFT JOIN crm_companies co ON co.id = c.crm_company_id WHERE ${where}`);
        await tx.execute(sql`SELECT c.*, co.name FROM crm_contacts c
          LEFT JOIN crm_companies co ON co.id = c.crm_company_id WHERE ${where}
          ORDER BY c.last_name, c.id LIMIT 100`);
      });
    };

    await measure(1, 24, api);
    await measure(1, 24, floor);
    for (const clients of [1, 16]) {
      const perClient = clients === 1 ? 240 : 40;
      const a = await measure(clients, perClient, api);
      rows.push({ engine, what: 'API (HTTP)', clients, ...a });
      const f = await measure(clients, perClient, floor);
      rows.push({ engine, what: 'direct SQL (floor)', clients, ...f });
    }
    const b = await measure(1, 12, naive);
    rows.push({ engine, what: 'naive ILIKE + count (baseline)', clients: 1, ...b });
    process.stdout.write(
      `  ${engine}: e.g. "${queryAt(0).search}" ${queryAt(0).category} ${queryAt(0).country} → ${lastTotal} contacts\n`,
    );
  } finally {
    await app.close();
    await deps.realtime.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

function printTable(rows: Row[]) {
  const header = ['engine', 'measured', 'clients', 'n', 'p50 ms', 'p95 ms', 'target'];
  const lines = rows.map((r) => {
    const target =
      r.what === 'API (HTTP)' && r.engine === 'postgres' && r.clients === 16
        ? `p95 <= ${TARGETS.postgres16} ${r.p95 <= TARGETS.postgres16 ? 'met' : 'MISSED'}`
        : r.what === 'API (HTTP)' && r.engine === 'embedded' && r.clients === 1
          ? `p95 <= ${TARGETS.embedded1} ${r.p95 <= TARGETS.embedded1 ? 'met' : 'MISSED'}`
          : '';
    return [r.engine, r.what, String(r.clients), String(r.n), r.p50.toFixed(1), r.p95.toFixed(1), target];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  process.stdout.write(`\n${format(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n`);
  for (const line of lines) process.stdout.write(`${format(line)}\n`);
  for (const engine of new Set(rows.map((r) => r.engine))) {
    const api = rows.find((r) => r.engine === engine && r.what === 'API (HTTP)' && r.clients === 1);
    const floor = rows.find((r) => r.engine === engine && r.what === 'direct SQL (floor)' && r.clients === 1);
    const naive = rows.find((r) => r.engine === engine && r.what.startsWith('naive'));
    if (api && floor && naive) {
      process.stdout.write(
        `${engine}: API p50 is ${(api.p50 / floor.p50).toFixed(2)}x the floor; the naive query's p50 is ${(naive.p50 / api.p50).toFixed(1)}x the API's\n`,
      );
    }
  }
}

const all: Row[] = [];
process.stdout.write(
  `Contacts list benchmark: ${SIZES.contacts} contacts / ${SIZES.companies} companies per tenant, 2 tenants\n`,
);
for (const engine of ENGINES) all.push(...(await benchEngine(engine)));
printTable(all);
