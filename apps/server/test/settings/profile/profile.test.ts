import crypto from 'node:crypto';
import {
  ADMIN_COPY,
  AUTH_COPY,
  type Colleague,
  type ErrorResponse,
  type ProfileResponse,
} from '@northdesk/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, securityEvents } from '../../../src/db/schema/index.ts';
import { STRONG_PASSWORD, signedInUser } from '../../support/accounts.ts';
import { TestClient } from '../../support/client.ts';
import { ONE_PIXEL_PNG } from '../../support/images.ts';
import { json, startTestServer, type TestServer } from '../../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PNG = ONE_PIXEL_PNG;
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

function upload(client: TestClient, url: string, file: { name: string; type: string; content: Buffer }) {
  const boundary = `----northdesk${crypto.randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return server.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: client.cookieHeader() },
  });
}

describe('user profile', () => {
  it('reads and updates full name, position and line manager ("No line manager" is null)', async () => {
    const me = await signedInUser(server, { role: 'operative' });
    const boss = await signedInUser(server, { role: 'admin', companyId: me.companyId });
    const profile = json<ProfileResponse>(await me.client.get('/api/profile')).profile;
    expect(profile).toMatchObject({ id: me.userId, email: me.email, position: null, lineManagerId: null });

    const colleagues = json<{ users: Colleague[] }>(await me.client.get('/api/profile/colleagues')).users;
    expect(colleagues.map((c) => c.id)).toEqual([boss.userId]);

    const updated = await me.client.patch('/api/profile', {
      fullName: '  Pat Example ',
      position: 'Buyer',
      lineManagerId: boss.userId,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(json<ProfileResponse>(updated).profile).toMatchObject({
      fullName: 'Pat Example',
      position: 'Buyer',
      lineManagerId: boss.userId,
    });
    expect(json<{ user: { fullName: string } }>(await me.client.get('/api/account/me')).user.fullName).toBe(
      'Pat Example',
    );

    const cleared = json<ProfileResponse>(
      await me.client.patch('/api/profile', { fullName: 'Pat Example', position: '', lineManagerId: null }),
    ).profile;
    expect(cleared).toMatchObject({ position: null, lineManagerId: null });
  });

  it('requires a full name: blank, spaces-only or missing is refused and the name kept', async () => {
    const me = await signedInUser(server);
    await me.client.patch('/api/profile', { fullName: 'Kept Name' });
    for (const body of [{ fullName: '' }, { fullName: '   ' }, { position: 'Buyer' }]) {
      const response = await me.client.patch('/api/profile', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(json<ErrorResponse>(response).error.message).toBe(ADMIN_COPY.fullNameRequired);
    }
    expect(json<ProfileResponse>(await me.client.get('/api/profile')).profile.fullName).toBe('Kept Name');
  });

  it('refuses oneself as line manager, and any user of another tenant (404)', async () => {
    const me = await signedInUser(server);
    const stranger = await signedInUser(server);
    const self = await me.client.patch('/api/profile', { fullName: 'Me', lineManagerId: me.userId });
    expect(self.statusCode).toBe(400);
    expect(json<ErrorResponse>(self).error.message).toBe(ADMIN_COPY.lineManagerSelf);
    const other = await me.client.patch('/api/profile', { fullName: 'Me', lineManagerId: stranger.userId });
    expect(other.statusCode).toBe(404);
    expect(json<ProfileResponse>(await me.client.get('/api/profile')).profile.lineManagerId).toBeNull();
    expect(json<{ users: Colleague[] }>(await stranger.client.get('/api/profile/colleagues')).users).toEqual(
      [],
    );
  });

  it('a removed line manager leaves "No line manager" behind', async () => {
    const owner = await signedInUser(server, { role: 'super_admin' });
    const me = await signedInUser(server, { companyId: owner.companyId });
    const boss = await signedInUser(server, { role: 'admin', companyId: owner.companyId });
    await me.client.patch('/api/profile', { fullName: 'Me', lineManagerId: boss.userId });
    expect((await owner.client.delete(`/api/settings/users/${boss.userId}`)).statusCode).toBe(204);
    expect(json<ProfileResponse>(await me.client.get('/api/profile')).profile.lineManagerId).toBeNull();
  });

  it('changes the password only with the right current password, with the spec messages', async () => {
    const me = await signedInUser(server);
    const wrong = await me.client.post('/api/profile/password', {
      currentPassword: 'not-my-password',
      newPassword: 'new-secret',
      confirmPassword: 'new-secret',
    });
    expect(wrong.statusCode).toBe(400);
    expect(json<ErrorResponse>(wrong).error.message).toBe(AUTH_COPY.currentPasswordWrong);
    const cases: [Record<string, string>, string][] = [
      [
        { currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' },
        ADMIN_COPY.currentPasswordRequired,
      ],
      [
        { currentPassword: STRONG_PASSWORD, newPassword: 'abc', confirmPassword: 'abc' },
        ADMIN_COPY.newPasswordTooShort,
      ],
      [
        { currentPassword: STRONG_PASSWORD, newPassword: 'abcdef', confirmPassword: 'abcdeg' },
        ADMIN_COPY.newPasswordsDoNotMatch,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await me.client.post('/api/profile/password', body);
      expect(response.statusCode).toBe(400);
      expect(json<ErrorResponse>(response).error.message).toBe(message);
    }
    const ok = await me.client.post('/api/profile/password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'my-new-secret',
      confirmPassword: 'my-new-secret',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json<{ message: string }>(ok).message).toBe(ADMIN_COPY.passwordChanged);

    const fresh = new TestClient(server.app);
    expect(
      (await fresh.post('/api/account/sign-in', { email: me.email, password: STRONG_PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await fresh.post('/api/account/sign-in', { email: me.email, password: 'my-new-secret' })).statusCode,
    ).toBe(200);
    const events = await server.deps.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, me.userId), eq(securityEvents.action, 'password_changed')));
    expect(events).toHaveLength(1);
  });

  it('uploads an avatar under {userId}/avatar-{timestamp}.{ext}, served to the same tenant only', async () => {
    const me = await signedInUser(server);
    const colleague = await signedInUser(server, { companyId: me.companyId });
    const stranger = await signedInUser(server);
    const bad = await upload(me.client, '/api/profile/avatar', {
      name: 'cv.pdf',
      type: 'application/pdf',
      content: Buffer.from('%PDF'),
    });
    expect(bad.statusCode).toBe(400);
    expect(json<ErrorResponse>(bad).error.message).toBe(ADMIN_COPY.pleaseSelectImage);

    const first = await upload(me.client, '/api/profile/avatar', {
      name: 'me.png',
      type: 'image/png',
      content: PNG,
    });
    expect(first.statusCode, first.body).toBe(201);
    const firstUrl = json<{ avatarUrl: string }>(first).avatarUrl;
    expect(firstUrl).toMatch(
      new RegExp(`^/api/profile/avatars/${me.userId}/avatar-\\d+-[0-9a-f-]{36}\\.png$`),
    );
    expect(json<ProfileResponse>(await me.client.get('/api/profile')).profile.avatarUrl).toBe(firstUrl);
    expect(json<{ user: { avatarUrl: string } }>(await me.client.get('/api/account/me')).user.avatarUrl).toBe(
      firstUrl,
    );
    expect((await colleague.client.get(firstUrl)).statusCode).toBe(200);
    expect((await stranger.client.get(firstUrl)).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(401);

    await new Promise((r) => setTimeout(r, 5));
    const second = await upload(me.client, '/api/profile/avatar', {
      name: 'me.jpg',
      type: 'image/jpeg',
      content: JPEG,
    });
    const secondUrl = json<{ avatarUrl: string }>(second).avatarUrl;
    expect(secondUrl).toMatch(/\.jpg$/);
    const [row] = await server.deps.database.db
      .select({ avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.id, me.userId));
    expect(row?.avatarUrl).toBe(secondUrl);
    // The replaced picture is gone from storage.
    expect((await me.client.get(firstUrl)).statusCode).toBe(404);
    expect((await me.client.get(secondUrl)).statusCode).toBe(200);
  });

  it('tells the signed-in user their effective access levels', async () => {
    const admin = await signedInUser(server, { role: 'super_admin' });
    const operative = await signedInUser(server, { companyId: admin.companyId });
    await admin.client.request('PUT', '/api/settings/permissions', {
      changes: [{ userId: operative.userId, sectionId: 'contacts', accessLevel: 'view' }],
    });
    const { levels } = json<{ levels: Record<string, string> }>(await operative.client.get('/api/access'));
    expect(levels.contacts).toBe('view');
    expect(levels['financial-data']).toBe('no_access');
    const mine = json<{ levels: Record<string, string> }>(await admin.client.get('/api/access')).levels;
    expect(Object.values(mine).every((level) => level === 'full')).toBe(true);
  });

  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/profile'],
      ['PATCH', '/api/profile'],
      ['GET', '/api/profile/colleagues'],
      ['GET', '/api/access'],
      ['POST', '/api/profile/password'],
      ['POST', '/api/profile/avatar'],
    ] as const) {
      expect(
        (await server.app.inject({ method, url, payload: method === 'GET' ? undefined : {} })).statusCode,
      ).toBe(401);
    }
  });
});
