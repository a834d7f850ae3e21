import { AUTH_COPY, type ErrorResponse } from '@northdesk/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companies, profiles, securityEvents, userRoles } from '../../src/db/schema/index.ts';
import { lastMailTo, pathOf, STRONG_PASSWORD, signedInUser } from '../support/accounts.ts';
import { TestClient } from '../support/client.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signUpBody = (overrides: Record<string, string> = {}) => ({
  fullName: 'Ada Lovelace',
  companyName: 'Analytical Engines Ltd',
  email: `ada-${Math.random().toString(36).slice(2, 8)}@example.test`,
  password: STRONG_PASSWORD,
  confirmPassword: STRONG_PASSWORD,
  ...overrides,
});

describe('sign-up validation', () => {
  it.each([
    ['short', 'Ab1!short', AUTH_COPY.passwordMinSignup],
    ['no uppercase', 'lowercase-only-1!', AUTH_COPY.passwordUppercase],
    ['no lowercase', 'UPPERCASE-ONLY-1!', AUTH_COPY.passwordLowercase],
    ['no number', 'No-Numbers-Here!', AUTH_COPY.passwordNumber],
    ['no special character', 'NoSpecialChars123', AUTH_COPY.passwordSpecial],
  ])('rejects a password with %s', async (_case, password, message) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: signUpBody({ password, confirmPassword: password }),
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorResponse>(response).error).toMatchObject({ code: 'validation_failed', message });
  });

  it.each([
    [{ confirmPassword: 'Something-Else-42!' }, AUTH_COPY.passwordsDoNotMatch],
    [{ email: '' }, AUTH_COPY.emailRequired],
    [{ email: 'not-an-email' }, AUTH_COPY.emailInvalid],
    [{ fullName: '  ' }, AUTH_COPY.fullNameRequired],
    [{ companyName: '' }, AUTH_COPY.companyNameRequired],
  ])('rejects %o with its message', async (overrides, message) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: signUpBody(overrides),
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorResponse>(response).error.message).toBe(message);
  });

  it('requires email on sign-in and reset', async () => {
    for (const url of ['/api/account/sign-in', '/api/account/password-reset/request']) {
      const response = await server.app.inject({
        method: 'POST',
        url,
        payload: { email: '', password: 'x' },
      });
      expect(response.statusCode).toBe(400);
      expect(json<ErrorResponse>(response).error.message).toBe(AUTH_COPY.emailRequired);
    }
  });
});

describe('sign-up, verification and sign-in', () => {
  it('creates a new tenant with the user as super_admin, verified by the mailed link', async () => {
    const body = signUpBody();
    const client = new TestClient(server.app);
    const created = await client.post('/api/account/sign-up', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(json(created)).toEqual({ message: AUTH_COPY.accountCreated });

    const beforeVerify = await client.post('/api/account/sign-in', {
      email: body.email,
      password: body.password,
    });
    expect(beforeVerify.statusCode).toBe(403);
    expect(json<ErrorResponse>(beforeVerify).error.message).toBe(AUTH_COPY.emailNotVerified);

    const mail = await lastMailTo(server, body.email);
    expect(mail.subject).toBe('Verify your email for Northdesk');
    const verify = await client.get(pathOf(mail.link));
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('http://localhost:3000/auth?verified=1');

    const signedIn = await client.post('/api/account/sign-in', {
      email: body.email,
      password: body.password,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookies = String(signedIn.headers['set-cookie']);
    expect(cookies).toMatch(/northdesk\.session_token=/);
    expect(cookies).toMatch(/HttpOnly/i);
    expect(cookies).toMatch(/SameSite=Lax/i);
    const me = await client.get('/api/account/me');
    expect(json(me)).toMatchObject({
      user: {
        email: body.email,
        role: 'super_admin',
        roleLabel: 'Super Admin',
        companyName: body.companyName,
        firstLoginCompleted: true,
      },
    });
  });

  it('never joins an existing tenant: the same company name makes a separate tenant', async () => {
    const first = signUpBody({ companyName: 'Same Name Trading' });
    const second = signUpBody({ companyName: 'Same Name Trading' });
    for (const body of [first, second]) {
      expect(
        (await server.app.inject({ method: 'POST', url: '/api/account/sign-up', payload: body })).statusCode,
      ).toBe(201);
    }
    const rows = await server.deps.database.db
      .select({ companyId: profiles.companyId, role: userRoles.role })
      .from(profiles)
      .innerJoin(userRoles, eq(userRoles.userId, profiles.id))
      .where(sql`${profiles.email} in (${first.email}, ${second.email})`);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.companyId).not.toBe(rows[1]?.companyId);
    expect(rows.every((r) => r.role === 'super_admin')).toBe(true);
    const tenants = await server.deps.database.db
      .select()
      .from(companies)
      .where(eq(companies.name, 'Same Name Trading'));
    expect(tenants).toHaveLength(2);
  });

  it('answers a sign-up for an existing email like a new one and tells the owner by mail', async () => {
    const { email } = await signedInUser(server);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: signUpBody({ email }),
    });
    expect(response.statusCode).toBe(201);
    expect((await lastMailTo(server, email)).subject).toBe('You already have a Northdesk account');
  });

  it('shows the server message for a wrong password', async () => {
    const { email } = await signedInUser(server);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email, password: 'Wrong-Password-1!' },
    });
    expect(response.statusCode).toBe(401);
    expect(json<ErrorResponse>(response).error.message).toBe(AUTH_COPY.invalidCredentials);
  });

  it('signs out on the server: the old cookie no longer works', async () => {
    const { client } = await signedInUser(server);
    const stolen = client.cookieHeader();
    expect((await client.post('/api/auth/sign-out', {})).statusCode).toBe(200);
    const replay = await server.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { cookie: stolen },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('refuses /me without a session', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/account/me' });
    expect(response.statusCode).toBe(401);
    expect(json<ErrorResponse>(response).error.code).toBe('unauthorized');
  });
});

describe('rate limits', () => {
  it('blocks the 11th sign-in attempt within 15 minutes for one email', async () => {
    const email = `limited-${Date.now()}@example.test`;
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/account/sign-in',
        payload: { email, password: 'nope' },
      });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await server.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email, password: 'nope' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(json<ErrorResponse>(blocked).error.message).toBe(AUTH_COPY.loginRateLimited);
  });

  it('blocks the 6th sign-up attempt within 15 minutes for one email', async () => {
    const email = `signup-limited-${Date.now()}@example.test`;
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/account/sign-up',
        payload: signUpBody({ email }),
      });
      expect(response.statusCode, `attempt ${attempt}`).toBe(201);
    }
    const blocked = await server.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: signUpBody({ email }),
    });
    expect(blocked.statusCode).toBe(429);
    expect(json<ErrorResponse>(blocked).error.message).toBe(AUTH_COPY.signupRateLimited);
  });
});

describe('password reset', () => {
  it('mails a recovery link whose token sets a new password; the old one stops working', async () => {
    const { email } = await signedInUser(server);
    const request = await server.app.inject({
      method: 'POST',
      url: '/api/account/password-reset/request',
      payload: { email },
    });
    expect(json(request)).toEqual({ message: AUTH_COPY.resetEmailSent });
    const mail = await lastMailTo(server, email);
    expect(mail.subject).toBe('Reset your Northdesk password');
    const link = new URL(mail.link);
    expect(link.pathname).toBe('/reset-password');
    const hash = new URLSearchParams(link.hash.slice(1));
    expect(hash.get('type')).toBe('recovery');
    const token = hash.get('token') ?? '';

    const reset = await server.app.inject({
      method: 'POST',
      url: '/api/account/password-reset',
      payload: { token, newPassword: 'brand-new-pass' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const reused = await server.app.inject({
      method: 'POST',
      url: '/api/account/password-reset',
      payload: { token, newPassword: 'another-pass' },
    });
    expect(reused.statusCode).toBe(400);
    expect(json<ErrorResponse>(reused).error.message).toBe(AUTH_COPY.resetInvalidMessage);

    const oldPassword = await server.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email, password: STRONG_PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await server.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email, password: 'brand-new-pass' },
    });
    expect(newPassword.statusCode).toBe(200);
  });

  it('enforces the 6-character minimum on reset', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/account/password-reset',
      payload: { token: 'x', newPassword: '12345' },
    });
    expect(json<ErrorResponse>(response).error.message).toBe(AUTH_COPY.resetTooShortMessage);
  });

  it('answers the same for an unknown email', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/account/password-reset/request',
      payload: { email: 'nobody@example.test' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('password change', () => {
  it('forced first change needs no current password and completes the first login', async () => {
    const { client } = await signedInUser(server, { firstLoginCompleted: false });
    expect(json(await client.get('/api/account/me'))).toMatchObject({ user: { firstLoginCompleted: false } });
    const tooShort = await client.post('/api/account/password', { newPassword: '12345' });
    expect(json<ErrorResponse>(tooShort).error.message).toBe(AUTH_COPY.passwordMinChange);
    const changed = await client.post('/api/account/password', { newPassword: 'fresh-pass-1' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json(await client.get('/api/account/me'))).toMatchObject({ user: { firstLoginCompleted: true } });
  });

  it('a later change checks the current password', async () => {
    const { client, email } = await signedInUser(server);
    const missing = await client.post('/api/account/password', { newPassword: 'fresh-pass-2' });
    expect(json<ErrorResponse>(missing).error.message).toBe(AUTH_COPY.currentPasswordRequired);
    const wrong = await client.post('/api/account/password', {
      currentPassword: 'nope-nope',
      newPassword: 'fresh-pass-2',
    });
    expect(json<ErrorResponse>(wrong).error.message).toBe(AUTH_COPY.currentPasswordWrong);
    const ok = await client.post('/api/account/password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'fresh-pass-2',
    });
    expect(ok.statusCode).toBe(200);
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email, password: 'fresh-pass-2' },
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('cross-app sign-in', () => {
  it('turns tokens from a signed-in app into a session of this browser', async () => {
    const { client, email } = await signedInUser(server);
    const tokens = json<{ accessToken: string; refreshToken: string }>(
      await client.post('/api/account/cross-app/tokens'),
    );
    const browser = new TestClient(server.app);
    const entered = await browser.post('/api/account/cross-app/session', tokens);
    expect(entered.statusCode, entered.body).toBe(200);
    expect(json(await browser.get('/api/account/me'))).toMatchObject({ user: { email } });
  });

  it('refuses a tampered access token, a foreign refresh token and garbage', async () => {
    const a = await signedInUser(server);
    const b = await signedInUser(server);
    const tokensA = json<{ accessToken: string; refreshToken: string }>(
      await a.client.post('/api/account/cross-app/tokens'),
    );
    const tokensB = json<{ accessToken: string; refreshToken: string }>(
      await b.client.post('/api/account/cross-app/tokens'),
    );
    const [header, payload, signature] = tokensA.accessToken.split('.');
    const forged = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    forged.sub = b.userId;
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    const cases = [
      { accessToken: tampered, refreshToken: tokensB.refreshToken },
      { accessToken: tokensA.accessToken, refreshToken: tokensB.refreshToken },
      { accessToken: 'garbage', refreshToken: 'garbage' },
    ];
    for (const body of cases) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/account/cross-app/session',
        payload: body,
      });
      expect(response.statusCode).toBe(401);
      expect(json<ErrorResponse>(response).error.message).toBe(AUTH_COPY.crossAppFailed);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses an expired access token', async () => {
    const { client, userId } = await signedInUser(server);
    const tokens = json<{ refreshToken: string }>(await client.post('/api/account/cross-app/tokens'));
    const { token } = await server.deps.auth.api.signJWT({
      body: { payload: { sub: userId, exp: Math.floor(Date.now() / 1000) - 60 } },
    });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/account/cross-app/session',
      payload: { accessToken: token, refreshToken: tokens.refreshToken },
    });
    expect(response.statusCode).toBe(401);
  });

  it('requires a session for outgoing tokens', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/account/cross-app/tokens' });
    expect(response.statusCode).toBe(401);
  });
});

describe('security log', () => {
  it('records failed_signup when the account cannot be created, and answers with the fallback message', async () => {
    const body = signUpBody();
    const spy = vi
      .spyOn(server.deps.auth.api, 'signUpEmail')
      .mockRejectedValueOnce(new Error('database unavailable'));
    const response = await server.app.inject({ method: 'POST', url: '/api/account/sign-up', payload: body });
    spy.mockRestore();
    expect(response.statusCode).toBe(422);
    expect(json<ErrorResponse>(response).error.message).toBe(AUTH_COPY.signUpFailed);
    const rows = await server.deps.database.db.select().from(securityEvents);
    expect(rows.find((r) => r.action === 'failed_signup' && r.metadata.email === body.email)).toBeDefined();
  });

  it('records signup_attempt, failed_signup, successful_login and failed_login with agent, ip and time', async () => {
    const body = signUpBody();
    await server.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: body,
      headers: { 'user-agent': 'vitest-agent' },
    });
    await signedInUser(server);
    await server.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email: body.email, password: 'wrong' },
    });
    const rows = await server.deps.database.db.select().from(securityEvents);
    const actions = new Set(rows.map((r) => r.action));
    for (const action of ['signup_attempt', 'successful_login', 'failed_login'])
      expect(actions).toContain(action);
    const attempt = rows.find((r) => r.action === 'signup_attempt' && r.metadata.email === body.email);
    expect(attempt?.metadata).toMatchObject({ user_agent: 'vitest-agent', has_company_name: true });
    expect(attempt?.metadata.timestamp).toEqual(expect.any(String));
    expect(attempt?.metadata.ip).toEqual(expect.any(String));
  });
});

describe('sign-up for an account left without a tenant', () => {
  it('does not hand a new tenant to an account that existed before the sign-up', async () => {
    const { email, userId, companyId } = await signedInUser(server);
    // The user was removed from their tenant: the account remains, the profile is gone.
    await server.deps.database.db.delete(userRoles).where(eq(userRoles.userId, userId));
    await server.deps.database.db.delete(profiles).where(eq(profiles.id, userId));
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: signUpBody({ email }),
    });
    expect(response.statusCode).toBe(201);
    const rows = await server.deps.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(rows).toEqual([]);
    expect(companyId).toBeDefined();
  });
});
