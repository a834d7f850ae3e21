import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type AppConfig, loadConfig } from '../../src/config.ts';
import { openEmbeddedDatabase } from '../../src/db/embedded.ts';
import type { EngineQueueLimits } from '../../src/db/engine-queue.ts';
import type { AppDeps } from '../../src/deps.ts';
import type { JobDefinition } from '../../src/lib/jobs/define-job.ts';
import { createLogger } from '../../src/lib/logger.ts';
import { createDeps, createServer, type Server } from '../../src/server.ts';
import { openTestDatabase } from './test-database.ts';

export type TestServer = {
  app: FastifyInstance;
  deps: AppDeps;
  config: AppConfig;
  databaseUrl: string | undefined;
  close(): Promise<void>;
};

export const TEST_APP_URL = 'http://localhost:3000';

/**
 * The embedded engine queue's limits in tests, unless a test asks for others: as with load shedding
 * (below), a suite's bursts on a machine shared with other suites would meet a node's real limits
 * (3 s to start) and get 503s that say nothing about the feature under test.
 */
export const TEST_QUEUE_LIMITS: EngineQueueLimits = {
  maxWaitingPerLane: 10_000,
  maxWaitMs: 60_000,
  maxRequestWaitMs: 60_000,
  retryAfterSeconds: 1,
};

/** The whole server, in process, on a fresh migrated database; requests go through app.inject. */
/**
 * `jobs: true` works the job queue on this server (mail over SMTP, syncs, imports…), as a server
 * node does; otherwise jobs can be enqueued but stay queued.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    jobs?: boolean;
    jobDefinitions?: readonly JobDefinition<object>[];
    /** PGlite only: the engine queue's limits instead of TEST_QUEUE_LIMITS. */
    queueLimits?: EngineQueueLimits;
  } = {},
): Promise<TestServer> {
  const database = await openTestDatabase(options.queueLimits ?? TEST_QUEUE_LIMITS, { migrated: true });
  // Files (storage) go to a folder of this test file's own; the database is separate (above).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-test-data-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    APP_URL: TEST_APP_URL,
    DATA_DIR: dataDir,
    // Load shedding off unless a test asks for it: suites send bursts of requests at once on a
    // machine shared with other suites, where a node's real limits would refuse some of them.
    MAX_IN_FLIGHT_REQUESTS: '0',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const deps = await createDeps(config, createLogger(config), database.handle, {
    jobWorkers: options.jobs,
    jobPollingSeconds: 2,
    extraJobDefinitions: options.jobDefinitions,
  });
  const app = await buildApp({ deps, logger: process.env.TEST_LOG ? { level: 'error' } : false });
  await app.ready();
  if (options.jobs) await deps.jobs.startWorkers(deps);
  return {
    app,
    deps,
    config,
    databaseUrl: database.url,
    async close() {
      await app.close();
      await deps.jobs.stop({ timeoutMs: 2_000 });
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function json<T = unknown>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

/**
 * A server node as main.ts makes it (jobs worked, nothing shared with the test), on config's
 * database, with startTestServer's allowances for a busy machine: no load shedding unless config
 * sets it, and the embedded engine opened with the test queue limits.
 */
export async function startTestNode(config: AppConfig): Promise<Server> {
  const database = config.databaseUrl
    ? undefined
    : await openEmbeddedDatabase(config.dataDir, TEST_QUEUE_LIMITS);
  const relaxed = {
    ...config,
    maxInFlightRequests: config.maxInFlightRequests ?? 0,
    maxEventLoopDelayMs: config.maxEventLoopDelayMs ?? 0,
  };
  return createServer(relaxed, { logger: false, database });
}
