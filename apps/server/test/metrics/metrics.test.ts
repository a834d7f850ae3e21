import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('GET /metrics with METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => server.close());

  it('refuses a missing or wrong token with 401 in the error shape', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', TOKEN]) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toMatchObject({ error: { code: 'unauthorized' } });
    }
  });

  it('reports requests by route template, the pool, jobs, event streams and event-loop lag', async () => {
    const { client } = await signedInUser(server);
    await client.get('/api/companies');
    await server.app.inject({ method: 'GET', url: '/api/health' });
    const response = await server.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /northdesk_http_request_duration_seconds_count\{method="GET",route="\/api\/companies",status="200"\} 1/,
    );
    expect(text).toMatch(/northdesk_http_request_duration_seconds_count\{method="GET",route="\/api\/health"/);
    expect(text).toMatch(/northdesk_db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/northdesk_sse_connections 0/);
    expect(text).toMatch(/northdesk_http_in_flight_requests \d+/);
    expect(text).toMatch(/northdesk_http_shed_requests 0/);
    expect(text).toContain('northdesk_jobs');
    expect(text).toMatch(/northdesk_nodejs_eventloop_lag_seconds \d/);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('is switched off: a 404 in the error shape, not the web app', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ error: { code: 'not_found' } });
  });
});
