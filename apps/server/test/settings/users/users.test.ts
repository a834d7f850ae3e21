import {
  ADMIN_COPY,
  type ErrorResponse,
  type SettingsUser,
  type SettingsUsersResponse,
} from '@northdesk/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, securityEvents, user, userPermissions, userRoles } from '../../../src/db/schema/index.ts';
import { STRONG_PASSWORD, signedInUser } from '../../support/accounts.ts';
import { TestClient } from '../../support/client.ts';
import { json, startTestServer, type TestServer } from '../../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const eventsOf = (companyId: string, action: string) =>
  server.deps.database.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.companyId, companyId), eq(securityEvents.action, action)));

const newUser = (overrides: Record<string, string> = {}) => ({
  fullName: 'Nina New',
  email: `nina-${Math.random().toString(36).slice(2, 8)}@example.test`,
  password: 'temp-pass',
  role: 'operative',
  ...overrides,
});

describe('user management: create', () => {
  it('creates a user who must change the password at first sign-in and can work from day one', async () => {
    const admin = await signedInUser(server, { role: 'super_admin' });
    const body = newUser({ email: '  Nina.New@Example.TEST ' });
    const created = await admin.client.post('/api/settings/users', body);
    expect(created.statusCode, created.body).toBe(201);
    const { user: made } = json<{ user: SettingsUser }>(created);
    expect(made).toMatchObject({ email: 'nina.new@example.test', fullName: 'Nina New', role: 'operative' });

    const list = json<SettingsUsersResponse>(await admin.client.get('/api/settings/users')).users;
    expect(list.map((u) => u.id).sort()).toEqual([admin.userId, made.id].sort());

    const nina = new TestClient(server.app);
    const signIn = await nina.post('/api/account/sign-in', {
      email: 'nina.new@example.test',
      password: 'temp-pass',
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const me = json<{ user: { firstLoginCompleted: boolean; companyId: string; role: string } }>(signIn).user;
    expect(me).toMatchObject({ firstLoginCompleted: false, companyId: admin.companyId, role: 'operative' });
    // The tenant's default levels were stored: full on the CRM areas.
    const { levels } = json<{ levels: Record<string, string> }>(await nina.get('/api/access'));
    expect(levels.contacts).toBe('full');
    expect(levels.companies).toBe('full');

    const [event] = await eventsOf(admin.companyId, 'user_created');
    expect(event).toMatchObject({ userId: admin.userId });
    expect(event?.metadata).toMatchObject({ target_user_id: made.id, role: 'operative' });
  });

  it('validates with the spec messages and refuses an address that already has an account', async () => {
    const admin = await signedInUser(server, { role: 'developer' });
    const other = await signedInUser(server);
    const cases: [Record<string, string>, string][] = [
      [{ fullName: ' ' }, ADMIN_COPY.fullNameRequired],
      [{ email: '' }, ADMIN_COPY.emailRequired],
      [{ password: '12345' }, ADMIN_COPY.passwordTooShort],
    ];
    for (const [overrides, message] of cases) {
      const response = await admin.client.post('/api/settings/users', newUser(overrides));
      expect(response.statusCode).toBe(400);
      expect(json<ErrorResponse>(response).error.message).toBe(message);
    }
    const taken = await admin.client.post(
      '/api/settings/users',
      newUser({ email: admin.email.toUpperCase() }),
    );
    expect(taken.statusCode).toBe(409);
    expect(json<ErrorResponse>(taken).error.message).toBe(ADMIN_COPY.emailTaken);
    // Another tenant's address is answered as a new one (no hint; see security/cross-tenant-hints).
    expect((await admin.client.post('/api/settings/users', newUser({ email: other.email }))).statusCode).toBe(
      201,
    );
    // Nothing moved: the other tenant's user is still theirs.
    const [row] = await server.deps.database.db.select().from(profiles).where(eq(profiles.id, other.userId));
    expect(row?.companyId).toBe(other.companyId);
  });

  it('lets only a developer create a developer', async () => {
    const superAdmin = await signedInUser(server, { role: 'super_admin' });
    const refused = await superAdmin.client.post('/api/settings/users', newUser({ role: 'developer' }));
    expect(refused.statusCode).toBe(403);
    expect(json<ErrorResponse>(refused).error.message).toBe(ADMIN_COPY.onlyDeveloperGrantsDeveloper);
    const developer = await signedInUser(server, { role: 'developer' });
    expect(
      (await developer.client.post('/api/settings/users', newUser({ role: 'developer' }))).statusCode,
    ).toBe(201);
  });
});

describe('user management: roles', () => {
  it('changes a role, logs it with the acting user, and the user sees the new role', async () => {
    const admin = await signedInUser(server, { role: 'super_admin' });
    const target = await signedInUser(server, { companyId: admin.companyId });
    const changed = await admin.client.patch(`/api/settings/users/${target.userId}/role`, { role: 'admin' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json<{ user: SettingsUser }>(changed).user).toMatchObject({ role: 'admin', roleLabel: 'Admin' });
    expect(json<{ user: { role: string } }>(await target.client.get('/api/account/me')).user.role).toBe(
      'admin',
    );
    // The admin role's extra sections got the defaults.
    const rows = await server.deps.database.db
      .select()
      .from(userPermissions)
      .where(and(eq(userPermissions.userId, target.userId), eq(userPermissions.sectionId, 'customer-data')));
    expect(rows[0]?.accessLevel).toBe('full');
    const [event] = await eventsOf(admin.companyId, 'user_role_changed');
    expect(event).toMatchObject({ userId: admin.userId });
    expect(event?.metadata).toMatchObject({ target_user_id: target.userId, from: 'operative', to: 'admin' });
  });

  it('only a developer grants developer or changes a developer', async () => {
    const admin = await signedInUser(server, { role: 'super_admin' });
    const target = await signedInUser(server, { companyId: admin.companyId });
    const dev = await signedInUser(server, { role: 'developer', companyId: admin.companyId });
    const grant = await admin.client.patch(`/api/settings/users/${target.userId}/role`, {
      role: 'developer',
    });
    expect(grant.statusCode).toBe(403);
    expect(json<ErrorResponse>(grant).error.message).toBe(ADMIN_COPY.onlyDeveloperGrantsDeveloper);
    expect(
      (await admin.client.patch(`/api/settings/users/${dev.userId}/role`, { role: 'operative' })).statusCode,
    ).toBe(403);
    expect((await admin.client.delete(`/api/settings/users/${dev.userId}`)).statusCode).toBe(403);
    expect(
      (await dev.client.patch(`/api/settings/users/${target.userId}/role`, { role: 'developer' })).statusCode,
    ).toBe(200);
  });

  it('keeps the last super admin of a tenant: no demotion, no removal', async () => {
    const only = await signedInUser(server, { role: 'super_admin' });
    const dev = await signedInUser(server, { role: 'developer', companyId: only.companyId });
    for (const client of [only.client, dev.client]) {
      const demote = await client.patch(`/api/settings/users/${only.userId}/role`, { role: 'admin' });
      expect(demote.statusCode).toBe(409);
      expect(json<ErrorResponse>(demote).error.message).toBe(ADMIN_COPY.lastSuperAdmin);
    }
    const remove = await dev.client.delete(`/api/settings/users/${only.userId}`);
    expect(remove.statusCode).toBe(409);
    expect(json<ErrorResponse>(remove).error.message).toBe(ADMIN_COPY.lastSuperAdmin);

    // With a second super admin, one may step down; then the other is the last again.
    const second = await signedInUser(server, { role: 'super_admin', companyId: only.companyId });
    expect(
      (await only.client.patch(`/api/settings/users/${only.userId}/role`, { role: 'admin' })).statusCode,
    ).toBe(200);
    expect((await dev.client.delete(`/api/settings/users/${second.userId}`)).statusCode).toBe(409);
    const [role] = await server.deps.database.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, second.userId));
    expect(role?.role).toBe('super_admin');
  });
});

describe('user management: remove', () => {
  it('removes role, permissions and profile, ends the sessions at once, and frees the address', async () => {
    const admin = await signedInUser(server, { role: 'super_admin' });
    const target = await signedInUser(server, { companyId: admin.companyId });
    await admin.client.request('PUT', '/api/settings/permissions', {
      changes: [{ userId: target.userId, sectionId: 'contacts', accessLevel: 'view' }],
    });
    expect((await target.client.get('/api/account/me')).statusCode).toBe(200);

    const removed = await admin.client.delete(`/api/settings/users/${target.userId}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await target.client.get('/api/account/me')).statusCode).toBe(401);
    const { db } = server.deps.database;
    expect(await db.select().from(profiles).where(eq(profiles.id, target.userId))).toEqual([]);
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, target.userId))).toEqual([]);
    expect(await db.select().from(userPermissions).where(eq(userPermissions.userId, target.userId))).toEqual(
      [],
    );
    const fresh = new TestClient(server.app);
    expect(
      (await fresh.post('/api/account/sign-in', { email: target.email, password: STRONG_PASSWORD }))
        .statusCode,
    ).not.toBe(200);
    const [event] = await eventsOf(admin.companyId, 'user_removed');
    expect(event).toMatchObject({ userId: admin.userId });
    expect(event?.metadata).toMatchObject({ target_user_id: target.userId, email: target.email });

    // The address can be given a place again (a new password, the same account id).
    const again = await admin.client.post('/api/settings/users', newUser({ email: target.email }));
    expect(again.statusCode, again.body).toBe(201);
    expect(json<{ user: SettingsUser }>(again).user.id).toBe(target.userId);
    expect(
      (await fresh.post('/api/account/sign-in', { email: target.email, password: 'temp-pass' })).statusCode,
    ).toBe(200);
    const [account] = await db.select().from(user).where(eq(user.id, target.userId));
    expect(account?.name).toBe('Nina New');
  });

  it('nobody removes themself', async () => {
    const admin = await signedInUser(server, { role: 'super_admin' });
    await signedInUser(server, { role: 'super_admin', companyId: admin.companyId });
    const response = await admin.client.delete(`/api/settings/users/${admin.userId}`);
    expect(response.statusCode).toBe(409);
    expect(json<ErrorResponse>(response).error.message).toBe(ADMIN_COPY.cannotRemoveSelf);
  });
});

describe('administration routes: who may call them', () => {
  it('answers 401 without a session, 403 for admin and operative, 404 for another tenant’s user', async () => {
    const owner = await signedInUser(server, { role: 'super_admin' });
    const colleague = await signedInUser(server, { companyId: owner.companyId });
    const stranger = await signedInUser(server, { role: 'operative' });
    const userRoutes = (id: string) =>
      [
        ['PATCH', `/api/settings/users/${id}/role`, { role: 'admin' }],
        ['DELETE', `/api/settings/users/${id}`, undefined],
        [
          'PUT',
          '/api/settings/permissions',
          { changes: [{ userId: id, sectionId: 'contacts', accessLevel: 'view' }] },
        ],
      ] as const;
    const everyRoute = [
      ['GET', '/api/settings/users', undefined],
      ['POST', '/api/settings/users', newUser()],
      ['GET', '/api/settings/permissions', undefined],
      ['GET', '/api/settings/company', undefined],
      ['PATCH', '/api/settings/company', { roundRspToWholeNumbers: true }],
      ['GET', '/api/settings/invitations', undefined],
      ['POST', '/api/settings/invitations', { email: 'x@example.test', role: 'operative' }],
      ['DELETE', '/api/settings/invitations/00000000-0000-4000-8000-000000000000', undefined],
      ['GET', '/api/company-details', undefined],
      ['PUT', '/api/company-details', { legalName: 'X' }],
      ...userRoutes(colleague.userId),
    ] as const;

    const anonymous = new TestClient(server.app);
    for (const [method, url, body] of everyRoute) {
      expect((await anonymous.request(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    for (const role of ['admin', 'operative'] as const) {
      const user = await signedInUser(server, { role, companyId: owner.companyId });
      for (const [method, url, body] of everyRoute) {
        expect((await user.client.request(method, url, body)).statusCode, `${role} ${method} ${url}`).toBe(
          403,
        );
      }
    }
    for (const [method, url, body] of userRoutes(stranger.userId)) {
      const response = await owner.client.request(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // The stranger is untouched.
    expect((await stranger.client.get('/api/account/me')).statusCode).toBe(200);
    expect(
      json<SettingsUsersResponse>(await owner.client.get('/api/settings/users')).users.map((u) => u.id),
    ).not.toContain(stranger.userId);
  });
});
