import crypto from 'node:crypto';
import { ADMIN_COPY, type ErrorResponse } from '@northdesk/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, user } from '../../src/db/schema/index.ts';
import { STRONG_PASSWORD, signedInUser } from '../support/accounts.ts';
import { TestClient } from '../support/client.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('user creation is atomic (issue 15, item 8)', () => {
  it('five parallel creations with one email: one 201, four 409, and the user can sign in', async () => {
    const admin = await signedInUser(server, { role: 'super_admin' });
    const email = 'race@example.test';
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        admin.client.post('/api/settings/users', {
          fullName: `Racer ${i}`,
          email,
          password: STRONG_PASSWORD,
          role: 'operative',
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    console.info(`[security] user-creation race: ${statuses.join(', ')}`);
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const r of responses.filter((r) => r.statusCode === 409))
      expect(json<ErrorResponse>(r).error.message).toBe(ADMIN_COPY.emailTaken);

    const { db } = server.deps.database;
    const accounts = await db.select().from(user).where(eq(user.email, email));
    expect(accounts).toHaveLength(1);
    const [profile] = await db
      .select()
      .from(profiles)
      .where(eq(profiles.id, accounts[0]?.id ?? ''));
    expect(profile?.companyId).toBe(admin.companyId);

    const newcomer = new TestClient(server.app);
    const signIn = await newcomer.post('/api/account/sign-in', { email, password: STRONG_PASSWORD });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it('a failure half-way leaves nothing behind (no account without a tenant)', async () => {
    const { db } = server.deps.database;
    // A tenant that does not exist fails the profile insert inside the one transaction.
    const { createUser } = await import('../../src/features/settings/users/user-accounts.service.ts');
    await expect(
      createUser(db, server.deps.auth, {
        companyId: crypto.randomUUID(),
        email: 'half@example.test',
        fullName: 'Half Made',
        password: STRONG_PASSWORD,
        role: 'operative',
        firstLoginCompleted: true,
      }),
    ).rejects.toThrow();
    expect(await db.select().from(user).where(eq(user.email, 'half@example.test'))).toHaveLength(0);
  });
});
