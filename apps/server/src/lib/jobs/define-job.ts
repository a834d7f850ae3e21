import type { AppDeps } from '../../deps.ts';

/** What a running job reports; stored on its background_jobs row and sent to the tab that started it. */
export type JobProgress = {
  done: number;
  total: number | null;
  message?: string;
  counts?: Record<string, number>;
};

/** One attempt of a job, as its handler sees it. */
export type JobRun<T> = {
  id: string;
  /** The tenant the job works for; null for system jobs (sweeps, mail delivery). */
  companyId: string | null;
  /** Who started it, when a person did. */
  userId: string | null;
  data: T;
  /** 1 for the first attempt, 2 for the first retry… */
  attempt: number;
  /** Aborted when the node shuts down or the job is cancelled: long loops should stop at the next step. */
  signal: AbortSignal;
  /** Saves progress (throttled) and tells the starter's tabs; throws JobCancelledError once cancelled. */
  progress(progress: JobProgress): Promise<void>;
};

export type JobResult = Record<string, unknown>;

/**
 * A kind of background job, declared by its feature and listed once in src/jobs.ts. Handlers must
 * be safe to run again: a node that dies mid-job leaves it to be retried elsewhere.
 */
export type JobDefinition<T extends object> = {
  /** Queue name, `<feature>.<verb>`, e.g. 'hubspot.sync'. */
  name: string;
  /** Retries after the first attempt (default 2), with a delay that doubles when retryBackoff. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** How long one attempt may run before it counts as failed (default 15 minutes). */
  expireInSeconds?: number;
  /** Tenant jobs only: at most one queued-or-running job of this kind per tenant (409 otherwise). */
  singletonPerTenant?: boolean;
  /** Attempts of this kind one node runs at once (default 1). */
  concurrency?: number;
  run(job: JobRun<T>, deps: AppDeps): Promise<JobResult | undefined>;
};

/** Declares a job kind; the identity function gives `run` its data type. */
export function defineJob<T extends object>(definition: JobDefinition<T>): JobDefinition<T> {
  return definition;
}

/** Thrown by progress() once the job was cancelled: the attempt stops and is not retried. */
export class JobCancelledError extends Error {
  constructor() {
    super('The job was cancelled');
    this.name = 'JobCancelledError';
  }
}
