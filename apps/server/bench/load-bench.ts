import os from 'node:os';
import { parseArgs } from 'node:util';
import { type LoopbackProxy, startLoopbackProxy } from '../test/support/cluster/loopback-proxy.ts';
import { freePort, type NodeProcess, startNodeProcess } from '../test/support/cluster/node-processes.ts';
import { type CpuFigures, cpuAround } from './support/load-cpu.ts';
import { type LoadResult, runLoad } from './support/load-run.ts';
import { pgliteSeed, postgresSeed } from './support/load-seed-cache.ts';
import { LOAD_METRICS_TOKEN, type NodeFigures, nodeFiguresAround } from './support/load-server-metrics.ts';
import { LOAD_AUTH_SECRET, type LoadUser } from './support/load-setup.ts';

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
    proxy: { type: 'string', default: 'keepalive' },
  },
});
const USERS = Number(values.users);
/** The seed is kept for 200 users (or more when asked); a smaller run uses its first USERS. */
const SEED_USERS = Math.max(200, USERS);
const DURATION_MS = Number(values.duration) * 1000;
const THINK_MS = Number(values.think);
const RUNS = Math.max(1, Number(values.runs));
/** `keepalive`: the proxy keeps connections to the nodes, as Caddy does; `new`: one per request. */
const PROXY_OPTIONS = { keepAlive: values.proxy !== 'new' };
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

const secondsSince = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

/** The kept sessions still work (else the seed is stale: BENCH_LOAD_RESEED=1). */
async function checkSignedIn(base: string, users: LoadUser[]) {
  for (const user of [users[0], users.at(-1)]) {
    let response = await fetch(`${base}/api/notifications`, { headers: { cookie: user?.cookie ?? '' } });
    // A node just started may still be busy (503 + Retry-After): ask again, as the app would.
    for (let attempt = 1; response.status === 503 && attempt < 10; attempt++) {
      await response.arrayBuffer();
      await new Promise((r) => setTimeout(r, 2_000));
      response = await fetch(`${base}/api/notifications`, { headers: { cookie: user?.cookie ?? '' } });
    }
    await response.arrayBuffer();
    if (response.status !== 200)
      throw new Error(
        `a kept user's session answered ${response.status}: run again with BENCH_LOAD_RESEED=1`,
      );
  }
}

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
    `  ${r.throughput.toFixed(1)} clicks/s done (${r.requests} requests sent, ${r.sendRate.toFixed(1)}/s); each request: p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}, max ${ms(r.max)}; over 5 s: ${r.over5s}`,
  );
  console.log(
    `  errors a user would see: ${r.errors} (${r.shed} of them still 503 after 4 sends); 503s resent after Retry-After: ${r.resent}; a click with its resends: p95 ${ms(r.clickP95)}, max ${ms(r.clickMax)}; p95 of the answers not 503 ${ms(r.servedP95)}; streams open: ${r.streamsOpen}/${USERS} (${r.streamsReopened} openings refused and tried again 10 s later)`,
  );
  for (const [i, n] of nodes.entries())
    console.log(
      `  node ${i + 1} (its own view, first hook to answer): ${n.requests} API requests, ${n.refused} × 503 (${n.shedAtOnce} in the first hook); p50 ≤ ${ms(n.p50)}, p95 ≤ ${ms(n.p95)}; event-loop delay p99 ${ms(n.lagP99)}, max ${ms(n.lagMax)}`,
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

async function measure(
  label: string,
  proxy: LoopbackProxy,
  users: LoadUser[],
  nodes: NodeProcess[],
  database?: string,
) {
  proxy.waits.length = 0;
  proxy.phases.length = 0;
  const { result: measured, cpu } = await cpuAround(
    nodes.map((n) => n.child.pid ?? 0),
    database,
    () =>
      nodeFiguresAround(
        nodes.map((n) => n.url),
        () => runLoad(proxy.url, users, { durationMs: DURATION_MS, thinkMs: THINK_MS }),
      ),
  );
  print(label, measured);
  printCpu(measured.result, measured.nodes, cpu);
  const at = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);
  };
  const phase = (name: string, values: number[]) =>
    `${name} p50 ${at(values, 0.5)} / p95 ${at(values, 0.95)} / max ${at(values, 1)} ms`;
  const { phases } = proxy;
  console.log(
    `  proxy, from a request's arrival: ${phase(
      'connected to the node',
      phases.map((p) => p.connected),
    )}; ${phase(
      'written',
      phases.map((p) => p.written),
    )}; ${phase(
      "node's answer starts",
      phases.map((p) => p.answered),
    )}`,
  );
  const refusals = phases.filter((p) => p.status === 503).map((p) => p.answered);
  const answers = phases.filter((p) => p.status !== 503).map((p) => p.answered);
  console.log(`  proxy: ${phase('503s', refusals)} (${refusals.length}); ${phase('other answers', answers)}`);
  return measured.result;
}

/** CPU seconds and share of one core per process; CPU per answered (not 503) request on the nodes. */
function printCpu(r: LoadResult, nodes: NodeFigures[], cpu: CpuFigures) {
  const share = (seconds: number) =>
    `${seconds.toFixed(1)} s = ${((100 * seconds) / r.seconds).toFixed(0)}% of a core`;
  const nodeCpu = cpu.nodes.reduce((sum, s) => sum + s, 0);
  const answered = nodes.reduce((sum, n) => sum + n.requests - n.refused, 0);
  const total = nodeCpu + cpu.postgres + cpu.loadProcess;
  console.log(
    `  CPU: ${cpu.nodes.map((s, i) => `node ${i + 1} ${share(s)}`).join(', ')}${cpu.postgres > 0 ? `, PostgreSQL (this database's backends) ${share(cpu.postgres)}` : ''}, load process ${share(cpu.loadProcess)}; together ${((100 * total) / (r.seconds * os.cpus().length)).toFixed(0)}% of the machine's ${os.cpus().length} vCPUs; ${answered > 0 ? ((1000 * (nodeCpu + cpu.postgres)) / answered).toFixed(1) : '–'} ms of node + database CPU per answered request`,
  );
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
    sendRate: m((r) => r.sendRate),
    clickP95: m((r) => r.clickP95),
    clickMax: m((r) => r.clickMax),
    resent: m((r) => r.resent),
    p50: m((r) => r.p50),
    p95: m((r) => r.p95),
    p99: m((r) => r.p99),
    max: m((r) => r.max),
    over5s: m((r) => r.over5s),
    errors: m((r) => r.errors),
    shed: m((r) => r.shed),
    servedP95: m((r) => r.servedP95),
    streamsOpen: m((r) => r.streamsOpen),
    streamsReopened: m((r) => r.streamsReopened),
    load: runs.map((r) => r.load).join('; '),
  };
}

function printMedian(label: string, runs: LoadResult[]) {
  if (runs.length < 2) return;
  const r = medianOf(runs);
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `\n${label}, median of ${runs.length} runs: ${r.throughput.toFixed(1)} clicks/s (${r.sendRate.toFixed(1)} requests/s); p50 ${s(r.p50)}, p95 ${s(r.p95)}, p99 ${s(r.p99)}, max ${s(r.max)}; over 5 s ${r.over5s}; errors ${r.errors} (503 after 4 sends ${r.shed}); 503s resent ${r.resent}; click p95 ${s(r.clickP95)}, max ${s(r.clickMax)}`,
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
  const seedStarted = performance.now();
  const seeded = await pgliteSeed(SEED_USERS);
  const { dataDir, made } = seeded;
  const users = seeded.users.slice(0, USERS);
  console.log(
    `PGlite: ${USERS} users ${made ? 'made and signed in' : 'from the kept seed'} in ${secondsSince(seedStarted)}`,
  );
  const port = await freePort();
  const proxy = await startLoopbackProxy([{ name: 'pglite', port }], PROXY_OPTIONS);
  let node: NodeProcess | undefined;
  try {
    const started = await startNodeProcess('load-pglite', nodeEnv(proxy.url, {}), port, dataDir);
    node = started;
    return await withNodeOutput([started], async () => {
      await checkSignedIn(proxy.url, users);
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
  const seedStarted = performance.now();
  const scratch = await postgresSeed(POSTGRES_URL, SEED_USERS);
  const users = scratch.users.slice(0, USERS);
  const database = new URL(scratch.url).pathname.slice(1);
  console.log(
    `\nPostgreSQL: ${USERS} users ${scratch.made ? 'made and signed in' : 'from the kept seed'}, copied to a scratch database in ${secondsSince(seedStarted)}`,
  );
  const nodes: NodeProcess[] = [];
  const proxies: LoopbackProxy[] = [];
  try {
    const [portA, portB] = [await freePort(), await freePort()];
    const oneProxy = await startLoopbackProxy([{ name: 'node-a', port: portA }], PROXY_OPTIONS);
    proxies.push(oneProxy);
    const twoProxy = await startLoopbackProxy(
      [
        { name: 'node-a', port: portA },
        { name: 'node-b', port: portB },
      ],
      PROXY_OPTIONS,
    );
    proxies.push(twoProxy);
    // APP_URL: the two-node proxy's address (the users send no Origin, so either proxy is fine).
    const env = nodeEnv(twoProxy.url, { DATABASE_URL: scratch.url });
    nodes.push(await startNodeProcess('load-a', env, portA));
    nodes.push(await startNodeProcess('load-b', env, portB));
    return await withNodeOutput(nodes, async () => {
      await checkSignedIn(twoProxy.url, users);
      const one: LoadResult[] = [];
      const two: LoadResult[] = [];
      for (let run = 1; run <= RUNS; run++) {
        one.push(
          await measure(`PostgreSQL, one node (run ${run})`, oneProxy, users, nodes.slice(0, 1), database),
        );
        two.push(await measure(`PostgreSQL, two nodes (run ${run})`, twoProxy, users, nodes, database));
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
    `  ${label}: 0 errors (${result.errors}, ${result.shed} of them 503 after 4 sends; ${result.resent} 503s resent): ${verdict(result.errors === 0)}`,
  );
if (embedded)
  console.log(
    `  PGlite: no request waits more than 5 s (${embedded.over5s} did, longest ${Math.round(embedded.max)} ms): ${verdict(embedded.over5s === 0)}`,
  );
if (pg)
  console.log(
    `  PostgreSQL: two nodes ≥ 1.6× one node's throughput (${pg.two.throughput.toFixed(1)} / ${pg.one.throughput.toFixed(1)} clicks/s; ratio ${pg.ratio.toFixed(2)}×): ${verdict(pg.ratio >= 1.6)}`,
  );
