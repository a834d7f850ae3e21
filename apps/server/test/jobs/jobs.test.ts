import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import { backgroundJobs } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import type { RealtimeEvent } from '../../src/features/realtime/realtime-hub.ts';
import { jobDefinitions } from '../../src/jobs.ts';
import { defineJob } from '../../src/lib/jobs/define-job.ts';
import { SPARE_WORKER_POLLING_SECONDS, workerGroups } from '../../src/lib/jobs/job-queue.ts';
import { signedInUser } from '../support/accounts.ts';
import { TestClient } from '../support/client.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * The job queue (pg-boss on either engine) and the tenant-visible job rows: transactional enqueue,
 * progress, results, retries with backoff, final failure, one-per-tenant jobs, cancel, and the
 * routes' tenant and role rules.
 */

const runs: string[] = [];
let failuresLeft = new Map<string, number>();
let release: (() => void) | undefined;

const countJob = defineJob<{ items: number; tag: string }>({
  name: 'test.count',
  retryDelaySeconds: 1,
  retryBackoff: false,
  async run(job) {
    runs.push(job.data.tag);
    const left = failuresLeft.get(job.data.tag) ?? 0;
    if (left > 0) {
      failuresLeft.set(job.data.tag, left - 1);
      throw new Error(`attempt ${job.attempt} failed on purpose`);
    }
    for (let done = 1; done <= job.data.items; done++) {
      await job.progress({ done, total: job.data.items, counts: { counted: done } });
    }
    return { counted: job.data.items };
  },
});

const slowJob = defineJob<Record<string, never>>({
  name: 'test.slow',
  singletonPerTenant: true,
  retryLimit: 0,
  async run(job) {
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    await job.progress({ done: 1, total: 2 });
    return { finished: true };
  },
});

/** Runs of test.parallel under way now; each waits until all three are, so they finish only together. */
let parallelRunning = 0;
const parallelJob = defineJob<{ tag: string }>({
  name: 'test.parallel',
  concurrency: 3,
  retryLimit: 0,
  async run() {
    parallelRunning++;
    const deadline = Date.now() + 10_000;
    while (parallelRunning < 3) {
      if (Date.now() > deadline) throw new Error(`only ${parallelRunning} of 3 ran at once`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { together: true };
  },
});

let server: TestServer;
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
const events: RealtimeEvent[] = [];

beforeAll(async () => {
  server = await startTestServer(
    { LOG_LEVEL: process.env.JOB_LOG ?? 'silent' },
    { jobs: true, jobDefinitions: [countJob, slowJob, parallelJob] },
  );
  alice = await signedInUser(server, { role: 'operative', companyName: 'Alice Trading Ltd' });
  bob = await signedInUser(server, { role: 'super_admin', companyName: 'Bob Supplies Ltd' });
  server.deps.realtime.subscribe(alice.userId, (event) => events.push(event));
});
afterAll(async () => {
  release?.();
  await server.close();
});

/** Lets the running slow job finish; the next one sets a new release when it starts. */
const releaseSlow = async () => {
  await vi.waitFor(() => expect(release).toBeDefined(), { timeout: 15_000 });
  const finish = release;
  release = undefined;
  finish?.();
};

const db = () => server.deps.database.db;
const rowOf = async (id: string) =>
  (await db().select().from(backgroundJobs).where(eq(backgroundJobs.id, id)))[0];
const waitForStatus = (id: string, status: string) =>
  vi.waitFor(
    async () => {
      expect((await rowOf(id))?.status).toBe(status);
    },
    { timeout: 15_000, interval: 100 },
  );
const aliceCtx = () => ({ companyId: alice.companyId, userId: alice.userId });

describe('job queue', () => {
  it('runs a job, saves its progress and result, and tells the tab of who started it', async () => {
    const { jobId } = await server.deps.jobs.enqueue(
      countJob,
      { items: 3, tag: 'progress' },
      { companyId: alice.companyId, userId: alice.userId },
    );
    await waitForStatus(jobId, 'completed');
    const row = await rowOf(jobId);
    expect(row?.result).toEqual({ counted: 3 });
    expect(row?.progress).toEqual({ done: 3, total: 3, counts: { counted: 3 } });
    expect(row?.attempts).toBe(1);
    await vi.waitFor(() =>
      expect(events.some((e) => e.event === 'job.finished' && e.jobId === jobId)).toBe(true),
    );
    const progress = events.filter((e) => e.event === 'job.progress' && e.jobId === jobId);
    expect(progress.at(-1)).toMatchObject({ kind: 'test.count', progress: { done: 3, total: 3 } });

    const response = await alice.client.get(`/api/jobs/${jobId}`);
    expect(response.statusCode).toBe(200);
    expect(json<{ job: { status: string; result: unknown } }>(response).job).toMatchObject({
      status: 'completed',
      result: { counted: 3 },
    });
  });

  it('a job enqueued in a transaction that rolls back never runs and leaves no row', async () => {
    const tag = 'rolled-back';
    let jobId = '';
    await expect(
      withTenant(db(), aliceCtx(), async (tx) => {
        ({ jobId } = await server.deps.jobs.enqueue(
          countJob,
          { items: 1, tag },
          { companyId: alice.companyId, userId: alice.userId, tx },
        ));
        throw new Error('the request failed after enqueueing');
      }),
    ).rejects.toThrow('the request failed');
    expect(jobId).not.toBe('');
    // A committed job sent afterwards runs; the rolled-back one never does.
    const { jobId: after } = await server.deps.jobs.enqueue(
      countJob,
      { items: 1, tag: 'after-rollback' },
      aliceCtx(),
    );
    await waitForStatus(after, 'completed');
    expect(runs).not.toContain(tag);
    expect(await rowOf(jobId)).toBeUndefined();
    const inQueue = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from pgboss.job where id = ${jobId}`,
    );
    expect(inQueue[0]?.n).toBe(0);
  });

  it('a job enqueued in a committed tenant transaction runs, and the transaction keeps its tenant role', async () => {
    const { jobId, role } = await withTenant(db(), aliceCtx(), async (tx) => {
      const sent = await server.deps.jobs.enqueue(
        countJob,
        { items: 1, tag: 'in-tx' },
        { ...aliceCtx(), tx },
      );
      const [current] = await queryRows<{ role: string }>(tx, sql`select current_user as role`);
      return { jobId: sent.jobId, role: current?.role };
    });
    expect(role).toBe('northdesk_app');
    await waitForStatus(jobId, 'completed');
  });

  it('retries a failing attempt with its delay, then completes', async () => {
    failuresLeft = new Map([['flaky', 1]]);
    const { jobId } = await server.deps.jobs.enqueue(countJob, { items: 1, tag: 'flaky' }, aliceCtx());
    await waitForStatus(jobId, 'completed');
    expect(runs.filter((t) => t === 'flaky')).toHaveLength(2);
    expect((await rowOf(jobId))?.attempts).toBe(2);
  });

  it('fails for good after its last retry, with the error for people to read', async () => {
    failuresLeft = new Map([['broken', 10]]);
    const { jobId } = await server.deps.jobs.enqueue(countJob, { items: 1, tag: 'broken' }, aliceCtx());
    await waitForStatus(jobId, 'failed');
    expect(runs.filter((t) => t === 'broken')).toHaveLength(3);
    expect((await rowOf(jobId))?.error).toBe('attempt 3 failed on purpose');
  });

  it('runs one job of a singleton kind per tenant at a time (409 for a second), other tenants unaffected', async () => {
    const first = await server.deps.jobs.enqueue(slowJob, {}, aliceCtx());
    await expect(server.deps.jobs.enqueue(slowJob, {}, aliceCtx())).rejects.toMatchObject({
      statusCode: 409,
    });
    const other = await server.deps.jobs.enqueue(
      slowJob,
      {},
      { companyId: bob.companyId, userId: bob.userId },
    );
    await waitForStatus(first.jobId, 'running');
    // Bob's waits for this node's one slot; release Alice's, then Bob's.
    await releaseSlow();
    await waitForStatus(first.jobId, 'completed');
    await waitForStatus(other.jobId, 'running');
    await releaseSlow();
    await waitForStatus(other.jobId, 'completed');
    const again = await server.deps.jobs.enqueue(slowJob, {}, aliceCtx());
    await waitForStatus(again.jobId, 'running');
    // Cancelled while running: it stops at its next step and is not retried.
    const cancelled = await alice.client.post(`/api/jobs/${again.jobId}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await releaseSlow();
    await waitForStatus(again.jobId, 'cancelled');
    expect((await alice.client.post(`/api/jobs/${again.jobId}/cancel`, {})).statusCode).toBe(409);
  });
});

describe('job workers', () => {
  it('runs as many jobs of a kind at once as its concurrency, the spare workers woken by the new jobs', async () => {
    // The spare workers look for work on their own only every SPARE_WORKER_POLLING_SECONDS (120 s):
    // these jobs finish within the test's time only if NOTIFY woke them.
    const ids = [];
    for (const tag of ['a', 'b', 'c'])
      ids.push((await server.deps.jobs.enqueue(parallelJob, { tag }, { companyId: alice.companyId })).jobId);
    for (const id of ids) await waitForStatus(id, 'completed');
    expect((await rowOf(ids[0] ?? ''))?.result).toEqual({ together: true });
  });

  it('polls with one worker per kind at the base interval, the spare ones rarely', () => {
    expect(workerGroups(1, 5)).toEqual([{ count: 1, pollingSeconds: 5 }]);
    expect(workerGroups(50, 5)).toEqual([
      { count: 1, pollingSeconds: 5 },
      { count: 49, pollingSeconds: SPARE_WORKER_POLLING_SECONDS },
    ]);
    // An idle node's looks per second, all kinds of the server together: was 10+ with the Slack
    // poller's 50 workers each polling every 5 s.
    const looksPerSecond = jobDefinitions
      .flatMap((d) => workerGroups(d.concurrency ?? 1, 5))
      .reduce((sum, group) => sum + group.count / group.pollingSeconds, 0);
    expect(looksPerSecond).toBeLessThan(3);
  });
});

describe('job routes', () => {
  it('show a job to its starter and the tenant admins only; another tenant gets 404, no session 401', async () => {
    const { jobId } = await server.deps.jobs.enqueue(countJob, { items: 1, tag: 'routes' }, aliceCtx());
    await waitForStatus(jobId, 'completed');
    const colleague = await signedInUser(server, { role: 'operative', companyId: alice.companyId });
    const admin = await signedInUser(server, { role: 'admin', companyId: alice.companyId });
    expect((await alice.client.get(`/api/jobs/${jobId}`)).statusCode).toBe(200);
    expect((await admin.client.get(`/api/jobs/${jobId}`)).statusCode).toBe(200);
    expect((await colleague.client.get(`/api/jobs/${jobId}`)).statusCode).toBe(404);
    expect((await bob.client.get(`/api/jobs/${jobId}`)).statusCode).toBe(404);
    expect((await bob.client.post(`/api/jobs/${jobId}/cancel`, {})).statusCode).toBe(404);
    expect((await new TestClient(server.app).get(`/api/jobs/${jobId}`)).statusCode).toBe(401);
    expect((await alice.client.get('/api/jobs/not-a-uuid')).statusCode).toBe(400);

    const list = json<{ jobs: { id: string }[] }>(
      await admin.client.get('/api/jobs?kind=test.count&limit=100'),
    );
    expect(list.jobs.map((j) => j.id)).toContain(jobId);
    expect(json<{ jobs: unknown[] }>(await colleague.client.get('/api/jobs')).jobs).toEqual([]);
    expect(json<{ jobs: unknown[] }>(await bob.client.get('/api/jobs?kind=test.count')).jobs).toEqual([]);
  });
});
