import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { OpResult, WarehouseOp } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { queryRows } from '../src/db/rows.ts';
import type { Database } from '../src/db/types.ts';
import { createTenantCompany } from '../src/features/settings/tenants/tenants.service.ts';
import { createUser } from '../src/features/settings/users/user-accounts.service.ts';
import { createLogger } from '../src/lib/logger.ts';
import { createDeps } from '../src/server.ts';
import { log, openEngine, PASSWORD, runIfMain, seconds, signIn } from './support/list-bench.ts';

/*
 * npm run bench:warehouse-ops — the replay of a phone's offline queue (issue 22 Targets: 500 queued
 * operations replayed in ≤ 10 s, none lost or doubled), on the server alone, per engine (PGlite in
 * memory, then a scratch PostgreSQL database, see support/list-bench.ts). The phone sends its
 * queue as one POST /api/warehouse/ops of up to 500 ops; this sends the same request over HTTP:
 *
 * - moves: 500 moves of 0.0001 of one product from one bin to another (what bench:warehouse queues
 *   in the browser), so the moved quantity shows any op lost or applied twice;
 * - mixed: 500 ops over 40 products: moves between bins, counts, an ad hoc receipt started, scanned
 *   (+1 each) and completed, unknown items reported;
 * - each batch is then sent again as a phone that never heard the answer would: every op must come
 *   back as a replay and the ledger must not change. The balances must equal the ledger's sum.
 *
 *   BENCH_ENGINES=pglite,postgres BENCH_RUNS=5 BENCH_OPS=500
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const OPS = Number(process.env.BENCH_OPS ?? 500);
const PRODUCTS = 40;
const STEP = '0.0001';
const TARGET_MS = 10_000;
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((e) => e.trim());

type Setup = {
  base: string;
  cookie: string;
  productIds: string[];
  bins: string[];
  dock: string;
};
type RunFigures = { ms: number; againMs: number; applied: number; replayed: number; exact: boolean };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

async function call<T>(s: Pick<Setup, 'base' | 'cookie'>, method: string, url: string, body?: unknown) {
  const response = await fetch(`${s.base}${url}`, {
    method,
    headers: { cookie: s.cookie, 'content-type': 'application/json', origin: s.base },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** A warehouse with 4 bins and 40 products with a barcode each, every product 100 in the first bin. */
async function setUp(base: string, cookie: string): Promise<Setup> {
  const s = { base, cookie };
  type Location = { id: string; kind: string };
  const { warehouse } = await call<{ warehouse: { id: string; locations: Location[] } }>(
    s,
    'POST',
    '/api/warehouse/warehouses',
    { code: 'MAIN', name: 'Main warehouse' },
  );
  const bins: string[] = [];
  for (const code of ['A1', 'A2', 'B1', 'B2']) {
    const { location } = await call<{ location: Location }>(s, 'POST', '/api/warehouse/locations', {
      warehouseId: warehouse.id,
      code,
      name: `Bin ${code}`,
      barcode: `LOC-${code}`,
    });
    bins.push(location.id);
  }
  const productIds: string[] = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const { product } = await call<{ product: { id: string } }>(s, 'POST', '/api/products', {
      sku: `SKU-${i}`,
      name: `Product ${i}`,
      listPrice: '10',
      barcodes: [{ code: `500000000${String(i).padStart(4, '0')}`, symbology: 'code128', packQuantity: 1 }],
    });
    productIds.push(product.id);
  }
  const dock = warehouse.locations.find((l) => l.kind === 'dock')?.id ?? '';
  const [first = ''] = bins;
  const countedAt = new Date().toISOString();
  await call(s, 'POST', '/api/warehouse/ops', {
    ops: productIds.map((productId) => ({
      opId: crypto.randomUUID(),
      type: 'count',
      productId,
      locationId: first,
      countedQuantity: '100',
      countedAt,
    })),
  });
  return { ...s, productIds, bins, dock };
}

const pick = <T>(list: T[], i: number): T => list[i % list.length] as T;

function movesBatch(s: Setup): WarehouseOp[] {
  const [productId = ''] = s.productIds;
  return Array.from({ length: OPS }, () => ({
    opId: crypto.randomUUID(),
    type: 'move',
    productId,
    fromLocationId: s.bins[0] ?? '',
    toLocationId: s.bins[1] ?? '',
    quantity: STEP,
  }));
}

/** Moves, counts, one ad hoc receipt (start, scans, complete) and unknown items, in that mix. */
function mixedBatch(s: Setup): WarehouseOp[] {
  const receiptId = crypto.randomUUID();
  const ops: WarehouseOp[] = [
    { opId: crypto.randomUUID(), type: 'receipt.start', receiptId, locationId: s.dock, deliveryNote: 'DN-1' },
  ];
  for (let i = 0; ops.length < OPS - 1; i++) {
    const productId = pick(s.productIds, i);
    const kind = i % 10;
    if (kind < 5)
      ops.push({
        opId: crypto.randomUUID(),
        type: 'move',
        productId,
        fromLocationId: s.bins[0] ?? '',
        toLocationId: pick(s.bins.slice(1), i),
        quantity: STEP,
      });
    else if (kind < 7)
      ops.push({
        opId: crypto.randomUUID(),
        type: 'count',
        productId,
        locationId: pick(s.bins.slice(1), i),
        countedQuantity: String(i % 7),
        countedAt: new Date().toISOString(),
      });
    else if (kind < 9)
      ops.push({ opId: crypto.randomUUID(), type: 'receipt.scan', receiptId, productId, received: '1' });
    else
      ops.push({
        opId: crypto.randomUUID(),
        type: 'unknown.create',
        unknownItemId: crypto.randomUUID(),
        description: `Unlabelled box ${i}`,
        quantity: '1',
        locationId: s.dock,
        rawCode: null,
      });
  }
  ops.push({ opId: crypto.randomUUID(), type: 'receipt.complete', receiptId });
  return ops;
}

async function ledger(db: Database) {
  const [row] = await queryRows<{ moves: string; mismatches: string; moved: string | null }>(
    db,
    sql`WITH m AS (
          SELECT company_id, product_id, to_location_id AS loc, quantity AS q FROM stock_moves WHERE to_location_id IS NOT NULL
          UNION ALL
          SELECT company_id, product_id, from_location_id, -quantity FROM stock_moves WHERE from_location_id IS NOT NULL),
        s AS (SELECT company_id, product_id, loc, sum(q) AS total FROM m GROUP BY 1, 2, 3)
        SELECT (SELECT count(*) FROM stock_moves) AS moves,
               (SELECT sum(quantity) FROM stock_moves WHERE reason = 'move') AS moved,
               (SELECT count(*) FROM s FULL JOIN stock_balances b ON b.company_id = s.company_id
                  AND b.product_id = s.product_id AND b.location_id = s.loc
                WHERE coalesce(s.total, 0) <> coalesce(b.quantity, 0)) AS mismatches`,
  );
  return { moves: Number(row?.moves), moved: row?.moved ?? '0', mismatches: Number(row?.mismatches) };
}

async function replay(s: Setup, db: Database, ops: WarehouseOp[], exactMove: boolean): Promise<RunFigures> {
  const before = await ledger(db);
  const started = performance.now();
  const first = await call<{ results: OpResult[] }>(s, 'POST', '/api/warehouse/ops', { ops });
  const ms = performance.now() - started;
  const after = await ledger(db);
  const againStarted = performance.now();
  const again = await call<{ results: OpResult[] }>(s, 'POST', '/api/warehouse/ops', { ops });
  const againMs = performance.now() - againStarted;
  const afterAgain = await ledger(db);
  const applied = first.results.filter((r) => !r.replayed).length;
  const movedNow = Number(after.moved) - Number(before.moved);
  const exact =
    applied === ops.length &&
    first.results.every((r) => r.status === 'applied') &&
    after.mismatches === 0 &&
    afterAgain.moves === after.moves &&
    afterAgain.mismatches === 0 &&
    (!exactMove || Math.abs(movedNow - ops.length * Number(STEP)) < 1e-9);
  return { ms, againMs, applied, replayed: again.results.filter((r) => r.replayed).length, exact };
}

async function benchEngine(engine: string) {
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
  const app = await buildApp({ deps, logger: false });
  const rows: { workload: string; runs: RunFigures[] }[] = [];
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const { id: tenant } = await createTenantCompany(handle.db, 'Bench Warehouse');
    const email = `bench-${crypto.randomBytes(3).toString('hex')}@bench.test`;
    await createUser(handle.db, deps.auth, {
      companyId: tenant,
      email,
      fullName: 'Bench Worker',
      password: PASSWORD,
      role: 'admin',
      firstLoginCompleted: true,
    });
    const started = performance.now();
    const s = await setUp(base, await signIn(base, email));
    log(`  set up (${PRODUCTS} products, 4 bins) in ${seconds(started)}`);
    for (const [workload, batch, exactMove] of [
      ['moves', movesBatch, true],
      ['mixed', mixedBatch, false],
    ] as const) {
      const runs: RunFigures[] = [];
      for (let run = 0; run < RUNS; run++) {
        const figures = await replay(s, handle.db, batch(s), exactMove);
        runs.push(figures);
        log(
          `  ${workload} run ${run + 1}: ${(figures.ms / 1000).toFixed(2)} s (${(figures.ms / OPS).toFixed(1)} ms/op), sent again ${(figures.againMs / 1000).toFixed(2)} s; ${figures.applied} applied, ${figures.replayed} replayed, ${figures.exact ? 'exact' : 'WRONG'}`,
        );
      }
      rows.push({ workload, runs });
    }
  } finally {
    await app.close();
    await deps.realtime.close();
    await deps.jobs.stop({ timeoutMs: 2_000 });
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows.map((r) => ({ engine: label, ...r }));
}

async function main() {
  const started = performance.now();
  const all = [];
  for (const engine of ENGINES) all.push(...(await benchEngine(engine)));
  log(`\nReplay of ${OPS} queued ops in one POST /api/warehouse/ops, median of ${RUNS} runs`);
  log('| engine     | workload | median s | ms/op | runs (s)                       | sent again s | exact |');
  log('|------------|----------|---------:|------:|--------------------------------|-------------:|-------|');
  for (const r of all) {
    const ms = median(r.runs.map((x) => x.ms));
    const exact = r.runs.every((x) => x.exact && x.replayed === OPS);
    const list = r.runs.map((x) => (x.ms / 1000).toFixed(2)).join(', ');
    log(
      `| ${r.engine.padEnd(10)} | ${r.workload.padEnd(8)} | ${(ms / 1000).toFixed(2).padStart(8)} | ${(ms / OPS).toFixed(1).padStart(5)} | ${list.padEnd(30)} | ${(median(r.runs.map((x) => x.againMs)) / 1000).toFixed(2).padStart(12)} | ${exact ? 'yes' : 'NO'}   |`,
    );
    const met = exact && ms <= TARGET_MS;
    log(
      `  ${met ? 'met    ' : 'NOT met'}  ${r.engine} ${r.workload}: ${OPS} ops replayed ≤ ${TARGET_MS / 1000} s, none lost or doubled`,
    );
  }
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  log(
    `\n(${os.cpus().length} CPUs, Node ${process.version}, load average ${load}; total ${seconds(started)})`,
  );
}

runIfMain(import.meta, main);
