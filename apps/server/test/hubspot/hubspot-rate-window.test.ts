import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeHubspot,
  seedSample,
  startFakeHubspot,
} from '../support/fake-hubspot/fake-hubspot-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { connectedTenant, localCompanies, runSync } from './hubspot-fixtures.ts';

/*
 * HubSpot counts every request of the account in one rolling window: the token check made when
 * connecting counts too. A sync started right after connecting (as the settings page does) must
 * see those requests in its budget, or its first burst goes past the limit (the sync benchmark
 * met a 429 there: 3 checks + 100 list requests in the first 10 s).
 */

const LIMIT = 5;
let fake: FakeHubspot;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeHubspot({ rateLimitPer10s: LIMIT });
  seedSample(fake.store, 150, 20);
  server = await startTestServer({ HUBSPOT_API_URL: fake.url, HUBSPOT_REQUESTS_PER_10S: String(LIMIT) });
}, 60_000);
afterAll(async () => {
  await server.close();
  await fake.close();
});

describe('one rolling window per HubSpot account', () => {
  it("a sync right after connecting waits for the token check's requests to leave the window", async () => {
    fake.resetStats();
    const companyId = await connectedTenant(server, 'Window Tenant Ltd');
    const checks = fake.stats.requests;
    expect(checks).toBeGreaterThan(0);
    const { result } = await runSync(server, companyId, { mode: 'full' });
    expect(result.totalFetched).toBe(170);
    expect(fake.stats.requests - checks).toBeGreaterThan(LIMIT - checks);
    expect(fake.stats.rateLimited).toBe(0);
    expect(fake.stats.maxIn10s).toBeLessThanOrEqual(LIMIT);
    expect(await localCompanies(server, companyId)).toHaveLength(150);
  }, 90_000);
});
