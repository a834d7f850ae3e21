import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/connect.ts';
import { profiles } from '../../src/db/schema/index.ts';
import { STRONG_PASSWORD } from '../support/accounts.ts';
import { createScratchPostgres, testDatabaseUrl } from '../support/test-database.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function databaseEnv(): Promise<{ DATABASE_URL?: string; DATA_DIR?: string }> {
  if (testDatabaseUrl) {
    const scratch = await createScratchPostgres();
    cleanups.push(scratch.drop);
    return { DATABASE_URL: scratch.url };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-shutdown-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return { DATA_DIR: dir };
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn', DEMO_DATA: 'false' },
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitUntilUp(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

describe('graceful shutdown', () => {
  it('SIGTERM during a burst: answered writes are stored, exit code 0, the next start opens cleanly', async () => {
    const env = { ...(await databaseEnv()), PORT: String(await freePort()) };
    const url = `http://127.0.0.1:${env.PORT}`;
    const first = startServer(env);
    await waitUntilUp(url);

    const emails = Array.from({ length: 24 }, (_, i) => `burst-${i}@example.test`);
    const burst = emails.map(async (email) => {
      try {
        const response = await fetch(`${url}/api/account/sign-up`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            fullName: 'Burst',
            companyName: `Burst ${email}`,
            email,
            password: STRONG_PASSWORD,
            confirmPassword: STRONG_PASSWORD,
          }),
        });
        return { email, status: response.status };
      } catch {
        return { email, status: 0 };
      }
    });
    await new Promise((r) => setTimeout(r, 150));
    first.child.kill('SIGTERM');
    const results = await Promise.all(burst);
    expect(await first.exited, first.output()).toBe(0);

    const stored = results.filter((r) => r.status === 201).map((r) => r.email);
    expect(stored.length).toBeGreaterThan(0);

    const second = startServer(env);
    await waitUntilUp(url);
    second.child.kill('SIGTERM');
    expect(await second.exited, second.output()).toBe(0);

    const database = await openDatabase(
      { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '', databasePoolMax: 2 },
      () => undefined,
    );
    try {
      const rows = await database.db
        .select({ email: profiles.email })
        .from(profiles)
        .where(inArray(profiles.email, stored));
      expect(rows.map((r) => r.email).sort()).toEqual([...stored].sort());
    } finally {
      await database.close();
    }
  }, 90_000);
});
