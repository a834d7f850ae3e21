// `npm run bench:web`: the web app as a person on a phone meets it. Builds the web app, starts the
// server on a fresh data folder with the demo data, and in Chromium (playwright-core, Debian's
// /usr/bin/chromium) under Lighthouse's mobile profile measures bytes on the wire, largest
// contentful paint and time to interactive, cold and warm, median of N runs. How to read it:
// the "Web performance" section of README.md.
//
//   node scripts/bench-web.mjs [--runs 5] [--no-build] [--json out.json] [--quiet-ms 3000] [--only /auth,/]
//                              [--warehouse]
// BENCH_DATA_DIR=folder keeps the server's data (the seeded demo company) for the next run.
// The warehouse phone's offline figures (scan → card, replay of 500 queued ops) run with all the
// routes, or with --warehouse (`npm run bench:warehouse` = --only /mobile-scanner --warehouse).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoAdminState, launchBenchBrowser } from './bench-web/browser.mjs';
import { chunkReport } from './bench-web/chunks.mjs';
import { ttiProbe } from './bench-web/tti.mjs';
import { measureWarehouse, printWarehouse } from './bench-web/warehouse.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const RUNS = Number(option('runs', '5'));
/** Lighthouse waits for a 5 s quiet window; 3 s keeps the whole bench near 5 minutes on 2 CPUs. */
const QUIET_MS = Number(option('quiet-ms', '3000'));
const JSON_OUT = option('json', '');
/** Measure only these routes (comma-separated paths), e.g. while working on one page. */
const ONLY = option('only', '').split(',').filter(Boolean);
const WAREHOUSE = ONLY.length === 0 || args.includes('--warehouse');

/** Lighthouse's mobile profile ("slow 4G"): 150 ms RTT, 1.6 Mbps down, 750 Kbps up, 4× CPU. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 390, height: 844 };
/** A phone: touch, coarse pointer. */
const PHONE = {
  viewport: VIEWPORT,
  screen: VIEWPORT,
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1.75,
};
/** A desktop pointer in a phone-sized window: the desktop pages themselves at 390 px. */
const NARROW_DESKTOP = { viewport: VIEWPORT, screen: VIEWPORT, isMobile: false, hasTouch: false };

const ROUTES = [
  { path: '/auth', signedIn: false, device: PHONE, label: '/auth' },
  { path: '/', signedIn: true, device: NARROW_DESKTOP, label: '/ (signed in)' },
  { path: '/companies', signedIn: true, device: NARROW_DESKTOP, label: '/companies' },
  { path: '/mobile-home', signedIn: true, device: PHONE, label: '/mobile-home' },
  { path: '/mobile-scanner', signedIn: true, device: PHONE, label: '/mobile-scanner' },
];

const TARGETS = [
  {
    route: '/auth',
    what: 'JS+CSS on the wire, cold',
    limit: 120 * 1024,
    unit: 'bytes',
    pick: (m) => m.cold.jsCss,
  },
  { route: '/auth', what: 'LCP cold', limit: 2000, unit: 'ms', pick: (m) => m.cold.lcp },
  { route: '/', what: 'LCP cold', limit: 2500, unit: 'ms', pick: (m) => m.cold.lcp },
  { route: '/', what: 'LCP warm', limit: 1000, unit: 'ms', pick: (m) => m.warm.lcp },
  { route: '/companies', what: 'LCP cold', limit: 2500, unit: 'ms', pick: (m) => m.cold.lcp },
  { route: '/companies', what: 'LCP warm', limit: 1000, unit: 'ms', pick: (m) => m.warm.lcp },
  { route: '/mobile-home', what: 'LCP cold', limit: 2500, unit: 'ms', pick: (m) => m.cold.lcp },
  { route: '/mobile-home', what: 'LCP warm', limit: 1000, unit: 'ms', pick: (m) => m.warm.lcp },
  // Issue 22: the scanner interactive on a phone.
  { route: '/mobile-scanner', what: 'TTI cold', limit: 2500, unit: 'ms', pick: (m) => m.cold.tti },
  { route: '/mobile-scanner', what: 'TTI warm', limit: 1000, unit: 'ms', pick: (m) => m.warm.tti },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(env, baseUrl) {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env });
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  // The first start seeds the demo data: about a minute on a quiet machine, several on a busy one.
  const deadline = Date.now() + Number(process.env.BENCH_SERVER_START_MS ?? 300_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer in time:\n${output}`);
}

async function stopServer(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Runs in every document before its own scripts: keeps the paint and long-task entries. An
 * observer's callback is a task of its own, which a busy main thread (a warm load evaluating its
 * modules) runs late: `flush` takes the entries not yet delivered, so a probe never judges the
 * page on a list that lacks its latest long task and largest paint (warm /companies printed an
 * LCP of 0 and a TTI before its 3 s render task).
 */
function installObservers() {
  const perf = { lcp: 0, longTasks: [] };
  const takeLcp = (entries) => {
    for (const entry of entries) perf.lcp = entry.startTime;
  };
  const takeLongTasks = (entries) => {
    for (const entry of entries) perf.longTasks.push([entry.startTime, entry.startTime + entry.duration]);
  };
  const lcp = new PerformanceObserver((list) => takeLcp(list.getEntries()));
  const longTasks = new PerformanceObserver((list) => takeLongTasks(list.getEntries()));
  perf.flush = () => {
    takeLcp(lcp.takeRecords());
    takeLongTasks(longTasks.takeRecords());
  };
  Object.defineProperty(window, '__benchPerf', { value: perf });
  lcp.observe({ type: 'largest-contentful-paint', buffered: true });
  longTasks.observe({ type: 'longtask', buffered: true });
}

/** Throttles one page and counts what crosses the wire for it. */
async function instrument(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const requests = new Map();
  let counters;
  const reset = () => {
    requests.clear();
    counters = { js: 0, css: 0, total: 0, requests: 0, jsEncoding: new Set() };
  };
  reset();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    requests.set(requestId, type);
    if (type === 'Script') counters.jsEncoding.add(response.headers['content-encoding'] ?? 'none');
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const type = requests.get(requestId);
    counters.total += encodedDataLength;
    counters.requests += encodedDataLength > 0 ? 1 : 0;
    if (type === 'Script') counters.js += encodedDataLength;
    if (type === 'Stylesheet') counters.css += encodedDataLength;
  });
  return { reset, read: () => counters };
}

async function settle(page) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const result = await page.evaluate(ttiProbe, QUIET_MS);
    if (result) return result;
    await page.waitForTimeout(250);
  }
  throw new Error(`${page.url()} never went quiet`);
}

async function loadOnce(page, meter, url) {
  meter.reset();
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  const { tti, lcp } = await settle(page);
  if (!lcp) console.warn(`  no largest contentful paint observed on ${url}`);
  const bytes = meter.read();
  return {
    lcp,
    tti,
    js: bytes.js,
    css: bytes.css,
    jsCss: bytes.js + bytes.css,
    total: bytes.total,
    finalPath: new URL(page.url()).pathname,
    jsEncoding: [...bytes.jsEncoding].join(','),
  };
}

async function newContext(browser, baseUrl, route, storageState) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    ...route.device,
    ...(route.signedIn ? { storageState } : {}),
  });
  await context.addInitScript(installObservers);
  return context;
}

async function measureCold(browser, baseUrl, route, storageState) {
  const context = await newContext(browser, baseUrl, route, storageState);
  const page = await context.newPage();
  const meter = await instrument(context, page);
  const result = await loadOnce(page, meter, route.path);
  await context.close();
  return result;
}

/** One context: a first visit installs the service worker and fills the caches, then N reloads. */
async function measureWarm(browser, baseUrl, route, storageState) {
  const context = await newContext(browser, baseUrl, route, storageState);
  const page = await context.newPage();
  const meter = await instrument(context, page);
  await loadOnce(page, meter, route.path);
  await page.evaluate(async () => {
    if (!('serviceWorker' in navigator)) return;
    await navigator.serviceWorker.ready;
  });
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto('about:blank');
    runs.push(await loadOnce(page, meter, route.path));
  }
  await context.close();
  return runs;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function summarize(runs) {
  const pick = (key) => median(runs.map((r) => r[key]));
  const paths = [...new Set(runs.map((r) => r.finalPath))].join(',');
  return {
    lcp: pick('lcp'),
    tti: pick('tti'),
    js: pick('js'),
    css: pick('css'),
    jsCss: pick('jsCss'),
    total: pick('total'),
    finalPath: paths,
    jsEncoding: [...new Set(runs.map((r) => r.jsEncoding))].join(','),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sec = (ms) => `${(ms / 1000).toFixed(2)} s`;

function printTable(results) {
  const header = ['route', 'mode', 'landed on', 'JS', 'CSS', 'total', 'LCP', 'TTI', 'JS encoding'];
  const rows = [];
  for (const r of results) {
    for (const mode of ['cold', 'warm']) {
      const m = r[mode];
      rows.push([
        r.label,
        mode,
        m.finalPath,
        kb(m.js),
        kb(m.css),
        kb(m.total),
        sec(m.lcp),
        sec(m.tti),
        m.jsEncoding,
      ]);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

function printTargets(results) {
  console.log('\nTargets (issue 17; /mobile-scanner: issue 22):');
  let allMet = true;
  for (const target of TARGETS) {
    const measured = results.find((r) => r.path === target.route);
    if (!measured) continue;
    const value = target.pick(measured);
    const met = value <= target.limit;
    allMet &&= met;
    const show = target.unit === 'ms' ? sec : kb;
    console.log(
      `  ${met ? 'met    ' : 'NOT met'}  ${target.route.padEnd(12)} ${target.what.padEnd(26)} ${show(value).padStart(9)}  (≤ ${show(target.limit)})`,
    );
  }
  return allMet;
}

async function main() {
  if (!args.includes('--no-build')) {
    console.log('Building the web app…');
    const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@northdesk/web'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  // BENCH_DATA_DIR: a data folder kept between runs (seeded once: minutes on a loaded machine).
  const keptDataDir = process.env.BENCH_DATA_DIR;
  if (keptDataDir) fs.mkdirSync(keptDataDir, { recursive: true });
  const dataDir = keptDataDir || fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-bench-web-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const { DATABASE_URL: _db, SMTP_URL: _smtp, ...inherited } = process.env;
  const env = {
    ...inherited,
    DATA_DIR: dataDir,
    PORT: String(port),
    APP_URL: baseUrl,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
  };
  // First start seeds the demo company and its password; the admin CLI reads it (server stopped).
  await stopServer(await startServer(env, baseUrl));
  const demoPassword = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/admin.ts', 'demo-password'],
    { cwd: root, env },
  )
    .toString()
    .trim();
  const server = await startServer(env, baseUrl);
  const browser = await launchBenchBrowser();
  try {
    const storageState = await demoAdminState(browser, baseUrl, demoPassword);

    const results = [];
    for (const route of ROUTES.filter((r) => ONLY.length === 0 || ONLY.includes(r.path))) {
      const started = Date.now();
      const cold = [];
      for (let i = 0; i < RUNS; i++) cold.push(await measureCold(browser, baseUrl, route, storageState));
      const warm = await measureWarm(browser, baseUrl, route, storageState);
      results.push({ ...route, cold: summarize(cold), warm: summarize(warm), runs: { cold, warm } });
      console.log(`  measured ${route.label} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    console.log(
      `\nMedian of ${RUNS}; 390×844, ${NETWORK.latency} ms RTT, 1.6 Mbps down / 750 Kbps up, CPU ÷${CPU_SLOWDOWN}; TTI quiet window ${QUIET_MS} ms.`,
    );
    console.log(
      'Bytes: transfer sizes (headers included) of everything the page fetched until interactive.\n',
    );
    printTable(results);
    let allMet = printTargets(results);
    let warehouse = null;
    if (WAREHOUSE) {
      warehouse = await measureWarehouse({
        browser,
        baseUrl,
        storageState,
        device: PHONE,
        network: NETWORK,
        cpuSlowdown: CPU_SLOWDOWN,
      });
      allMet = printWarehouse(warehouse) && allMet;
    }
    const chunks = chunkReport(path.join(root, 'apps/web/dist'));
    console.log(chunks.text);
    if (JSON_OUT)
      fs.writeFileSync(JSON_OUT, JSON.stringify({ results, warehouse, chunks: chunks.rows }, null, 2));
    console.log(allMet && chunks.ok ? '\nAll targets met.' : '\nSome targets NOT met.');
  } finally {
    await browser.close();
    await stopServer(server);
    if (!keptDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
