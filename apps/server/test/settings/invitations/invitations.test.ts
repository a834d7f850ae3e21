import { ADMIN_COPY, type ErrorResponse, type Invitation, type PublicInvitation } from '@northdesk/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/rows.ts';
import { invitations, profiles, securityEvents, userRoles } from '../../../src/db/schema/index.ts';
import { withTenant } from '../../../src/db/tenant.ts';
import { lastMailTo, signedInUser } from '../../support/accounts.ts';
import { TestClient } from '../../support/client.ts';
import { json, startTestServer, TEST_APP_URL, type TestServer } from '../../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const uniqueEmail = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.test`;

async function invite(client: TestClient, email: string, role = 'operative') {
  const response = await client.post('/api/settings/invitations', { email, role });
  expect(response.statusCode, response.body).toBe(201);
  const mail = await lastMailTo(server, email);
  const token = mail.link.split('/invite/')[1] ?? '';
  return { invitation: json<{ invitation: Invitation }>(response).invitation, mail, token };
}

const accept = (token: string, overrides: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: '/api/invitations/accept',
    payload: {
      token,
      fullName: 'Ivy Invitee',
      password: 'joined-pass',
      confirmPassword: 'joined-pass',
      ...overrides,
    },
  });

const lookup = (token: string) =>
  server.app.inject({ method: 'POST', url: '/api/invitations/lookup', payload: { token } });

describe('invitations', () => {
  it('mails a link that lets the person join the same tenant with the chosen role, then sign in', async () => {
    const admin = await signedInUser(server, { role: 'super_admin', companyName: 'Inviting Co' });
    const email = uniqueEmail('ivy');
    const { invitation, mail, token } = await invite(admin.client, email.toUpperCase(), 'admin');
    expect(invitation).toMatchObject({ email, role: 'admin', roleLabel: 'Admin' });
    expect(mail.subject).toBe(ADMIN_COPY.invitationMailSubject('Inviting Co'));
    expect(mail.link).toMatch(new RegExp(`^${TEST_APP_URL}/invite/[A-Za-z0-9_-]{43}$`));
    const expiresIn = Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt);
    expect(expiresIn).toBe(7 * 24 * 60 * 60 * 1000);

    // Only a hash of the token is stored.
    const [stored] = await server.deps.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, invitation.id));
    expect(stored?.tokenHash).not.toContain(token);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const shown = await lookup(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(json<{ invitation: PublicInvitation }>(shown).invitation).toMatchObject({
      companyName: 'Inviting Co',
      email,
      role: 'admin',
    });
    const pending = json<{ invitations: Invitation[] }>(await admin.client.get('/api/settings/invitations'));
    expect(pending.invitations.map((i) => i.id)).toEqual([invitation.id]);

    const mismatch = await accept(token, { confirmPassword: 'other-pass' });
    expect(mismatch.statusCode).toBe(400);
    expect(json<ErrorResponse>(mismatch).error.message).toBe(ADMIN_COPY.passwordsDoNotMatch);
    const short = await accept(token, { password: '12345', confirmPassword: '12345' });
    expect(json<ErrorResponse>(short).error.message).toBe(ADMIN_COPY.passwordMinLength);

    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(json<{ message: string }>(accepted).message).toBe(ADMIN_COPY.invitationAccepted);

    const ivy = new TestClient(server.app);
    const signIn = await ivy.post('/api/account/sign-in', { email, password: 'joined-pass' });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(json<{ user: Record<string, unknown> }>(signIn).user).toMatchObject({
      companyId: admin.companyId,
      companyName: 'Inviting Co',
      role: 'admin',
      fullName: 'Ivy Invitee',
      firstLoginCompleted: true,
    });
    // Accepted invitations are no longer listed; the new colleague is.
    expect(
      json<{ invitations: Invitation[] }>(await admin.client.get('/api/settings/invitations')).invitations,
    ).toEqual([]);
    const users = json<{ users: { email: string }[] }>(await admin.client.get('/api/settings/users')).users;
    expect(users.map((u) => u.email)).toContain(email);

    const actions = (
      await server.deps.database.db
        .select()
        .from(securityEvents)
        .where(eq(securityEvents.companyId, admin.companyId))
    ).map((e) => [e.action, e.userId]);
    expect(actions).toContainEqual(['user_invited', admin.userId]);
    expect(actions.find(([action]) => action === 'invitation_accepted')?.[1]).toBeTruthy();
  });

  it('cannot be used twice, even at the same moment', async () => {
    const admin = await signedInUser(server, { role: 'super_admin' });
    const { token } = await invite(admin.client, uniqueEmail('twice'));
    const results = await Promise.all([accept(token), accept(token, { fullName: 'Second Try' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 404]);
    const again = await accept(token);
    expect(again.statusCode).toBe(404);
    expect(json<ErrorResponse>(again).error.message).toBe(ADMIN_COPY.invitationInvalid);
    expect((await lookup(token)).statusCode).toBe(404);
  });

  it('expires after 7 days and is then neither shown, listed nor accepted', async () => {
    const admin = await signedInUser(server, { role: 'super_admin' });
    const { invitation, token } = await invite(admin.client, uniqueEmail('late'));
    await server.deps.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, invitation.id));
    expect((await lookup(token)).statusCode).toBe(404);
    expect((await accept(token)).statusCode).toBe(404);
    expect(
      json<{ invitations: Invitation[] }>(await admin.client.get('/api/settings/invitations')).invitations,
    ).toEqual([]);
  });

  it('cannot join another tenant: the token joins its own tenant only, and accounts are never moved', async () => {
    const tenantA = await signedInUser(server, { role: 'super_admin', companyName: 'Tenant A' });
    const tenantB = await signedInUser(server, { role: 'super_admin', companyName: 'Tenant B' });
    const memberOfB = await signedInUser(server, { companyId: tenantB.companyId });

    // An address with an account in another tenant is answered as a new one, but gets no link
    // (security/cross-tenant-hints.test.ts)…
    const answered = await tenantA.client.post('/api/settings/invitations', { email: memberOfB.email });
    expect(answered.statusCode).toBe(201);

    // …and if the person gets an account elsewhere meanwhile, accepting is refused and changes nothing.
    const email = uniqueEmail('double');
    const { token } = await invite(tenantA.client, email);
    const created = await tenantB.client.post('/api/settings/users', {
      fullName: 'Elsewhere',
      email,
      password: 'secret1',
    });
    expect(created.statusCode).toBe(201);
    const taken = await accept(token);
    expect(taken.statusCode).toBe(409);
    expect(json<ErrorResponse>(taken).error.message).toBe(ADMIN_COPY.emailTaken);
    const [profile] = await server.deps.database.db.select().from(profiles).where(eq(profiles.email, email));
    expect(profile?.companyId).toBe(tenantB.companyId);

    // A signed-in member of B following A's link still joins nobody to A but the invited address.
    const third = uniqueEmail('third');
    const link = await invite(tenantA.client, third, 'operative');
    const viaB = await memberOfB.client.post('/api/invitations/accept', {
      token: link.token,
      fullName: 'Third',
      password: 'third-pass',
      confirmPassword: 'third-pass',
    });
    expect(viaB.statusCode).toBe(201);
    const [joined] = await server.deps.database.db.select().from(profiles).where(eq(profiles.email, third));
    expect(joined?.companyId).toBe(tenantA.companyId);
    const [memberProfile] = await server.deps.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, memberOfB.userId));
    expect(memberProfile?.companyId).toBe(tenantB.companyId);
    const [role] = await server.deps.database.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, memberOfB.userId));
    expect(role?.companyId).toBe(tenantB.companyId);
  });

  it('is cancelled by the tenant only; a re-invite replaces the older link', async () => {
    const admin = await signedInUser(server, { role: 'super_admin' });
    const stranger = await signedInUser(server, { role: 'super_admin' });
    const email = uniqueEmail('cancel');
    const first = await invite(admin.client, email);
    const second = await invite(admin.client, email, 'admin');
    expect((await lookup(first.token)).statusCode).toBe(404);
    expect((await lookup(second.token)).statusCode).toBe(200);

    expect(
      (await stranger.client.delete(`/api/settings/invitations/${second.invitation.id}`)).statusCode,
    ).toBe(404);
    expect((await lookup(second.token)).statusCode).toBe(200);
    expect((await admin.client.delete(`/api/settings/invitations/${second.invitation.id}`)).statusCode).toBe(
      204,
    );
    expect((await admin.client.delete(`/api/settings/invitations/${second.invitation.id}`)).statusCode).toBe(
      404,
    );
    expect((await lookup(second.token)).statusCode).toBe(404);
    const [event] = await server.deps.database.db
      .select()
      .from(securityEvents)
      .where(
        and(eq(securityEvents.companyId, admin.companyId), eq(securityEvents.action, 'invitation_cancelled')),
      );
    expect(event?.userId).toBe(admin.userId);
  });

  it('only a developer invites a developer; unknown tokens are simply invalid', async () => {
    const superAdmin = await signedInUser(server, { role: 'super_admin' });
    const refused = await superAdmin.client.post('/api/settings/invitations', {
      email: uniqueEmail('dev'),
      role: 'developer',
    });
    expect(refused.statusCode).toBe(403);
    for (const token of ['nope', 'x'.repeat(43)]) {
      const response = await lookup(token);
      expect(response.statusCode).toBe(404);
      expect(json<ErrorResponse>(response).error.message).toBe(ADMIN_COPY.invitationInvalid);
    }
  });

  it('is invisible to the application role without its tenant; only the token function finds it', async () => {
    const admin = await signedInUser(server, { role: 'super_admin' });
    await invite(admin.client, uniqueEmail('rls'));
    const { db } = server.deps.database;
    const visible = await withTenant(db, { companyId: '' }, (tx) => tx.select().from(invitations));
    expect(visible).toEqual([]);
    const other = await signedInUser(server);
    const fromOther = await withTenant(db, { companyId: other.companyId }, (tx) =>
      tx.select().from(invitations),
    );
    expect(fromOther).toEqual([]);
    const [security] = await queryRows<{ definer: boolean }>(
      db,
      sql`select prosecdef as definer from pg_proc where proname = 'northdesk_invitation_by_token_hash'`,
    );
    expect(security?.definer).toBe(true);
  });
});
