import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { AppConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { runMigrations } from './db/migrate.ts';
import type { DatabaseHandle } from './db/types.ts';
import type { AppDeps } from './deps.ts';
import { createAuth } from './features/auth/auth.ts';
import { resolveAuthSecret } from './features/auth/auth-secret.ts';
import { createMailer } from './features/mail/mailer.ts';
import { createRealtimeHub } from './features/realtime/realtime-hub.ts';
import { jobDefinitions, jobSchedules } from './jobs.ts';
import type { JobDefinition } from './lib/jobs/define-job.ts';
import { createJobQueue } from './lib/jobs/job-queue.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { openFileStorage } from './lib/storage/open-storage.ts';

/**
 * Opens the database, applies migrations and wires the services every route depends on. The job
 * queue is installed (jobs can be enqueued) but works its queues only where startWorkers is called:
 * a server node, or a test that asks for it; never the admin CLI.
 */
export async function createDeps(
  config: AppConfig,
  log: Logger,
  database?: DatabaseHandle,
  options: {
    jobWorkers?: boolean;
    jobPollingSeconds?: number;
    /** Job kinds beyond src/jobs.ts (tests declare their own). */
    extraJobDefinitions?: readonly JobDefinition<object>[];
  } = {},
): Promise<AppDeps> {
  const db = database ?? (await openDatabase(config, (error) => log.error({ err: error }, 'database error')));
  let jobs: AppDeps['jobs'] | undefined;
  try {
    await runMigrations(db);
    const realtime = createRealtimeHub(db, log);
    jobs = createJobQueue({
      db: db.db,
      connection: db.jobQueueConnection,
      embedded: db.kind === 'embedded',
      definitions: [...jobDefinitions, ...(options.extraJobDefinitions ?? [])],
      schedules: jobSchedules,
      log,
      publish: (event) => realtime.publish(event),
      workers: options.jobWorkers ?? false,
      pollingSeconds: options.jobPollingSeconds,
    });
    await jobs.install();
    // An S3-compatible bucket when S3_* is set (several nodes share files); else DATA_DIR/files.
    const storage = await openFileStorage(config.dataDir);
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      db: db.db,
      log,
      jobs,
      storage,
    });
    const secret = await resolveAuthSecret(db.db, config.authSecret);
    const auth = createAuth({ db: db.db, config, secret, mailer });
    await realtime.start();
    return { config, database: db, auth, mailer, realtime, storage, jobs, log };
  } catch (error) {
    await jobs?.stop().catch(() => undefined);
    await db.close();
    throw error;
  }
}

export type Server = { app: FastifyInstance; deps: AppDeps; close(): Promise<void> };

export async function createServer(
  config: AppConfig,
  /** `database`: one already opened (a test's, with its own engine queue limits); else config's. */
  options: { logger?: boolean | object; database?: DatabaseHandle } = {},
): Promise<Server> {
  const log = createLogger(config);
  const deps = await createDeps(config, log, options.database, { jobWorkers: true });
  const app = await buildApp({ deps, logger: options.logger });
  // Every node works the queues (SKIP LOCKED gives each job to one of them).
  await deps.jobs.startWorkers(deps);
  let closing: Promise<void> | undefined;
  return {
    app,
    deps,
    close() {
      // Fastify waits for in-flight requests before the database goes away.
      closing ??= app
        .close()
        .then(() => deps.jobs.stop())
        .then(() => deps.realtime.close())
        .then(() => deps.database.close());
      return closing;
    },
  };
}
