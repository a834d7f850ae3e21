import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../src/db/schema/index.ts';
import { APP_ROLE } from '../../src/db/tenant.ts';
import { signedInUser } from '../support/accounts.ts';
import { TestClient } from '../support/client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('reading the session of a request', () => {
  it('renews a session nearing its end on the next request, with a fresh cookie, unnoticed', async () => {
    const { client, userId } = await signedInUser(server);
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await server.deps.database.db.update(session).set({ expiresAt: soon }).where(eq(session.userId, userId));

    const response = await client.get('/api/account/me');
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/northdesk\.session_token=/);
    const [row] = await server.deps.database.db.select().from(session).where(eq(session.userId, userId));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });

  it('refuses an expired session', async () => {
    const { client, userId } = await signedInUser(server);
    await server.deps.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, userId));
    expect((await client.get('/api/account/me')).statusCode).toBe(401);
  });

  it('refuses a session cookie whose signature does not match, and one of a signed-out session', async () => {
    const { client } = await signedInUser(server);
    const cookie = client.cookieHeader();
    const browser = new TestClient(server.app); // no cookies of its own: sends exactly `cookie: …`
    const tampered = cookie.replace(
      /(session_token=[^.;]+)\.[^;]+/,
      '$1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D',
    );
    expect(tampered).not.toBe(cookie);
    expect((await browser.get('/api/account/me', { cookie: tampered })).statusCode).toBe(401);
    // The token alone, unsigned, is not a cookie we accept either.
    const unsigned = cookie.replace(/(session_token=[^.;]+)\.[^;]+/, '$1');
    expect((await browser.get('/api/account/me', { cookie: unsigned })).statusCode).toBe(401);

    expect((await browser.get('/api/account/me', { cookie })).statusCode).toBe(200);
    const signOut = await client.post('/api/auth/sign-out', {}, { origin: 'http://localhost:3000' });
    expect(signOut.statusCode, signOut.body).toBe(200);
    expect((await browser.get('/api/account/me', { cookie })).statusCode).toBe(401);
  });

  it('accepts the session token as a bearer token (read by better-auth, not the cookie fast path)', async () => {
    const { client, userId } = await signedInUser(server);
    const [row] = await server.deps.database.db.select().from(session).where(eq(session.userId, userId));
    const anonymous = new TestClient(server.app);
    const me = await anonymous.get('/api/account/me', { authorization: `Bearer ${row?.token}` });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().user.id).toBe(userId);
    expect(
      (await anonymous.get('/api/account/me', { authorization: 'Bearer not-a-session' })).statusCode,
    ).toBe(401);
    expect(client).toBeDefined();
  });

  it('does not let the application role turn a session token into an identity', async () => {
    const { userId } = await signedInUser(server);
    const [row] = await server.deps.database.db.select().from(session).where(eq(session.userId, userId));
    const attempt = server.deps.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
      await tx.execute(sql`select * from request_identity(${row?.token ?? ''}, null)`);
    });
    const error = await attempt.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(String((error as { cause?: unknown })?.cause ?? error)).toMatch(/permission denied/);
  });
});
