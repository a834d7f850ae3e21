import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/test-database.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('API basics', () => {
  it('reports health with the database kind in use', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'ok', database: testDatabaseUrl ? 'postgres' : 'embedded' });
  });

  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/does-not-exist',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({
      error: { code: 'not_found', message: 'No route GET /api/does-not-exist' },
    });
  });

  it('serves the SPA shell for unknown page paths that want HTML', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/companies/123',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('publishes an OpenAPI 3 document and a docs page', async () => {
    const doc = json<{ openapi: string; paths: Record<string, unknown> }>(
      await server.app.inject({ method: 'GET', url: '/api/openapi.json' }),
    );
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/health');
    const docs = await server.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });

  it('sets security headers and echoes a request id', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBeDefined();
    expect(response.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
    const traced = await server.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(traced.headers['x-request-id']).toBe('trace-123');
  });

  it('never exposes better-auth admin or raw sign-up endpoints', async () => {
    for (const url of ['/api/auth/admin/list-users', '/api/auth/sign-up/email', '/api/auth/sign-in/email']) {
      const response = await server.app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode, url).toBe(404);
      expect(json(response)).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('answers an oversized body with 413 in the error shape', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({
      error: { code: 'payload_too_large', message: 'Request body is too large' },
    });
  });

  it('answers malformed JSON with 400 and never leaks internals', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ error: { code: string } }>(response).error.code).toBe('bad_request');
    expect(response.body).not.toMatch(/at .*\.ts|stack|SELECT/i);
  });

  it('refuses a state-changing request from another site', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'a@b.test', password: 'x' },
    });
    // (Sign-out is the exception: ending a session is always allowed, see test/security.)
    expect(response.statusCode).toBe(403);
    expect(json(response)).toMatchObject({ error: { code: 'forbidden' } });
  });
});
