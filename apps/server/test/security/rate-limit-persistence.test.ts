import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AUTH_COPY } from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import type { Server } from '../../src/server.ts';
import { createScratchPostgres, testDatabaseUrl } from '../support/test-database.ts';
import { startTestNode } from '../support/test-server.ts';

/** Where a "restart" keeps its data: a fresh PostgreSQL database, or an embedded data folder. */
let env: Record<string, string>;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  if (testDatabaseUrl) {
    const scratch = await createScratchPostgres();
    env = { DATABASE_URL: scratch.url };
    cleanup = scratch.drop;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-restart-'));
    env = { DATA_DIR: dir };
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
});
afterAll(() => cleanup());

const start = (): Promise<Server> =>
  startTestNode(
    loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'false', APP_URL: 'http://localhost:3000', ...env }),
  );

const attempt = (server: Server, email: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: { email, password: 'wrong-password' },
  });

describe('sign-in rate limit storage', () => {
  // Two file-backed servers one after the other: a fresh data folder is initialised first (slow on 2 vCPUs).
  it('keeps counting across a server restart', { timeout: 120_000 }, async () => {
    const email = 'restart@example.test';
    const first = await start();
    for (let i = 0; i < 6; i++) expect((await attempt(first, email)).statusCode).toBe(401);
    await first.close();

    const second = await start();
    try {
      for (let i = 0; i < 4; i++) expect((await attempt(second, email)).statusCode).toBe(401);
      const blocked = await attempt(second, email);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ error: { message: AUTH_COPY.loginRateLimited } });
    } finally {
      await second.close();
    }
  });

  it.runIf(Boolean(testDatabaseUrl))('is shared by two server nodes on one PostgreSQL', async () => {
    const email = 'two-nodes@example.test';
    const [nodeA, nodeB] = await Promise.all([start(), start()]);
    try {
      // Interleaved, and partly concurrent, attempts on both nodes count against one limit.
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => attempt(i % 2 === 0 ? nodeA : nodeB, email)),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(401));
      expect((await attempt(nodeA, email)).statusCode).toBe(429);
      expect((await attempt(nodeB, email)).statusCode).toBe(429);
    } finally {
      await Promise.all([nodeA.close(), nodeB.close()]);
    }
  });
});
