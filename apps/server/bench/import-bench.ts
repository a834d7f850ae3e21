import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Import, ImportEntity } from '@northdesk/shared';
import { log, runIfMain, seconds, signIn } from './support/list-bench.ts';

/*
 * npm run bench:import — issue 24 "Targets": 100,000 companies then 200,000 contacts (each
 * linked to a company by its domain) imported from CSV through the API as a person does it
 * (upload, dry run, import, each step a background job polled for its end), on PGlite and on a
 * scratch PostgreSQL database; then both lists exported. Prints rows/s of the import (target
 * ≥ 5,000 on PostgreSQL, ≥ 1,000 on PGlite) and of the export (≥ 20,000), with the server
 * process's peak RSS sampled every 100 ms during the import (memory must stay flat: the file is
 * streamed, never held). The server runs in a process of its own (import-bench-server.ts), so the
 * figure is the server's alone, not the benchmark client's with its CSV files.
 *
 *   BENCH_ENGINES=pglite,postgres BENCH_IMPORT_COMPANIES=100000 BENCH_IMPORT_CONTACTS=200000
 */

const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',').map((e) => e.trim());
const COMPANIES = Number(process.env.BENCH_IMPORT_COMPANIES ?? 100_000);
const CONTACTS = Number(process.env.BENCH_IMPORT_CONTACTS ?? 200_000);
const IMPORT_TARGET: Record<string, number> = { pglite: 1_000, postgres: 5_000 };
const EXPORT_TARGET = 20_000;
const CITIES = ['London', 'Leeds', 'Bristol', 'Glasgow', 'Cardiff', 'Lyon', 'Zürich', 'Dublin'];
const FIRST = ['Amélie', 'Tom', 'Priya', 'Jonas', 'Chloé', 'Sam', 'Aisha', 'Marek', 'Inès', 'Owen'];
const LAST = ['Durand', 'Smith', 'Patel', 'Nowak', 'Jones', 'Müller', 'Taylor', 'Brown', 'Evans', 'Roy'];

function companiesCsv(): Buffer {
  const lines = ['Name;Domain;City;Country;Phone;Lead status'];
  for (let i = 0; i < COMPANIES; i++)
    lines.push(
      `Bench Company ${i};company-${i}.example;${CITIES[i % CITIES.length]};UK;+44 20 7946 ${String(i % 10000).padStart(4, '0')};Warm`,
    );
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

function contactsCsv(): Buffer {
  const lines = ['First name,Last name,Email,Company domain,Job title,Phone'];
  for (let i = 0; i < CONTACTS; i++)
    lines.push(
      `${FIRST[i % 10]},${LAST[(i >> 3) % 10]},person-${i}@company-${i % COMPANIES}.example,company-${i % COMPANIES}.example,Buyer,+44 161 496 ${String(i % 10000).padStart(4, '0')}`,
    );
  return Buffer.from(`${lines.join('\n')}\n`);
}

type Step = { rows: number; ms: number };

/**
 * fetch, again after Retry-After while the server answers 503: PGlite runs one transaction at a
 * time and refuses a request that would wait more than 3 s (db/engine-queue.ts), which an
 * import's batch on a loaded machine can make it do. The wait is part of the measured time.
 */
async function patient(url: string, init?: RequestInit): Promise<Response> {
  for (;;) {
    const response = await fetch(url, init);
    if (response.status !== 503) return response;
    await response.arrayBuffer();
    const seconds = Number(response.headers.get('retry-after') ?? 1) || 1;
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}

/** Signs in, again while the server is busy (see patient). */
async function patientSignIn(base: string, email: string): Promise<string> {
  for (;;) {
    try {
      return await signIn(base, email);
    } catch (error) {
      if (!String(error).includes('503')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** The server's resident memory, read from /proc (Linux) or ps. */
function rssOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    if (kb) return Number(kb) * 1024;
  } catch {
    // not Linux: ask ps
  }
  return (
    Number(
      execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
        .toString()
        .trim(),
    ) * 1024
  );
}

/** Starts import-bench-server.ts as its own process and waits for its first line. */
async function startServer(engine: string): Promise<{ child: ChildProcess; base: string; email: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'import-bench-server.ts')],
    {
      env: { ...process.env, BENCH_ENGINE: engine },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const first = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const line = text.split('\n')[0];
      if (text.includes('\n') && line !== undefined) resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  const { base, email } = JSON.parse(first) as { base: string; email: string };
  return { child, base, email };
}

async function benchEngine(engine: string) {
  const { child, base, email } = await startServer(engine);
  const pid = child.pid ?? 0;
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  try {
    const cookie = await patientSignIn(base, email);
    const api = async (method: string, url: string, body?: unknown) => {
      const response = await patient(`${base}${url}`, {
        method,
        headers: { cookie, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return (await response.json()) as { import: Import };
    };
    const settle = async (entity: ImportEntity, id: string) => {
      for (;;) {
        const { import: current } = await api('GET', `/api/imports/${entity}/${id}`);
        if (!['checking', 'importing', 'undoing'].includes(current.status)) return current;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    let peakRss = rssOf(pid);
    const startRss = peakRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssOf(pid));
    }, 100);

    const importFile = async (entity: ImportEntity, csv: Buffer): Promise<{ check: Step; run: Step }> => {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), `${entity}.csv`);
      const uploaded = await patient(`${base}/api/imports/${entity}`, {
        method: 'POST',
        headers: { cookie, origin: base },
        body: form,
      });
      if (uploaded.status !== 201)
        throw new Error(`upload ${entity}: ${uploaded.status} ${await uploaded.text()}`);
      const { import: created } = (await uploaded.json()) as { import: Import };
      let t = performance.now();
      await api('POST', `/api/imports/${entity}/${created.id}/check`, { mapping: created.options.mapping });
      const checked = await settle(entity, created.id);
      const check = { rows: checked.rowCount, ms: performance.now() - t };
      if (checked.status !== 'checked') throw new Error(`check ${entity}: ${checked.error}`);
      t = performance.now();
      await api('POST', `/api/imports/${entity}/${created.id}/run`);
      const done = await settle(entity, created.id);
      if (done.status !== 'imported') throw new Error(`import ${entity}: ${done.error}`);
      const counts = done.result?.counts;
      log(`    ${entity}: created ${counts?.create}, rejected ${counts?.reject}`);
      return { check, run: { rows: done.rowCount, ms: performance.now() - t } };
    };

    const companies = await importFile('companies', companiesCsv());
    const contacts = await importFile('contacts', contactsCsv());
    clearInterval(sampler);

    const exportList = async (entity: string): Promise<Step> => {
      const t = performance.now();
      const response = await patient(`${base}/api/exports/${entity}`, { headers: { cookie } });
      let lines = 0;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
        for (const byte of chunk) if (byte === 10) lines += 1;
      return { rows: lines - 1, ms: performance.now() - t };
    };
    const exported = [await exportList('companies'), await exportList('contacts')];
    return { engine, companies, contacts, exported, startRss, peakRss };
  } finally {
    child.kill('SIGTERM');
    await stopped;
  }
}

const rate = (steps: Step[]) => {
  const rows = steps.reduce((n, s) => n + s.rows, 0);
  const ms = steps.reduce((n, s) => n + s.ms, 0);
  return { rows, seconds: ms / 1000, perSecond: Math.round((rows / ms) * 1000) };
};
const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const verdict = (value: number, target: number) => (value >= target ? 'met' : 'NOT met');

async function main() {
  const started = performance.now();
  log(`import benchmark: ${COMPANIES} companies + ${CONTACTS} contacts from CSV, then exported`);
  for (const engine of ENGINES) {
    log(`\n${engine}`);
    const r = await benchEngine(engine);
    const imported = rate([r.companies.run, r.contacts.run]);
    const checked = rate([r.companies.check, r.contacts.check]);
    const exported = rate(r.exported);
    const target = IMPORT_TARGET[engine] ?? 1_000;
    log(`  dry run   ${checked.rows} rows in ${checked.seconds.toFixed(1)} s = ${checked.perSecond} rows/s`);
    log(
      `  import    ${imported.rows} rows in ${imported.seconds.toFixed(1)} s = ${imported.perSecond} rows/s (companies ${rate([r.companies.run]).perSecond}, contacts ${rate([r.contacts.run]).perSecond}); target ≥ ${target}: ${verdict(imported.perSecond, target)}`,
    );
    log(`  peak RSS  ${mb(r.peakRss)} during the import (${mb(r.startRss)} before it)`);
    log(
      `  export    ${exported.rows} rows in ${exported.seconds.toFixed(1)} s = ${exported.perSecond} rows/s; target ≥ ${EXPORT_TARGET}: ${verdict(exported.perSecond, EXPORT_TARGET)}`,
    );
  }
  log(`\ntotal ${seconds(started)}`);
}

runIfMain(import.meta, main);
