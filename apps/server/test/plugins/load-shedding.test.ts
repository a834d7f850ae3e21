import net from 'node:net';
import { PassThrough } from 'node:stream';
import { SHELL_COPY } from '@northdesk/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { DEFAULT_LOAD_LIMITS, registerLoadShedding } from '../../src/plugins/load-shedding.ts';
import { signedInUser } from '../support/accounts.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Load shedding (plugins/load-shedding.ts) on the real API, on whichever engine the suite runs on:
// one request in flight fills a node whose limit is 1, and the next API request is refused at once.

let server: TestServer;
let me: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  server = await startTestServer({ MAX_IN_FLIGHT_REQUESTS: '1' });
  me = await signedInUser(server, { role: 'super_admin' });
}, 120_000);
afterAll(() => server?.close());

/** A POST whose body is still arriving: the node counts it from its first hook until it answers. */
function heldCreate(name: string) {
  const body = new PassThrough();
  const answer = server.app.inject({
    method: 'POST',
    url: '/api/companies',
    headers: { cookie: me.client.cookieHeader(), 'content-type': 'application/json' },
    payload: body,
  });
  return {
    answer,
    finish: () => body.end(JSON.stringify({ name, city: 'Leeds' })),
  };
}

async function untilInFlight(count: number) {
  for (let i = 0; i < 500 && server.app.loadShedding.inFlight() !== count; i++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(server.app.loadShedding.inFlight()).toBe(count);
}

describe('load shedding on the API', () => {
  it('serves normally while under its limit', async () => {
    const response = await me.client.get('/api/companies');
    expect(response.statusCode).toBe(200);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(server.app.loadShedding.inFlight()).toBe(0);
  });

  it('answers 503 with Retry-After and the error shape when saturated, then serves again', async () => {
    const held = heldCreate('Held Open Ltd');
    await untilInFlight(1);

    const refusedBefore = server.app.loadShedding.refused();
    const refused = await me.client.get('/api/companies');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(
      String(DEFAULT_LOAD_LIMITS[server.deps.database.kind].retryAfterSeconds),
    );
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json()).toEqual({
      error: { code: 'service_unavailable', message: SHELL_COPY.serverBusy },
    });
    // A write is refused the same way, before its body is read or anything is written.
    const write = await me.client.post('/api/companies', { name: 'Refused Ltd' });
    expect(write.statusCode).toBe(503);
    expect(server.app.loadShedding.refused()).toBe(refusedBefore + 2);

    held.finish();
    expect((await held.answer).statusCode).toBe(201);
    await untilInFlight(0);
    const list = await me.client.get('/api/companies?search=Ltd');
    expect(list.statusCode).toBe(200);
    const names = (list.json() as { companies: { name: string }[] }).companies.map((c) => c.name);
    expect(names).toContain('Held Open Ltd');
    expect(names).not.toContain('Refused Ltd');
  });

  it('keeps answering the health probes and non-API paths while saturated', async () => {
    const held = heldCreate('Held Again Ltd');
    await untilInFlight(1);
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    // The web app's files (here: not built, so not found) and /metrics are never shed.
    for (const url of ['/assets/index.js', '/companies', '/metrics']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).not.toBe(503);
    }
    expect(server.app.loadShedding.inFlight()).toBe(1);
    held.finish();
    expect((await held.answer).statusCode).toBe(201);
    await untilInFlight(0);
  });

  it('frees the place of a request whose client went away', async () => {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/companies HTTP/1.1\r\nhost: 127.0.0.1\r\ncookie: ${me.client.cookieHeader()}\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"name":`,
    );
    await untilInFlight(1);
    socket.destroy();
    await untilInFlight(0);
    expect((await me.client.get('/api/companies')).statusCode).toBe(200);
  });
});

describe('load shedding settings', () => {
  it('defaults by engine and can be set or switched off', () => {
    expect(loadConfig({}).maxInFlightRequests).toBeUndefined();
    expect(loadConfig({ MAX_IN_FLIGHT_REQUESTS: '64' }).maxInFlightRequests).toBe(64);
    expect(loadConfig({ MAX_IN_FLIGHT_REQUESTS: '0' }).maxInFlightRequests).toBe(0);
    expect(() => loadConfig({ MAX_IN_FLIGHT_REQUESTS: '-1' })).toThrow(/MAX_IN_FLIGHT_REQUESTS/);
    expect(DEFAULT_LOAD_LIMITS.embedded.maxInFlight).toBeLessThan(DEFAULT_LOAD_LIMITS.postgres.maxInFlight);
  });

  it('refuses new requests while the event loop is late, and serves again once it keeps up', async () => {
    const app = Fastify();
    registerLoadShedding(app, { maxInFlight: 0, maxEventLoopDelayMs: 300, retryAfterSeconds: 3 });
    app.get('/api/thing', async () => ({ ok: true }));
    app.get('/api/health', async () => ({ status: 'ok' }));
    await app.ready();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/thing' })).statusCode).toBe(200);
      // The loop is held for a second, as a long computation on the server's thread would.
      const until = performance.now() + 1_000;
      while (performance.now() < until);
      const late = await app.inject({ method: 'GET', url: '/api/thing' });
      expect(late.statusCode).toBe(503);
      expect(late.headers['retry-after']).toBe('3');
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      let status = 503;
      for (let i = 0; i < 100 && status === 503; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await app.inject({ method: 'GET', url: '/api/thing' })).statusCode;
      }
      expect(status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
