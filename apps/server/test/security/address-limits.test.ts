import { type ErrorResponse, SECURITY_COPY } from '@northdesk/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { STRONG_PASSWORD, signedInUser } from '../support/accounts.ts';
import { json, startTestServer, TEST_APP_URL, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const from = (remoteAddress: string, url: string, payload: object) =>
  server.app.inject({ method: 'POST', url, payload, remoteAddress, headers: { origin: TEST_APP_URL } });

describe('rate limits per client address (issue 15, item 6)', () => {
  it('throttles password spraying: 25 emails from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const r = await from('198.51.100.7', '/api/account/sign-in', {
        email: `victim${i}@example.test`,
        password: 'Summer2026!',
      });
      statuses.push(r.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    const last = await from('198.51.100.7', '/api/account/sign-in', {
      email: 'x@example.test',
      password: 'y',
    });
    expect(json<ErrorResponse>(last).error.message).toBe(SECURITY_COPY.tooManyFromAddress);
    // Another address is not affected, and a right password there works.
    const me = await signedInUser(server);
    const ok = await from('198.51.100.8', '/api/account/sign-in', {
      email: me.email,
      password: STRONG_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('counts only failed sign-ins, so an office behind one address keeps signing in', async () => {
    // 24 correct sign-ins from one address (three people, eight each: under the per-email limit).
    const people = [await signedInUser(server), await signedInUser(server), await signedInUser(server)];
    for (let i = 0; i < 24; i++) {
      const r = await from('198.51.100.20', '/api/account/sign-in', {
        email: people[i % 3]?.email,
        password: STRONG_PASSWORD,
      });
      expect(r.statusCode, `${i} ${r.body}`).toBe(200);
    }
  }, 120_000);

  it('limits sign-ups (one tenant each) per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await from('198.51.100.30', '/api/account/sign-up', {
        fullName: `Founder ${i}`,
        email: `founder${i}@example.test`,
        password: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
        companyName: `Startup ${i} Ltd`,
      });
      statuses.push(r.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  }, 120_000);

  it("limits better-auth's own reset route like ours: 5 per email, and per address", async () => {
    const me = await signedInUser(server);
    const statuses: string[] = [];
    for (let i = 0; i < 8; i++) {
      // Each from its own address, so only the per-email limit (and better-auth's own) applies.
      const r = await from(`198.51.100.${100 + i}`, '/api/auth/request-password-reset', {
        email: me.email,
        redirectTo: `${TEST_APP_URL}/reset-password`,
      });
      statuses.push(`${r.statusCode}`);
      if (r.statusCode !== 200 && r.statusCode !== 429) statuses.push(r.body);
    }
    expect(statuses.slice(5), statuses.join()).toEqual(['429', '429', '429']);
    const mails = await server.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, me.email));
    expect(mails.length).toBeLessThanOrEqual(5);
    const addressStatuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const r = await from('198.51.100.41', '/api/account/password-reset/request', {
        email: `many${i}@example.test`,
      });
      addressStatuses.push(r.statusCode);
    }
    expect(addressStatuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(addressStatuses[20]).toBe(429);
  }, 120_000);
});
