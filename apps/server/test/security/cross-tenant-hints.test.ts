import { ADMIN_COPY, type ErrorResponse, type Invitation, type SettingsUser } from '@northdesk/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, mailOutbox, profiles, securityEvents, user } from '../../src/db/schema/index.ts';
import { placeholderAccountEmail } from '../../src/features/settings/users/user-accounts.service.ts';
import { lastMailTo, STRONG_PASSWORD, signedInUser } from '../support/accounts.ts';
import { TestClient } from '../support/client.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * Issue 15, item 11: an administrator who types an address that has an account with another
 * company gets exactly the answer a new address gets (status and shape), and from then on the
 * same behaviour: a placeholder member is listed, changed and removed like a new user who has not
 * signed in yet. The other company's account is not touched, and its owner is told by mail, with
 * no link.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newUser = (email: string) => ({ fullName: 'Casey Crossover', email, password: STRONG_PASSWORD });
const shapeOf = (value: unknown): unknown =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]))
    : typeof value;
const mailsTo = async (to: string) =>
  server.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('no cross-tenant hints when adding people (issue 15, item 11)', () => {
  it('creating a user with another tenant’s address answers as for a new one: a placeholder member, and a notice to the owner', async () => {
    const admin = await signedInUser(server, { role: 'super_admin', companyName: 'Asker Ltd' });
    const elsewhere = await signedInUser(server, { companyName: 'Holder Ltd' });
    const fresh = await admin.client.post('/api/settings/users', newUser('brand-new@example.test'));
    const known = await admin.client.post('/api/settings/users', newUser(elsewhere.email));
    expect(fresh.statusCode).toBe(201);
    expect(known.statusCode, known.body).toBe(201);
    const freshUser = json<{ user: SettingsUser }>(fresh).user;
    const knownUser = json<{ user: SettingsUser }>(known).user;
    expect(shapeOf(knownUser)).toEqual(shapeOf(freshUser));
    expect(knownUser).toMatchObject({
      email: elsewhere.email,
      fullName: 'Casey Crossover',
      role: 'operative',
      status: 'pending',
    });
    expect(freshUser.status).toBe('pending');
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

    // Something real happened: both are members of the tenant, listed alike (not signed in yet).
    const listed = json<{ users: SettingsUser[] }>(await admin.client.get('/api/settings/users')).users;
    const row = (id: string) => listed.find((u) => u.id === id);
    expect(row(freshUser.id)).toEqual(freshUser);
    expect(row(knownUser.id)).toEqual(knownUser);
    const matrix = json<{ users: SettingsUser[] }>(await admin.client.get('/api/settings/permissions')).users;
    expect(matrix.map((u) => u.id)).toEqual(expect.arrayContaining([freshUser.id, knownUser.id]));

    // Nothing of the other tenant was created or moved; the owner's password still works.
    const { db } = server.deps.database;
    expect(await db.select().from(user).where(eq(user.email, elsewhere.email))).toHaveLength(1);
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, elsewhere.userId));
    expect(profile?.companyId).toBe(elsewhere.companyId);
    const owner = new TestClient(server.app);
    expect(
      (await owner.post('/api/account/sign-in', { email: elsewhere.email, password: STRONG_PASSWORD }))
        .statusCode,
    ).toBe(200);
    // The placeholder's own account has no password and an address that takes no mail.
    const [placeholder] = await db.select().from(user).where(eq(user.id, knownUser.id));
    expect(placeholder?.email).toBe(placeholderAccountEmail(knownUser.id));
    expect(await db.select().from(account).where(eq(account.userId, knownUser.id))).toHaveLength(0);
    const intruder = new TestClient(server.app);
    for (const password of [STRONG_PASSWORD, '']) {
      const attempt = await intruder.post('/api/account/sign-in', {
        email: placeholderAccountEmail(knownUser.id),
        password,
      });
      expect(attempt.statusCode).toBeGreaterThanOrEqual(400);
    }
    await intruder.post('/api/account/password-reset/request', {
      email: placeholderAccountEmail(knownUser.id),
    });
    expect(await mailsTo(placeholderAccountEmail(knownUser.id))).toHaveLength(0);

    // The owner of the address is told, with no link; the credentials mail never reaches them.
    const notice = await lastMailTo(server, elsewhere.email);
    expect(notice.subject).toBe(ADMIN_COPY.existingAccountMailSubject('Asker Ltd'));
    expect(notice.text).toContain('You already have a Northdesk account');
    expect(notice.link).toBe('');
    // The audit log says what happened, in the asking tenant only.
    const events = await db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.companyId, admin.companyId));
    expect(events.map((e) => e.action)).toContain('user_create_existing_account');

    // Managed like any user: adding it again is a 409 (as for the fresh one), its role changes,
    // and removing it removes its placeholder account too (no orphans).
    for (const email of ['brand-new@example.test', elsewhere.email, admin.email]) {
      const again = await admin.client.post('/api/settings/users', newUser(email));
      expect(again.statusCode, email).toBe(409);
      expect(json<ErrorResponse>(again).error.message).toBe(ADMIN_COPY.emailTaken);
      expect((await admin.client.post('/api/settings/invitations', { email })).statusCode, email).toBe(409);
    }
    for (const id of [freshUser.id, knownUser.id]) {
      const promoted = await admin.client.patch(`/api/settings/users/${id}/role`, { role: 'admin' });
      expect(promoted.statusCode, promoted.body).toBe(200);
      expect(json<{ user: SettingsUser }>(promoted).user.role).toBe('admin');
      expect((await admin.client.delete(`/api/settings/users/${id}`)).statusCode).toBe(204);
    }
    expect(await db.select().from(user).where(eq(user.id, knownUser.id))).toHaveLength(0);
    expect(await db.select().from(user).where(eq(user.email, elsewhere.email))).toHaveLength(1);
    // …and it can be added again, like a removed user.
    expect((await admin.client.post('/api/settings/users', newUser(elsewhere.email))).statusCode).toBe(201);
  });

  it('racing creations of another tenant’s address end as for a new one: one 201, four 409', async () => {
    const admin = await signedInUser(server, { role: 'super_admin', companyName: 'Racer Ltd' });
    const elsewhere = await signedInUser(server, { companyName: 'Racee Ltd' });
    const race = (email: string) =>
      Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          admin.client.post('/api/settings/users', { ...newUser(email), fullName: `Racer ${i}` }),
        ),
      );
    const statuses = async (email: string) => (await race(email)).map((r) => r.statusCode).sort();
    const fresh = await statuses('race-fresh@example.test');
    const known = await statuses(elsewhere.email);
    console.info(`[security] user-creation race, another tenant's address: ${known.join(', ')}`);
    expect(fresh).toEqual([201, 409, 409, 409, 409]);
    expect(known).toEqual(fresh);
    const listed = json<{ users: SettingsUser[] }>(await admin.client.get('/api/settings/users')).users;
    expect(listed.filter((u) => u.email === elsewhere.email)).toHaveLength(1);
  });

  it('inviting another tenant’s address answers as for a new one; the owner gets a notice, never a link', async () => {
    const admin = await signedInUser(server, { role: 'super_admin', companyName: 'Inviter Ltd' });
    const elsewhere = await signedInUser(server, { companyName: 'Keeper Ltd' });
    const fresh = await admin.client.post('/api/settings/invitations', { email: 'invitee-new@example.test' });
    const known = await admin.client.post('/api/settings/invitations', { email: elsewhere.email });
    expect(fresh.statusCode).toBe(201);
    expect(known.statusCode, known.body).toBe(201);
    expect(shapeOf(json<{ invitation: Invitation }>(known).invitation)).toEqual(
      shapeOf(json<{ invitation: Invitation }>(fresh).invitation),
    );
    // Listed as pending like any other (the list tells nothing either).
    const pending = json<{ invitations: Invitation[] }>(
      await admin.client.get('/api/settings/invitations'),
    ).invitations.map((i) => i.email);
    expect(pending.sort()).toEqual(['invitee-new@example.test', elsewhere.email].sort());

    expect((await lastMailTo(server, 'invitee-new@example.test')).link).toContain('/invite/');
    const mails = await mailsTo(elsewhere.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(ADMIN_COPY.existingAccountMailSubject('Inviter Ltd'));
    expect(mails[0]?.text).not.toMatch(/https?:\/\//);

    // Own tenant's address: 409 as before.
    const own = await admin.client.post('/api/settings/invitations', { email: admin.email });
    expect(own.statusCode).toBe(409);
  });
});
