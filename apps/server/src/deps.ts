import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/types.ts';
import type { Auth } from './features/auth/auth.ts';
import type { RequestUser } from './features/auth/request-user.ts';
import type { Mailer } from './features/mail/mailer.ts';
import type { RealtimeHub } from './features/realtime/realtime-hub.ts';
import type { JobQueue } from './lib/jobs/job-queue.ts';
import type { Logger } from './lib/logger.ts';
import type { FileStorage } from './lib/storage/storage.ts';

/** What route plugins and services depend on; built once per process in server.ts. */
export type AppDeps = {
  config: AppConfig;
  database: DatabaseHandle;
  auth: Auth;
  mailer: Mailer;
  realtime: RealtimeHub;
  storage: FileStorage;
  jobs: JobQueue;
  log: Logger;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    /** Set by the requireUser pre-handler; null on public routes. */
    currentUser: RequestUser | null;
  }
}
