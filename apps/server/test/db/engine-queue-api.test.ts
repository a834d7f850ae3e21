import { SHELL_COPY } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { testDatabaseUrl } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The embedded engine's queue (db/engine-queue.ts) on the real API; PostgreSQL has a pool instead.
const LIMITS = { maxWaitingPerLane: 40, maxWaitMs: 20_000, maxRequestWaitMs: 20_000, retryAfterSeconds: 2 };

let server: TestServer;
let me: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  if (testDatabaseUrl) return;
  server = await startTestServer({}, { queueLimits: LIMITS });
  me = await signedInUser(server, { role: 'super_admin' });
  await server.deps.database.db.execute(
    sql`insert into crm_companies (company_id, name, city, country)
        select ${me.companyId}, 'Load Test ' || n, 'City ' || (n % 40), 'United Kingdom'
        from generate_series(1, 400) as n`,
  );
}, 120_000);
afterAll(() => server?.close());

describe.skipIf(Boolean(testDatabaseUrl))('embedded engine queue through the API', () => {
  it('answers a flood it cannot queue with 503, the error shape and Retry-After, then serves again', async () => {
    const flood = await Promise.all(
      Array.from({ length: 250 }, (_, i) => me.client.get(`/api/companies?search=test%20${i % 90}`)),
    );
    const busy = flood.filter((r) => r.statusCode === 503);
    const served = flood.filter((r) => r.statusCode === 200);
    expect(busy.length).toBeGreaterThan(0);
    expect(served.length).toBeGreaterThan(0);
    expect(busy.length + served.length).toBe(flood.length);
    for (const response of busy) {
      expect(response.headers['retry-after']).toBe('2');
      expect(response.json()).toEqual({
        error: { code: 'service_unavailable', message: SHELL_COPY.serverBusy },
      });
    }
    expect((await me.client.get('/api/companies?search=load')).statusCode).toBe(200);
    expect(server.deps.database.engineQueueStats?.()).toMatchObject({ waiting: 0 });
  }, 120_000);

  it('lets a write through while many reads wait: it finishes before most of them', async () => {
    const finished: string[] = [];
    const reads = Array.from({ length: 35 }, (_, i) =>
      me.client.get(`/api/companies?search=city%20${i % 40}`).then((response) => {
        finished.push('read');
        return response;
      }),
    );
    // The reads are queued (each request's first unit waits for the engine) before the write asks.
    await new Promise((resolve) => setImmediate(resolve));
    const write = me.client.post('/api/companies', { name: 'Written Under Load Ltd' }).then((response) => {
      finished.push('write');
      return response;
    });
    const [created, ...listed] = await Promise.all([write, ...reads]);
    expect(created?.statusCode, created?.body).toBe(201);
    expect(listed.every((r) => r.statusCode === 200)).toBe(true);
    // Strict turns: the write's few units each wait for at most one read unit.
    expect(finished.indexOf('write')).toBeLessThan(10);
  }, 120_000);
});
