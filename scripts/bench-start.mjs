// `npm run bench:start` (issue 25, item 8): how long the server takes to start and how much memory
// it holds when idle, run from its TypeScript sources through tsx (development) and from the
// compiled JavaScript of `npm run build:server` (production, what `npm start` runs). Each run is a
// restart on a database that is already migrated and seeded (the first start, which migrates and
// seeds, is made once and not counted). Start = spawn until `/api/health` answers 200; idle RSS =
// the process's resident memory 5 s after that with no request. Medians of N runs, on the embedded
// database and (when reachable) on PostgreSQL.
//
//   node scripts/bench-start.mjs [--runs 5] [--modes tsx,compiled] [--engines pglite,postgres] [--idle-ms 5000]
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const RUNS = Number(option('runs', '5'));
const IDLE_MS = Number(option('idle-ms', '5000'));
const MODES = option('modes', 'tsx,compiled').split(',');
const ENGINES = option('engines', 'pglite,postgres').split(',');
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const ENTRY = {
  tsx: ['--import', 'tsx', 'apps/server/src/main.ts'],
  compiled: ['apps/server/dist/main.js'],
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** One start: milliseconds until /api/health answers, and the idle RSS in MB after IDLE_MS. */
async function startOnce(mode, env) {
  const port = await freePort();
  const started = performance.now();
  let output = '';
  const child = spawn(process.execPath, ENTRY[mode], {
    cwd: root,
    env: { ...env, PORT: String(port), APP_URL: `http://localhost:${port}` },
  });
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
      if (performance.now() - started > 300_000) throw new Error(`no answer in 300 s:\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const startMs = performance.now() - started;
    await new Promise((r) => setTimeout(r, IDLE_MS));
    return { startMs, rss: rssMb(child.pid) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function scratchPostgres() {
  const name = `northdesk_bench_start_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

if (MODES.includes('compiled') && !fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) {
  const build = spawnSync('npm', ['run', 'build:server', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const rows = [];
for (const engine of ENGINES) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-bench-start-'));
  const { DATABASE_URL: _db, SMTP_URL: _smtp, S3_ENDPOINT: _s3, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_DATA: 'true' };
  let scratch;
  if (engine === 'postgres') {
    scratch = await scratchPostgres();
    if (!scratch) {
      console.log(`PostgreSQL not reachable at ${POSTGRES_URL}: skipped`);
      continue;
    }
    env.DATABASE_URL = scratch.url;
  }
  try {
    // The first start migrates and seeds the demo company: made once, not counted.
    const first = await startOnce(MODES[0], env);
    console.log(`${engine}: first start (migrate + seed, ${MODES[0]}) ${Math.round(first.startMs)} ms`);
    const results = Object.fromEntries(MODES.map((mode) => [mode, []]));
    // Interleaved, so a change in the machine's load falls on both modes alike.
    for (let run = 0; run < RUNS; run++)
      for (const mode of MODES) {
        const result = await startOnce(mode, env);
        results[mode].push(result);
        console.log(
          `${engine} ${mode.padEnd(8)} run ${run + 1}: start ${Math.round(result.startMs)} ms, idle RSS ${result.rss.toFixed(1)} MB`,
        );
      }
    for (const mode of MODES)
      rows.push({
        engine,
        mode,
        startMs: median(results[mode].map((r) => r.startMs)),
        rss: median(results[mode].map((r) => r.rss)),
      });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

console.log(`\nMedians of ${RUNS} runs (load average ${os.loadavg()[0].toFixed(1)} at the end):`);
console.log('engine    mode      start (ms)  idle RSS (MB)');
for (const row of rows)
  console.log(
    `${row.engine.padEnd(9)} ${row.mode.padEnd(9)} ${String(Math.round(row.startMs)).padStart(10)}  ${row.rss.toFixed(1).padStart(13)}`,
  );
if (MODES.includes('tsx') && MODES.includes('compiled')) {
  console.log(
    '\nTarget (issue 25, item 8): the compiled server starts faster and holds less memory than tsx',
  );
  for (const engine of ENGINES) {
    const tsx = rows.find((r) => r.engine === engine && r.mode === 'tsx');
    const compiled = rows.find((r) => r.engine === engine && r.mode === 'compiled');
    if (!tsx || !compiled) continue;
    const faster = compiled.startMs < tsx.startMs;
    const smaller = compiled.rss < tsx.rss;
    console.log(
      `  ${faster ? 'met    ' : 'NOT met'}  ${engine} start ${Math.round(compiled.startMs)} ms vs ${Math.round(tsx.startMs)} ms (${(tsx.startMs / compiled.startMs).toFixed(2)}x)`,
    );
    console.log(
      `  ${smaller ? 'met    ' : 'NOT met'}  ${engine} idle RSS ${compiled.rss.toFixed(1)} MB vs ${tsx.rss.toFixed(1)} MB (${(tsx.rss - compiled.rss).toFixed(1)} MB less)`,
    );
  }
}
