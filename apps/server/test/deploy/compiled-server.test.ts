import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/cluster/node-processes.ts';
import { createScratchPostgres, testDatabaseUrl } from '../support/test-database.ts';

/*
 * Issue 25, item 8: production runs the server compiled to JavaScript (`npm run build:server`,
 * what `npm start` and the image run). This builds it into a folder of its own and starts it as
 * an operator would: the first start migrates (the migrations found from the bundle) and seeds
 * the demo company, a demo user signs in, and a quote PDF renders (its fonts found from the bundle).
 */

const serverDir = path.resolve(import.meta.dirname, '../..');
const START_MS = Number(process.env.E2E_SERVER_START_MS ?? 240_000);

describe('the compiled server (npm run build:server)', () => {
  const outdir = path.join(serverDir, `.dist-test-${crypto.randomBytes(4).toString('hex')}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-compiled-'));
  let child: ChildProcess;
  let output = '';
  let base = '';
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const build = spawnSync(process.execPath, ['build.mjs', '--outdir', outdir], { cwd: serverDir });
    expect(build.status, build.stderr.toString()).toBe(0);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: base,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    };
    if (testDatabaseUrl) {
      const scratch = await createScratchPostgres();
      env.DATABASE_URL = scratch.url;
      drop = scratch.drop;
    }
    // From another folder than the repository: nothing may depend on the working directory.
    child = spawn(process.execPath, [path.join(outdir, 'main.js')], { cwd: os.tmpdir(), env });
    child.stdout?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    const deadline = Date.now() + START_MS;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the compiled server exited:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the compiled server was not ready:\n${output}`);
      const ready = await fetch(`${base}/api/ready`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ready) break;
      await new Promise((r) => setTimeout(r, 250));
    }
  }, START_MS + 60_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    await drop?.();
    fs.rmSync(outdir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates, seeds, signs a demo user in, renders a quote PDF and stops cleanly', async () => {
    expect(fs.existsSync(path.join(outdir, 'main.js'))).toBe(true);
    const password = /Password for all \(generated for this install\): (\S+)/.exec(output)?.[1];
    expect(password, output).toBeDefined();
    const signIn = await fetch(`${base}/api/account/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'super-admin@demo.northdesk.test', password }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const quotes = (await (await fetch(`${base}/api/quotes`, { headers: { cookie } })).json()) as {
      quotes: { id: string }[];
    };
    const first = quotes.quotes[0];
    expect(first).toBeDefined();
    const pdf = await fetch(`${base}/api/quotes/${first?.id}/pdf`, { headers: { cookie } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 120_000);
});
