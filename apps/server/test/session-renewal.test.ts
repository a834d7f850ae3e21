import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../src/db/schema/index.ts';
import { signedInUser } from './support/accounts.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('session renewal', () => {
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
});
