import { type ErrorResponse, SECURITY_COPY } from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { json, startTestServer, TEST_APP_URL, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NUL = '\u0000';

describe('bad input never reaches a 500 (issue 15, item 9)', () => {
  it('answers a NUL character in a body, a query or a path with 400 and a clear message', async () => {
    const me = await signedInUser(server, { role: 'super_admin' });
    const attempts = [
      await me.client.post('/api/tasks', { subject: `Call${NUL}back` }),
      await me.client.post('/api/companies', { name: `Acme${NUL}` }),
      await me.client.post('/api/contacts', { firstName: 'A', lastName: `B${NUL}` }),
      await me.client.get(`/api/companies?search=${encodeURIComponent(`a${NUL}b`)}`),
      await me.client.get(`/api/contacts?search=${encodeURIComponent(NUL)}`),
      await me.client.patch('/api/profile', { fullName: `X${NUL}` }),
      await me.client.post('/api/account/sign-in', { email: 'a@b.test', password: `p${NUL}` }),
      await me.client.post('/api/account/password-reset/request', { email: `a${NUL}@b.test` }),
      await me.client.post('/api/auth/request-password-reset', { email: `a${NUL}@b.test` }),
      await me.client.get(`/api/company-details/logo/${encodeURIComponent(`logo-1${NUL}.png`)}`),
    ];
    for (const response of attempts) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).not.toMatch(/stack|at .*\.ts:|postgres|SQL|invalid byte sequence/i);
      expect(json<ErrorResponse>(response).error.code).toBe('validation_failed');
    }
    expect(json<ErrorResponse>(attempts[0] as (typeof attempts)[0]).error.message).toBe(
      SECURITY_COPY.nulCharacter,
    );
  });

  it('answers a body nested absurdly deep with 400 on every route, better-auth’s included (found by the fuzz pass)', async () => {
    const me = await signedInUser(server);
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const deepObject = `${'{"a":'.repeat(100)}1${'}'.repeat(100)}`;
    for (const url of ['/api/auth/request-password-reset', '/api/auth/sign-out', '/api/tasks']) {
      for (const payload of [deep, deepObject]) {
        const response = await server.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json', cookie: me.client.cookieHeader() },
        });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      }
    }
    const guarded = await server.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: deepObject,
      headers: { 'content-type': 'application/json' },
    });
    expect(json<ErrorResponse>(guarded).error.message).toBe(SECURITY_COPY.tooDeep);
    // The session survived the refused sign-outs (they never ran).
    expect((await me.client.get('/api/account/me')).statusCode).toBe(200);
  });

  it('still answers 401 without a session, whatever the input', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/tasks',
      payload: { subject: NUL },
      headers: { origin: TEST_APP_URL },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses Origin: null and an unparseable Origin with 403, never 500', async () => {
    const me = await signedInUser(server);
    for (const origin of [
      'null',
      'not a url',
      'http://',
      '://x',
      'javascript:alert(1)',
      'http://[::1',
      '\u00ff',
    ]) {
      for (const [method, url] of [
        ['POST', '/api/auth/sign-out'],
        ['POST', '/api/account/sign-in'],
        ['POST', '/api/tasks'],
        ['GET', '/api/auth/get-session'],
        ['GET', '/api/tasks'],
      ] as const) {
        const response = await server.app.inject({
          method,
          url,
          payload: method === 'POST' ? { subject: 'x', email: 'a@b.test', password: 'x' } : undefined,
          headers: { origin, cookie: me.client.cookieHeader() },
        });
        expect(response.statusCode, `${method} ${url} Origin ${origin}: ${response.body}`).toBe(403);
        expect(json<ErrorResponse>(response).error.code).toBe('forbidden');
      }
    }
    // The session survived: nothing above signed it out.
    expect((await me.client.get('/api/account/me')).statusCode).toBe(200);
  });
});
