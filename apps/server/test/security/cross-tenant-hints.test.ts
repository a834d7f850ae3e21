import { ADMIN_COPY, type ErrorResponse, type Invitation, type SettingsUser } from '@northdesk/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, profiles, securityEvents, user } from '../../src/db/schema/index.ts';
import { lastMailTo, STRONG_PASSWORD, signedInUser } from '../support/accounts.ts';
import { TestClient } from '../support/client.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * Issue 15, item 11: an administrator who types an address that has an account with another
 * company gets exactly the answer a new address gets (status and shape); nothing is created or
 * moved, and the address's owner is told by mail, with no link.
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
  it('creating a user with another tenant’s address answers as for a new one and mails the owner', async () => {
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
    });
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

    // Nothing was created or moved; the owner's password still works.
    const { db } = server.deps.database;
    expect(await db.select().from(user).where(eq(user.email, elsewhere.email))).toHaveLength(1);
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, elsewhere.userId));
    expect(profile?.companyId).toBe(elsewhere.companyId);
    const owner = new TestClient(server.app);
    expect(
      (await owner.post('/api/account/sign-in', { email: elsewhere.email, password: STRONG_PASSWORD }))
        .statusCode,
    ).toBe(200);

    const notice = await lastMailTo(server, elsewhere.email);
    expect(notice.subject).toBe(ADMIN_COPY.existingAccountMailSubject('Asker Ltd'));
    expect(notice.text).toContain('already has a Northdesk account');
    expect(notice.link).toBe('');
    // The audit log says what happened, in the asking tenant only.
    const events = await db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.companyId, admin.companyId));
    expect(events.map((e) => e.action)).toContain('user_create_existing_account');

    // An address of the administrator's own tenant is still a plain 409 (they see their users).
    const own = await admin.client.post('/api/settings/users', newUser(admin.email));
    expect(own.statusCode).toBe(409);
    expect(json<ErrorResponse>(own).error.message).toBe(ADMIN_COPY.emailTaken);
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
