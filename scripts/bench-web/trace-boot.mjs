// Where a page's first load spends its time, under bench:web's phone profile: a Chromium trace of
// one cold load and one warm load (HTTP cache and service worker in place), summarised as the
// requests (start → end, from the page or its service worker) and the main thread's long tasks
// with what ran in them (which script was compiled or evaluated, which function was called).
//
//   node scripts/bench-web/trace-boot.mjs --url http://localhost:3000 --password … [--path /mobile-scanner]
//                                         [--desktop] (a fine pointer at 390 px, as bench:web's / and /companies) [--mode cold|warm|both] [--out trace-dir] [--task-ms 50]
// Needs a running server with the demo data (`npm run admin -- demo-password` gives the password).
import fs from 'node:fs';
import path from 'node:path';
import { demoAdminState, launchBenchBrowser } from './browser.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const BASE = option('url', 'http://localhost:3000');
const PASSWORD = option('password', process.env.DEMO_PASSWORD ?? '');
const ROUTE = option('path', '/mobile-scanner');
const MODE = option('mode', 'both');
const OUT = option('out', '');
const SETTLE_MS = Number(option('settle-ms', '6000'));
/** Tasks shorter than this are not listed (50 ms: the long-task threshold). */
const TASK_MS = Number(option('task-ms', '50'));

const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const PHONE = {
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1.75,
};
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'toplevel',
  'disabled-by-default-v8.compile',
];

const short = (url) => (url ? url.replace(BASE, '').replace(/^\/assets\//, '') : '');

async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The renderer main thread of the traced page: the thread with the most long tasks. */
function summarise(events, label) {
  const byThread = new Map();
  for (const e of events) {
    if (e.name === 'RunTask' && e.ph === 'X' && e.dur > TASK_MS * 1000) {
      const key = `${e.pid}:${e.tid}`;
      byThread.set(key, (byThread.get(key) ?? 0) + 1);
    }
  }
  const navStart = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  const t0 = navStart?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const ms = (ts) => ((ts - t0) / 1000).toFixed(0).padStart(6);
  const mainKey = navStart
    ? `${navStart.pid}:${navStart.tid}`
    : [...byThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  const [pid, tid] = (mainKey ?? '0:0').split(':').map(Number);

  console.log(`\n=== ${label}: ${ROUTE} ===`);
  // Requests: send → finish, whoever sent them (page or service worker).
  const requests = new Map();
  for (const e of events) {
    const d = e.args?.data;
    if (!d?.requestId) continue;
    // The browser's own pages (chrome://) are not the app's.
    if (e.name === 'ResourceSendRequest' && !/^https?:/.test(d.url ?? '')) continue;
    if (e.name === 'ResourceSendRequest')
      requests.set(d.requestId, { url: d.url, start: e.ts, pid: e.pid, prio: d.priority });
    const r = requests.get(d.requestId);
    if (!r) continue;
    if (e.name === 'ResourceReceiveResponse') {
      r.response = e.ts;
      r.fromCache = d.fromCache || d.fromServiceWorker;
      r.sw = d.fromServiceWorker;
      r.status = d.statusCode;
    }
    if (e.name === 'ResourceFinish') {
      r.end = e.ts;
      r.bytes = d.encodedDataLength;
    }
  }
  console.log('requests (ms from navigation start):');
  for (const r of [...requests.values()].sort((a, b) => a.start - b.start)) {
    const where = r.sw ? 'sw' : r.fromCache ? 'cache' : r.pid === pid ? 'net' : 'net*';
    console.log(
      `  ${ms(r.start)} → ${r.end ? ms(r.end) : '   ...'}  ${String(r.bytes ?? '').padStart(7)} B ${where.padEnd(5)} ${short(r.url)}`,
    );
  }
  // Long tasks on the main thread, with their largest parts.
  console.log(`tasks on the main thread (> ${TASK_MS} ms):`);
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const tasks = main
    .filter((e) => e.name === 'RunTask' && e.dur > TASK_MS * 1000)
    .sort((a, b) => a.ts - b.ts);
  let total = 0;
  for (const task of tasks) {
    total += task.dur;
    const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
    const parts = new Map();
    for (const e of inside) {
      const d = e.args?.data ?? {};
      let what = null;
      if (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule')
        what = `eval ${short(d.url ?? e.args?.url ?? '')}`;
      else if (e.name === 'v8.compileModule' || e.name === 'v8.compile')
        what = `compile ${short(d.url ?? e.args?.fileName ?? '')}`;
      else if (e.name === 'FunctionCall')
        what = `call ${d.functionName || '(anon)'} ${short(d.url)}:${d.lineNumber ?? ''}`;
      else if (
        [
          'Layout',
          'UpdateLayoutTree',
          'Paint',
          'ParseHTML',
          'ParseAuthorStyleSheet',
          'MajorGC',
          'MinorGC',
          'V8.GC_MARK_COMPACTOR',
          'TimerFire',
          'EventDispatch',
          'FireAnimationFrame',
          'HandlePostMessage',
        ].includes(e.name)
      )
        what = e.name + (d.type ? ` ${d.type}` : '');
      if (what) parts.set(what, (parts.get(what) ?? 0) + e.dur);
    }
    const top = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.log(
      `  ${ms(task.ts)} +${(task.dur / 1000).toFixed(0).padStart(4)} ms  ${top.map(([w, d]) => `${w} ${(d / 1000).toFixed(0)}`).join(' | ')}`,
    );
  }
  console.log(`  total long-task time ${(total / 1000).toFixed(0)} ms`);
  for (const name of [
    'firstContentfulPaint',
    'largestContentfulPaint::Candidate',
    'domContentLoadedEventEnd',
    'loadEventEnd',
  ]) {
    const e = events.filter((x) => x.name === name && x.pid === pid).at(-1);
    if (e) console.log(`  ${name} at ${ms(e.ts)} ms`);
  }
}

async function traceLoad(browser, page, label) {
  await browser.startTracing(page, { categories: CATEGORIES, screenshots: false });
  await page.goto(ROUTE, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const buffer = await browser.stopTracing();
  if (OUT) {
    fs.mkdirSync(OUT, { recursive: true });
    fs.writeFileSync(path.join(OUT, `${label}.json`), buffer);
  }
  const { traceEvents } = JSON.parse(buffer.toString());
  summarise(traceEvents, label);
  const timeline = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    sw: navigator.serviceWorker?.controller ? 'controlled' : 'not controlled',
  }));
  console.log(`  FCP (page) ${timeline.fcp?.toFixed(0)} ms; page ${timeline.sw}`);
}

const browser = await launchBenchBrowser();
try {
  const storageState = await demoAdminState(browser, BASE, PASSWORD);

  const device = args.includes('--desktop')
    ? { viewport: PHONE.viewport, screen: PHONE.screen, isMobile: false, hasTouch: false }
    : PHONE;
  const context = await browser.newContext({ baseURL: BASE, ...device, storageState });
  const page = await context.newPage();
  await throttle(context, page);
  if (MODE === 'cold' || MODE === 'both') await traceLoad(browser, page, 'cold');
  else await page.goto(ROUTE, { waitUntil: 'load' });
  if (MODE === 'warm' || MODE === 'both') {
    await page.evaluate(async () => {
      await navigator.serviceWorker?.ready;
    });
    await page.goto('about:blank');
    await page.goto(ROUTE, { waitUntil: 'load' });
    await page.goto('about:blank');
    await traceLoad(browser, page, 'warm');
  }
  await context.close();
} finally {
  await browser.close();
}
