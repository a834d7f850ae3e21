import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type LoopbackProxy, startLoopbackProxy } from '../test/support/cluster/loopback-proxy.ts';
import { freePort, type NodeProcess, startNodeProcess } from '../test/support/cluster/node-processes.ts';
import { type LoadResult, runLoad } from './support/load-run.ts';
import { LOAD_METRICS_TOKEN, type NodeFigures, nodeFiguresAround } from './support/load-server-metrics.ts';
import {
  LOAD_AUTH_SECRET,
  type LoadUser,
  scratchPostgres,
  seedLoadUsers,
  signInAll,
} from './support/load-setup.ts';

/*
 * Issue 25, item 6: `npm run bench:load`. N signed-in users (default 200) work for a while (default
 * 60 s) against server processes behind the loopback proxy: PGlite on one node, then PostgreSQL on
 * one node and on two. Prints throughput, p50/p95/p99 and errors per run, and the targets.
 *
 *   npm run bench:load -- --users 200 --duration 60 --think 1000 --engine both --runs 1
 *
 * `--runs N` repeats each measurement N times on the same nodes and prints the medians.
 *
 * PostgreSQL: a scratch database on BENCH_POSTGRES_URL (else TEST_DATABASE_URL, else the local
 * server), dropped at the end. Users are made before the run and each signs in once.
 */

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    think: { type: 'string', default: '1000' },
    engine: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '1' },
  },
});
const USERS = Number(values.users);
const DURATION_MS = Number(values.duration) * 1000;
const THINK_MS = Number(values.think);
const RUNS = Math.max(1, Number(values.runs));
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

const nodeEnv = (appUrl: string, extra: Record<string, string>) => ({
  AUTH_SECRET: LOAD_AUTH_SECRET,
  APP_URL: appUrl,
  NODE_ENV: 'production',
  LOG_LEVEL: 'error',
  METRICS_TOKEN: LOAD_METRICS_TOKEN,
  ...extra,
});

type Measured = { result: LoadResult; nodes: NodeFigures[]; loadProcessLag: { p99: number; max: number } };

function print(label: string, { result: r, nodes, loadProcessLag }: Measured) {
  const ms = (n: number) => `${Math.round(n)} ms`;
  const limit = process.env.MAX_IN_FLIGHT_REQUESTS
    ? `, MAX_IN_FLIGHT_REQUESTS=${process.env.MAX_IN_FLIGHT_REQUESTS}`
    : '';
  console.log(`\n${label}: ${USERS} users, ${r.seconds.toFixed(0)} s${limit}, load average ${r.load}`);
  console.log(
    `  ${r.requests} requests, ${r.throughput.toFixed(1)} req/s; p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}, max ${ms(r.max)}; over 5 s: ${r.over5s}`,
  );
  console.log(
    `  errors: ${r.errors} (${r.shed} of them 503 + Retry-After, shed); p95 of the answers not shed ${ms(r.servedP95)}; streams open: ${r.streamsOpen}/${USERS}`,
  );
  for (const [i, n] of nodes.entries())
    console.log(
      `  node ${i + 1} (its own view, first hook to answer): ${n.requests} API requests, ${n.refused} × 503; p50 ≤ ${ms(n.p50)}, p95 ≤ ${ms(n.p95)}; event-loop delay p99 ${ms(n.lagP99)}, max ${ms(n.lagMax)}`,
    );
  console.log(
    `  load process (users + proxy) event-loop delay: p99 ${ms(loadProcessLag.p99)}, max ${ms(loadProcessLag.max)}`,
  );
  for (const [kind, n] of Object.entries(r.errorKinds).slice(0, 8)) console.log(`    ${n} × ${kind}`);
  console.log(
    `  mix: ${Object.entries(r.byAction)
      .map(([a, n]) => `${a} ${n}`)
      .join(', ')}`,
  );
}

async function measure(label: string, proxy: LoopbackProxy, users: LoadUser[], nodes: NodeProcess[]) {
  proxy.waits.length = 0;
  const measured = await nodeFiguresAround(
    nodes.map((n) => n.url),
    () => runLoad(proxy.url, users, { durationMs: DURATION_MS, thinkMs: THINK_MS }),
  );
  print(label, measured);
  const waits = [...proxy.waits].sort((a, b) => a - b);
  const at = (p: number) => Math.round(waits[Math.min(waits.length - 1, Math.floor(p * waits.length))] ?? 0);
  console.log(`  proxy (request in → node's answer starts): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`);
  return measured.result;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The median of each figure over several runs of one setup (the machine is shared and noisy). */
function medianOf(runs: LoadResult[]): LoadResult {
  const first = runs[0];
  if (!first || runs.length === 1) return first as LoadResult;
  const m = (pick: (r: LoadResult) => number) => median(runs.map(pick));
  return {
    ...first,
    requests: m((r) => r.requests),
    seconds: m((r) => r.seconds),
    throughput: m((r) => r.throughput),
    p50: m((r) => r.p50),
    p95: m((r) => r.p95),
    p99: m((r) => r.p99),
    max: m((r) => r.max),
    over5s: m((r) => r.over5s),
    errors: m((r) => r.errors),
    shed: m((r) => r.shed),
    servedP95: m((r) => r.servedP95),
    streamsOpen: m((r) => r.streamsOpen),
    load: runs.map((r) => r.load).join('; '),
  };
}

function printMedian(label: string, runs: LoadResult[]) {
  if (runs.length < 2) return;
  const r = medianOf(runs);
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `\n${label}, median of ${runs.length} runs: ${r.throughput.toFixed(1)} req/s; p50 ${s(r.p50)}, p95 ${s(r.p95)}, p99 ${s(r.p99)}, max ${s(r.max)}; over 5 s ${r.over5s}; errors ${r.errors} (shed ${r.shed}); p95 not shed ${s(r.servedP95)}`,
  );
}

/** A node's last words when a run fails: its log says why (the bench's own error seldom does). */
async function withNodeOutput<T>(nodes: NodeProcess[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    for (const node of nodes) console.error(`--- ${node.name} output ---\n${node.output().slice(-4000)}`);
    throw error;
  }
}

async function pglite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-load-pglite-'));
  console.log(`PGlite: making ${USERS} users in ${dataDir}…`);
  const users = await seedLoadUsers({ DATA_DIR: dataDir }, USERS);
  const port = await freePort();
  const proxy = await startLoopbackProxy([{ name: 'pglite', port }]);
  let node: NodeProcess | undefined;
  try {
    const started = await startNodeProcess('load-pglite', nodeEnv(proxy.url, {}), port, dataDir);
    node = started;
    return await withNodeOutput([started], async () => {
      const { retried } = await signInAll(proxy.url, users);
      console.log(`signed in ${users.length} users (${retried} sign-ins tried again after a 503)`);
      const runs: LoadResult[] = [];
      for (let run = 1; run <= RUNS; run++)
        runs.push(await measure(`PGlite, one node (run ${run})`, proxy, users, [started]));
      printMedian('PGlite, one node', runs);
      return medianOf(runs);
    });
  } finally {
    await proxy.close();
    await node?.stop();
  }
}

/**
 * One node, then two, `--runs` times over, one after the other: the second node is up all along
 * (idle while the one-node proxy sends everything to the first), so runs alternate without a
 * restart and each pair sees about the same machine.
 */
async function postgres() {
  const scratch = await scratchPostgres(POSTGRES_URL);
  const nodes: NodeProcess[] = [];
  const proxies: LoopbackProxy[] = [];
  try {
    console.log(`\nPostgreSQL: making ${USERS} users in a scratch database…`);
    const users = await seedLoadUsers({ DATABASE_URL: scratch.url }, USERS);
    const [portA, portB] = [await freePort(), await freePort()];
    const oneProxy = await startLoopbackProxy([{ name: 'node-a', port: portA }]);
    proxies.push(oneProxy);
    const twoProxy = await startLoopbackProxy([
      { name: 'node-a', port: portA },
      { name: 'node-b', port: portB },
    ]);
    proxies.push(twoProxy);
    // APP_URL: the two-node proxy's address (the users send no Origin, so either proxy is fine).
    const env = nodeEnv(twoProxy.url, { DATABASE_URL: scratch.url });
    nodes.push(await startNodeProcess('load-a', env, portA));
    nodes.push(await startNodeProcess('load-b', env, portB));
    return await withNodeOutput(nodes, async () => {
      const { retried } = await signInAll(twoProxy.url, users);
      console.log(`signed in ${users.length} users (${retried} sign-ins tried again after a 503)`);
      const one: LoadResult[] = [];
      const two: LoadResult[] = [];
      for (let run = 1; run <= RUNS; run++) {
        one.push(await measure(`PostgreSQL, one node (run ${run})`, oneProxy, users, nodes.slice(0, 1)));
        two.push(await measure(`PostgreSQL, two nodes (run ${run})`, twoProxy, users, nodes));
      }
      printMedian('PostgreSQL, one node', one);
      printMedian('PostgreSQL, two nodes', two);
      const ratios = one.map((r, i) => (two[i]?.throughput ?? 0) / r.throughput);
      console.log(`two nodes / one node, each pair: ${ratios.map((x) => `${x.toFixed(2)}×`).join(', ')}`);
      return { one: medianOf(one), two: medianOf(two), ratio: median(ratios) };
    });
  } finally {
    await Promise.all(proxies.map((p) => p.close()));
    await Promise.all(nodes.map((n) => n.stop()));
    await scratch.drop();
  }
}

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

const embedded = values.engine === 'postgres' ? undefined : await pglite();
const pg = values.engine === 'pglite' ? undefined : await postgres();

console.log(
  `\nTargets (${os.cpus().length} vCPUs, load average now ${os.loadavg()[0]?.toFixed(1)}${RUNS > 1 ? `; medians of ${RUNS} runs` : ''}):`,
);
const finals = [
  ...(embedded ? [{ label: 'PGlite, one node', result: embedded }] : []),
  ...(pg
    ? [
        { label: 'PostgreSQL, one node', result: pg.one },
        { label: 'PostgreSQL, two nodes', result: pg.two },
      ]
    : []),
];
for (const { label, result } of finals)
  console.log(
    `  ${label}: 0 errors (${result.errors}, ${result.shed} of them shed): ${verdict(result.errors === 0)}`,
  );
if (embedded)
  console.log(
    `  PGlite: no request waits more than 5 s (${embedded.over5s} did, longest ${Math.round(embedded.max)} ms): ${verdict(embedded.over5s === 0)}`,
  );
if (pg)
  console.log(
    `  PostgreSQL: two nodes ≥ 1.6× one node's throughput (${pg.two.throughput.toFixed(1)} / ${pg.one.throughput.toFixed(1)} req/s; ratio ${pg.ratio.toFixed(2)}×): ${verdict(pg.ratio >= 1.6)}`,
  );
