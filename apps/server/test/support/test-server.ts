import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type AppConfig, loadConfig } from '../../src/config.ts';
import type { AppDeps } from '../../src/deps.ts';
import { createLogger } from '../../src/lib/logger.ts';
import { createDeps } from '../../src/server.ts';
import { openTestDatabase } from './test-database.ts';

export type TestServer = {
  app: FastifyInstance;
  deps: AppDeps;
  config: AppConfig;
  databaseUrl: string | undefined;
  close(): Promise<void>;
};

export const TEST_APP_URL = 'http://localhost:3000';

/** The whole server, in process, on a fresh migrated database; requests go through app.inject. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const database = await openTestDatabase();
  // Files (storage) go to a folder of this test file's own; the database is separate (above).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-test-data-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    APP_URL: TEST_APP_URL,
    DATA_DIR: dataDir,
    ...env,
  });
  const deps = await createDeps(config, createLogger(config), database.handle);
  const app = await buildApp({ deps, logger: process.env.TEST_LOG ? { level: 'error' } : false });
  await app.ready();
  return {
    app,
    deps,
    config,
    databaseUrl: database.url,
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function json<T = unknown>(response: LightMyRequestResponse): T {
  return response.json() as T;
}
