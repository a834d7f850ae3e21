import path from 'node:path';
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
import { startPendingFileSweeper } from './features/pending-files/pending-file-sweeper.ts';
import { createRealtimeHub } from './features/realtime/realtime-hub.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { createLocalStorage } from './lib/storage/local-storage.ts';
import { createS3Storage, s3ConfigFromEnv } from './lib/storage/s3-storage.ts';

/** Opens the database, applies migrations and wires the services every route depends on. */
export async function createDeps(
  config: AppConfig,
  log: Logger,
  database?: DatabaseHandle,
): Promise<AppDeps> {
  const db = database ?? (await openDatabase(config, (error) => log.error({ err: error }, 'database error')));
  try {
    await runMigrations(db);
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: db.db, log });
    const secret = await resolveAuthSecret(db.db, config.authSecret);
    const auth = createAuth({ db: db.db, config, secret, mailer });
    const realtime = createRealtimeHub(db, log);
    await realtime.start();
    // An S3-compatible bucket when S3_* is set (several nodes share files); else DATA_DIR/files.
    const s3 = s3ConfigFromEnv(process.env);
    const storage = s3 ? createS3Storage(s3) : createLocalStorage(path.join(config.dataDir, 'files'));
    return { config, database: db, auth, mailer, realtime, storage };
  } catch (error) {
    await db.close();
    throw error;
  }
}

export type Server = { app: FastifyInstance; deps: AppDeps; close(): Promise<void> };

export async function createServer(
  config: AppConfig,
  options: { logger?: boolean | object } = {},
): Promise<Server> {
  const log = createLogger(config);
  const deps = await createDeps(config, log);
  const app = await buildApp({ deps, logger: options.logger });
  // Every node sweeps (SKIP LOCKED gives each expired file to one of them). Only here, not in
  // createDeps: the in-process test server and the admin CLI run no background work.
  const sweeper = startPendingFileSweeper({ db: deps.database.db, storage: deps.storage, log });
  let closing: Promise<void> | undefined;
  return {
    app,
    deps,
    close() {
      // Fastify waits for in-flight requests before the database goes away.
      closing ??= app
        .close()
        .then(() => sweeper.stop())
        .then(() => deps.realtime.close())
        .then(() => deps.database.close());
      return closing;
    },
  };
}
