import crypto from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { fromDrizzle, type Job, PgBoss } from 'pg-boss';
import { queryRows } from '../../db/rows.ts';
import type { TenantContext } from '../../db/tenant.ts';
import type { Database, JobQueueConnection, Transaction } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, conflict, isUniqueViolation } from '../errors.ts';
import { JobCancelledError, type JobDefinition, type JobProgress, type JobResult } from './define-job.ts';
import {
  type BackgroundJobRow,
  cancelJobRecord,
  failOrphanedJobRecords,
  findJobRecord,
  finishJobRecord,
  insertJobRecord,
  listJobRecords,
  markJobRunning,
  saveJobProgress,
} from './job-records.ts';

export const JOB_SCHEMA = 'pgboss';
const PROGRESS_WRITE_INTERVAL_MS = 500;
const HEARTBEAT_SECONDS = 30;
// Rows whose queue job vanished are failed by this system job (see failOrphanedJobRecords).
const RECONCILE_JOB = 'jobs.reconcile';

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

type Publish = (
  event: { event: string; userId?: string; companyId?: string } & Record<string, unknown>,
) => Promise<void>;

export type EnqueueOptions = {
  companyId?: string | undefined;
  userId?: string | undefined;
  /** Enqueue in this transaction: if it rolls back, the job never runs. */
  tx?: Transaction | undefined;
  startAfter?: Date | undefined;
};

// The declared data type is erased here: each definition's run() receives the data it was sent with.
type AnyJobDefinition = JobDefinition<object>;

export type JobQueue = {
  /** Creates the queue tables (pg-boss migrates its own schema) and one queue per job kind. */
  install(): Promise<void>;
  /** Works every queue on this node and runs the recurring system jobs (a server node; not the CLI). */
  startWorkers(deps: AppDeps): Promise<void>;
  enqueue<T extends object>(
    definition: JobDefinition<T>,
    data: T,
    options?: EnqueueOptions,
  ): Promise<{ jobId: string }>;
  get(ctx: TenantContext, jobId: string): Promise<BackgroundJobRow | undefined>;
  list(ctx: TenantContext, options: { kind?: string; limit: number }): Promise<BackgroundJobRow[]>;
  cancel(ctx: TenantContext, jobId: string): Promise<BackgroundJobRow | undefined>;
  /** True once install() succeeded and until stop(). */
  isRunning(): boolean;
  /** Jobs per kind and state in the queue tables (metrics: depth, failures). */
  stateCounts(): Promise<{ kind: string; state: string; count: number }[]>;
  /** Waits for running attempts to finish (up to the timeout), then stops. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
};

/** pg-boss's statements, run in the caller's drizzle transaction. */
const inTransaction = (tx: Transaction) => ({
  execute: async (query: unknown) => ({ rows: await queryRows<Record<string, unknown>>(tx, query as SQL) }),
});

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

type QueuedData = { __job: { companyId: string | null; userId: string | null }; data: object };

/**
 * How long a queue's spare workers wait between looks when nothing woke them. pg-boss polls once
 * per worker: the Slack poller's 50 workers (one per tenant that can poll at once) looked for work
 * ten times a second on an idle node, 3–9 ms each on the embedded engine (5–10% of its time).
 */
export const SPARE_WORKER_POLLING_SECONDS = 120;

/**
 * A queue's workers: one polls at the queue's interval (due retries and delayed jobs start within
 * it), the others mostly sleep. A new job wakes them all at once through NOTIFY, and a worker
 * that finishes a job looks again at once when it was woken meanwhile, so concurrency is kept.
 */
export function workerGroups(
  concurrency: number,
  pollingSeconds: number,
): { count: number; pollingSeconds: number }[] {
  const groups = [{ count: 1, pollingSeconds }];
  if (concurrency > 1)
    groups.push({
      count: concurrency - 1,
      pollingSeconds: Math.max(pollingSeconds, SPARE_WORKER_POLLING_SECONDS),
    });
  return groups;
}

/**
 * The one job queue (pg-boss on PostgreSQL or PGlite). Jobs survive restarts, retry with backoff,
 * are claimed with SKIP LOCKED so each runs on one node, and a job enqueued inside a transaction
 * exists only if that transaction commits. Tenant jobs also get a background_jobs row for people.
 */
export function createJobQueue(options: {
  db: Database;
  connection: JobQueueConnection;
  embedded: boolean;
  definitions: readonly AnyJobDefinition[];
  /** Recurring system jobs (cron, UTC), run once across all nodes; set up where workers run. */
  schedules: readonly { job: AnyJobDefinition; cron: string }[];
  log: Log;
  publish: Publish;
  /** Schedules and maintenance run only where workers do. */
  workers: boolean;
  /**
   * How often an idle worker looks for due retries and delayed jobs (new jobs wake it at once
   * through NOTIFY). Default 5 s; tests use less.
   */
  pollingSeconds?: number;
}): JobQueue {
  const { db, log } = options;
  const definitions = new Map(options.definitions.map((d) => [d.name, d]));
  const boss = new PgBoss({
    ...options.connection,
    ...(options.embedded ? { backend: 'pglite' as const } : { max: 4 }),
    schema: JOB_SCHEMA,
    application_name: 'northdesk-jobs',
    supervise: options.workers,
    schedule: options.workers,
    migrate: true,
    useListenNotify: true,
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));
  const controllers = new Set<AbortController>();
  const polling = options.pollingSeconds ?? 5;
  let started = false;

  const queueOptions = (d: AnyJobDefinition) => ({
    retryLimit: d.retryLimit ?? 2,
    retryDelay: d.retryDelaySeconds ?? 10,
    retryBackoff: d.retryBackoff ?? true,
    expireInSeconds: d.expireInSeconds ?? 15 * 60,
    // Workers refresh the heartbeat on their own; a node that dies stops it, and the attempt is
    // retried elsewhere after about this long instead of after expireInSeconds.
    heartbeatSeconds: HEARTBEAT_SECONDS,
    // Wake workers at once (NOTIFY) instead of at their next poll.
    notify: true,
  });

  const definitionOf = (name: string): AnyJobDefinition => {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`unknown job kind ${name} (add it to src/jobs.ts)`);
    return definition;
  };

  async function runAttempt(deps: AppDeps, definition: AnyJobDefinition, job: Job<QueuedData>) {
    const { companyId, userId } = job.data.__job;
    const attempt = job.retryCount + 1;
    const tracked = companyId !== null;
    if (tracked && !(await markJobRunning(db, job.id, attempt))) return { skipped: 'cancelled' };
    const controller = new AbortController();
    const onAbort = () => controller.abort();
    job.signal.addEventListener('abort', onAbort);
    controllers.add(controller);
    let lastWrite = 0;
    const publish = async (event: string, fields: Record<string, unknown>) => {
      if (!userId || !companyId) return;
      await options
        .publish({ event, userId, companyId, jobId: job.id, kind: definition.name, ...fields })
        .catch((error: unknown) => log.warn({ err: error }, 'job event could not be published'));
    };
    const progress = async (value: JobProgress) => {
      if (controller.signal.aborted) throw new JobCancelledError();
      if (!tracked) return;
      const now = Date.now();
      const last = value.total !== null && value.done >= value.total;
      if (!last && now - lastWrite < PROGRESS_WRITE_INTERVAL_MS) return;
      lastWrite = now;
      if (!(await saveJobProgress(db, job.id, value))) {
        controller.abort();
        throw new JobCancelledError();
      }
      await publish('job.progress', { status: 'running', progress: value });
    };
    try {
      const result =
        (await definition.run(
          {
            id: job.id,
            companyId,
            userId,
            data: job.data.data,
            attempt,
            signal: controller.signal,
            progress,
          },
          deps,
        )) ?? {};
      if (tracked) {
        await finishJobRecord(db, job.id, { status: 'completed', result });
        await publish('job.finished', { status: 'completed', result });
      }
      return result;
    } catch (error) {
      if (error instanceof JobCancelledError) return { skipped: 'cancelled' };
      const retrying = job.retryCount < (definition.retryLimit ?? 2);
      log.warn({ err: error, job: job.id, kind: definition.name, attempt, retrying }, 'job attempt failed');
      if (tracked) {
        const message = error instanceof AppError ? error.message : errorMessage(error);
        await finishJobRecord(
          db,
          job.id,
          retrying ? { status: 'queued', error: message } : { status: 'failed', error: message },
        );
        if (!retrying) await publish('job.finished', { status: 'failed', error: message });
      }
      throw error;
    } finally {
      job.signal.removeEventListener('abort', onAbort);
      controllers.delete(controller);
    }
  }

  async function send(
    definition: AnyJobDefinition,
    data: object,
    id: string,
    enqueue: EnqueueOptions,
    tx?: Transaction,
  ) {
    const payload: QueuedData = {
      __job: { companyId: enqueue.companyId ?? null, userId: enqueue.userId ?? null },
      data,
    };
    const sent = await boss.send(definition.name, payload, {
      id,
      ...(enqueue.startAfter ? { startAfter: enqueue.startAfter } : {}),
      ...(tx ? { db: fromDrizzle(inTransaction(tx), sql) } : {}),
    });
    if (!sent) throw new Error(`job ${definition.name} was not accepted by the queue`);
  }

  return {
    async install() {
      await boss.start();
      started = true;
      for (const definition of definitions.values()) {
        await boss.createQueue(definition.name, queueOptions(definition));
      }
      await boss.createQueue(RECONCILE_JOB, { retryLimit: 0, expireInSeconds: 60, notify: true });
    },

    async startWorkers(deps) {
      for (const definition of definitions.values()) {
        const handler = async ([job]: Job<QueuedData>[]) =>
          job ? runAttempt(deps, definition, job) : undefined;
        for (const workers of workerGroups(definition.concurrency ?? 1, polling)) {
          await boss.work<QueuedData>(
            definition.name,
            {
              localConcurrency: workers.count,
              batchSize: 1,
              pollingIntervalSeconds: workers.pollingSeconds,
              notifyPollingIntervalSeconds: workers.pollingSeconds,
            },
            handler,
          );
        }
      }
      await boss.work(RECONCILE_JOB, { pollingIntervalSeconds: 30 }, async () => {
        const failed = await failOrphanedJobRecords(db, JOB_SCHEMA);
        if (failed > 0) log.warn({ failed }, 'background jobs that stopped unexpectedly were marked failed');
      });
      await boss.schedule(RECONCILE_JOB, '*/5 * * * *');
      for (const { job, cron } of options.schedules) {
        await boss.schedule(definitionOf(job.name).name, cron, {
          __job: { companyId: null, userId: null },
          data: {},
        });
      }
    },

    async enqueue(definition, data, enqueue = {}) {
      const known = definitionOf(definition.name);
      const id = crypto.randomUUID();
      const record = enqueue.companyId
        ? {
            id,
            companyId: enqueue.companyId,
            kind: known.name,
            singleton: known.singletonPerTenant ? known.name : null,
            data: data as Record<string, unknown>,
            createdBy: enqueue.userId ?? null,
          }
        : undefined;
      const write = async (tx: Transaction) => {
        if (record) await insertJobRecord(tx, record);
        // The queue's tables belong to the owner, not to the tenant role the caller's transaction
        // may run as: switch back for the queue's statements only, then restore the caller's role.
        const [current] = await queryRows<{ role: string }>(tx, sql`select current_user as role`);
        await tx.execute(sql`select set_config('role', 'none', true)`);
        await send(known, data, id, enqueue, tx);
        await tx.execute(sql`select set_config('role', ${current?.role ?? 'none'}, true)`);
      };
      try {
        // In the caller's transaction through a savepoint, so a refused singleton does not abort it.
        if (enqueue.tx) await enqueue.tx.transaction((sp) => write(sp as unknown as Transaction));
        else await db.transaction((tx) => write(tx));
      } catch (error) {
        if (isUniqueViolation(error, 'background_jobs_singleton_idx'))
          throw conflict('This job is already queued or running. Wait for it to finish.');
        throw error;
      }
      return { jobId: id };
    },

    get: (ctx, jobId) => findJobRecord(db, ctx, jobId),
    list: (ctx, listOptions) => listJobRecords(db, ctx, listOptions),
    async cancel(ctx, jobId) {
      const row = await cancelJobRecord(db, ctx, jobId);
      if (row) await boss.cancel(row.kind, jobId).catch(() => undefined);
      return row;
    },

    isRunning: () => started,
    async stateCounts() {
      const rows = await queryRows<{ kind: string; state: string; count: number | string }>(
        db,
        sql`select name as kind, state::text as state, count(*)::int as count from ${sql.identifier(JOB_SCHEMA)}.job group by 1, 2`,
      );
      return rows.map((r) => ({ kind: r.kind, state: r.state, count: Number(r.count) }));
    },

    async stop(stopOptions = {}) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: stopOptions.timeoutMs ?? 10_000 });
      for (const controller of controllers) controller.abort();
    },
  };
}
