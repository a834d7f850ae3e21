import { AUTH_COPY, type ErrorResponse, SECURITY_COPY } from '@northdesk/shared';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, verification } from '../../src/db/schema/index.ts';
import { STRONG_PASSWORD, signedInUser } from '../support/accounts.ts';
import { TestClient } from '../support/client.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('sign-out always ends the session (issue 15, item 3)', () => {
  it('works when the app is opened by IP while APP_URL names localhost; the old cookie is then refused', async () => {
    const me = await signedInUser(server);
    const cookie = me.client.cookieHeader();
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
      payload: {},
    });
    expect(out.statusCode, out.body).toBe(200);
    const after = await server.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('revokes the session whatever the CSRF check thinks of the Origin', async () => {
    const me = await signedInUser(server);
    const cookie = me.client.cookieHeader();
    await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
      payload: {},
    });
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie } })).statusCode,
    ).toBe(401);
  });
});

describe('password change ends the other sessions (issue 15, item 4)', () => {
  it('keeps the session that changed it and signs out the others', async () => {
    const me = await signedInUser(server);
    const other = new TestClient(server.app);
    expect(
      (await other.post('/api/account/sign-in', { email: me.email, password: STRONG_PASSWORD })).statusCode,
    ).toBe(200);
    const changed = await me.client.post('/api/account/password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'Another-Horse-43!',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me.client.get('/api/account/me')).statusCode).toBe(200);
    expect((await other.get('/api/account/me')).statusCode).toBe(401);
  });

  it('rate-limits the current-password check like sign-in (10 in 15 minutes)', async () => {
    const me = await signedInUser(server);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await me.client.post('/api/profile/password', {
        currentPassword: `wrong-${i}`,
        newPassword: 'Whatever-pass-1!',
        confirmPassword: 'Whatever-pass-1!',
      });
      statuses.push(r.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Even the right password waits now.
    const right = await me.client.post('/api/profile/password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'Whatever-pass-1!',
      confirmPassword: 'Whatever-pass-1!',
    });
    expect(right.statusCode).toBe(429);
    expect(json<ErrorResponse>(right).error.message).toBe(SECURITY_COPY.passwordChangeRateLimited);
  });
});

describe('cross-app tokens are no bearer sessions (issue 15, item 5)', () => {
  const tokensOf = async (client: TestClient) =>
    json<{ accessToken: string; refreshToken: string }>(await client.post('/api/account/cross-app/tokens'));
  const exchange = (body: object) =>
    server.app.inject({ method: 'POST', url: '/api/account/cross-app/session', payload: body });

  it('issues a single-use code, not a session; a replayed payload is 401', async () => {
    const me = await signedInUser(server);
    const sessionsBefore = await server.deps.database.db
      .select()
      .from(session)
      .where(eq(session.userId, me.userId));
    const tokens = await tokensOf(me.client);
    const sessionsAfter = await server.deps.database.db
      .select()
      .from(session)
      .where(eq(session.userId, me.userId));
    expect(sessionsAfter).toHaveLength(sessionsBefore.length);
    // The code opens nothing as a bearer token.
    const asBearer = await server.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { authorization: `Bearer ${tokens.refreshToken}` },
    });
    expect(asBearer.statusCode).toBe(401);

    const first = await exchange(tokens);
    expect(first.statusCode, first.body).toBe(200);
    const replay = await exchange(tokens);
    expect(replay.statusCode).toBe(401);
    expect(json<ErrorResponse>(replay).error.message).toBe(AUTH_COPY.crossAppFailed);
    // Two racing exchanges of one code: one wins.
    const fresh = await tokensOf(me.client);
    const racing = await Promise.all([exchange(fresh), exchange(fresh), exchange(fresh)]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('refuses a code older than two minutes, and the JWT alone', async () => {
    const me = await signedInUser(server);
    const tokens = await tokensOf(me.client);
    await server.deps.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, 'cross-app:%'));
    expect((await exchange(tokens)).statusCode).toBe(401);
    const other = await tokensOf(me.client);
    expect(
      (await exchange({ accessToken: other.accessToken, refreshToken: other.accessToken })).statusCode,
    ).toBe(401);
    const [row] = await server.deps.database.db
      .select()
      .from(verification)
      .where(like(verification.identifier, 'cross-app:%'));
    expect(row?.expiresAt.getTime() ?? 0).toBeLessThanOrEqual(Date.now() + 120_000);
  });
});
