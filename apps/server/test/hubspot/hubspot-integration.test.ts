import type { HubspotStatus } from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyIntegrations } from '../../src/db/schema/index.ts';
import { createRateLimiter } from '../../src/features/hubspot/rate-limiter.ts';
import { decryptToken, encryptToken } from '../../src/features/hubspot/token-crypto.ts';
import { signedInUser } from '../support/accounts.ts';
import { TestClient } from '../support/client.ts';
import { type FakeHubspot, startFakeHubspot } from '../support/fake-hubspot/fake-hubspot-server.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';
import { FAKE_TOKEN } from './hubspot-fixtures.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let fake: FakeHubspot;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeHubspot({ tokens: [FAKE_TOKEN] });
  server = await startTestServer({ HUBSPOT_API_URL: fake.url });
}, 60_000);
afterAll(async () => {
  await server.close();
  await fake.close();
});

const put = (client: TestClient, url: string, body: unknown) => client.request('PUT', url, body);

describe('connecting HubSpot', () => {
  it('checks the token with HubSpot, stores it encrypted, shows it masked; disconnect forgets it', async () => {
    const admin = await signedInUser(server, { role: 'admin' });
    const before = json<{ status: HubspotStatus }>(await admin.client.get('/api/hubspot/integration')).status;
    expect(before).toMatchObject({ connected: false, tokenMasked: null, lastSyncAt: null, runs: [] });

    const bad = await put(admin.client, '/api/hubspot/integration', {
      accessToken: 'pat-na1-not-a-real-token',
    });
    expect(bad.statusCode).toBe(400);
    expect(json<ErrorBody>(bad).error.message).toMatch(/HubSpot refused this token/);
    const malformed = await put(admin.client, '/api/hubspot/integration', { accessToken: 'short' });
    expect(malformed.statusCode).toBe(400);

    const ok = await put(admin.client, '/api/hubspot/integration', { accessToken: FAKE_TOKEN });
    expect(ok.statusCode, ok.body).toBe(200);
    const status = json<{ status: HubspotStatus }>(ok).status;
    expect(status).toMatchObject({ connected: true, tokenMasked: '••••••••0001', portalId: '4242424' });
    expect(ok.body).not.toContain(FAKE_TOKEN);

    const rows = await server.deps.database.db.select().from(companyIntegrations);
    const row = rows.find((r) => r.companyId === admin.companyId);
    expect(row?.tokenCiphertext).toBeTruthy();
    expect(row?.tokenCiphertext).not.toContain(FAKE_TOKEN);

    const off = await admin.client.delete('/api/hubspot/integration');
    expect(json<{ status: HubspotStatus }>(off).status.connected).toBe(false);
    const [after] = (await server.deps.database.db.select().from(companyIntegrations)).filter(
      (r) => r.companyId === admin.companyId,
    );
    expect(after?.tokenCiphertext).toBeNull();
  });

  it('says HubSpot is unreachable when it is (503, nothing saved)', async () => {
    const admin = await signedInUser(server, { role: 'super_admin' });
    fake.failNext({ status: 503, retryAfter: 0 }, 2);
    const res = await put(admin.client, '/api/hubspot/integration', { accessToken: FAKE_TOKEN });
    expect(res.statusCode).toBe(503);
    expect(json<ErrorBody>(res).error.message).toMatch(/HubSpot could not be reached/);
    expect(
      json<{ status: HubspotStatus }>(await admin.client.get('/api/hubspot/integration')).status.connected,
    ).toBe(false);
  });

  it('starts syncs as jobs: 400 when not connected, 409 while one is queued; auto-sync only when stale', async () => {
    const admin = await signedInUser(server, { role: 'developer' });
    const notConnected = await admin.client.post('/api/hubspot/sync', { mode: 'full' });
    expect(notConnected.statusCode).toBe(400);
    expect(
      json<{ jobId: string | null }>(await admin.client.post('/api/hubspot/auto-sync', {})).jobId,
    ).toBeNull();

    await put(admin.client, '/api/hubspot/integration', { accessToken: FAKE_TOKEN });
    const started = await admin.client.post('/api/hubspot/sync', { mode: 'full' });
    expect(started.statusCode, started.body).toBe(202);
    const again = await admin.client.post('/api/hubspot/sync', { mode: 'incremental' });
    expect(again.statusCode).toBe(409);
    expect(json<ErrorBody>(again).error.message).toMatch(/already queued or running/);
    const status = json<{ status: HubspotStatus }>(await admin.client.get('/api/hubspot/integration')).status;
    expect(status.activeJobId).toBe(json<{ jobId: string }>(started).jobId);
    // A sync is already queued: the automatic one does not pile up, and is no error.
    const operative = await signedInUser(server, { role: 'operative', companyId: admin.companyId });
    const auto = await operative.client.post('/api/hubspot/auto-sync', {});
    expect(auto.statusCode).toBe(200);
    expect(json<{ jobId: string | null }>(auto).jobId).toBeNull();
  });

  it('guards every route: 401 without a session, 403 for operatives, one tenant never sees another', async () => {
    const anon = new TestClient(server.app);
    for (const [method, url] of [
      ['GET', '/api/hubspot/integration'],
      ['PUT', '/api/hubspot/integration'],
      ['DELETE', '/api/hubspot/integration'],
      ['POST', '/api/hubspot/sync'],
      ['POST', '/api/hubspot/auto-sync'],
    ] as const) {
      expect((await anon.request(method, url, {})).statusCode, `${method} ${url}`).toBe(401);
    }
    const operative = await signedInUser(server, { role: 'operative' });
    for (const [method, url] of [
      ['GET', '/api/hubspot/integration'],
      ['PUT', '/api/hubspot/integration'],
      ['DELETE', '/api/hubspot/integration'],
      ['POST', '/api/hubspot/sync'],
    ] as const) {
      expect(
        (await operative.client.request(method, url, { accessToken: FAKE_TOKEN })).statusCode,
        `${method} ${url}`,
      ).toBe(403);
    }
    const a = await signedInUser(server, { role: 'admin', companyName: 'Tenant A' });
    const b = await signedInUser(server, { role: 'admin', companyName: 'Tenant B' });
    await put(a.client, '/api/hubspot/integration', { accessToken: FAKE_TOKEN });
    expect(
      json<{ status: HubspotStatus }>(await b.client.get('/api/hubspot/integration')).status.connected,
    ).toBe(false);
    await b.client.delete('/api/hubspot/integration');
    expect(
      json<{ status: HubspotStatus }>(await a.client.get('/api/hubspot/integration')).status.connected,
    ).toBe(true);
  });
});

describe('pieces', () => {
  it('token encryption: round trip, another secret cannot read it, tampering is caught', () => {
    const secret = 'a'.repeat(40);
    const stored = encryptToken(secret, FAKE_TOKEN);
    expect(stored).not.toContain(FAKE_TOKEN);
    expect(decryptToken(secret, stored)).toBe(FAKE_TOKEN);
    expect(decryptToken('b'.repeat(40), stored)).toBeNull();
    expect(decryptToken(secret, `${stored.slice(0, -2)}xx`)).toBeNull();
  });

  it('rate limiter: never more than max starts in any window', async () => {
    const limiter = createRateLimiter(5, 200);
    const starts: number[] = [];
    await Promise.all(
      Array.from({ length: 16 }, () =>
        limiter.take().then((done) => {
          starts.push(Date.now());
          done();
        }),
      ),
    );
    starts.sort((x, y) => x - y);
    for (let i = 5; i < starts.length; i++)
      expect((starts[i] ?? 0) - (starts[i - 5] ?? 0)).toBeGreaterThanOrEqual(200);
  });

  it('rate limiter: a slot counts from the answer, so late arrivals never bunch up', async () => {
    const limiter = createRateLimiter(3, 200);
    // Each "request" is answered 80 ms after it leaves: the next window opens 200 ms after that.
    const answered: number[] = [];
    const starts: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        const done = await limiter.take();
        starts.push(Date.now());
        await new Promise((resolve) => setTimeout(resolve, 80));
        answered.push(Date.now());
        done();
      }),
    );
    starts.sort((x, y) => x - y);
    answered.sort((x, y) => x - y);
    for (let i = 3; i < starts.length; i++)
      expect((starts[i] ?? 0) - (answered[i - 3] ?? 0)).toBeGreaterThanOrEqual(195);
  });
});
