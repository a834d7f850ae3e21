import {
  type CompanySettingsResponse,
  DEFAULT_ACCESS_LEVELS,
  type ErrorResponse,
  PERMISSION_SECTIONS,
  type PermissionsMatrixResponse,
  ROLES,
} from '@northdesk/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents, userPermissions } from '../../src/db/schema/index.ts';
import { signedInUser } from '../support/accounts.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('settings: user permissions matrix', () => {
  it("lists sections by name, the tenant's users and their stored levels", async () => {
    const admin = await signedInUser(server, { role: 'super_admin' });
    const operative = await signedInUser(server, { companyId: admin.companyId });
    await signedInUser(server); // another tenant: never listed
    const matrix = json<PermissionsMatrixResponse>(await admin.client.get('/api/settings/permissions'));
    const names = matrix.sections.map((s) => s.displayName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(matrix.sections).toHaveLength(PERMISSION_SECTIONS.length);
    expect(matrix.users.map((u) => u.id).sort()).toEqual([admin.userId, operative.userId].sort());
    expect(matrix.permissions.every((p) => [admin.userId, operative.userId].includes(p.userId))).toBe(true);
  });

  it('upserts pending edits (one per user and section), logs them with the acting user', async () => {
    const admin = await signedInUser(server, { role: 'super_admin' });
    const operative = await signedInUser(server, { companyId: admin.companyId });
    const save = (changes: { userId: string; sectionId: string; accessLevel: string }[]) =>
      admin.client.request('PUT', '/api/settings/permissions', { changes });
    const first = await save([
      { userId: operative.userId, sectionId: 'contacts', accessLevel: 'view' },
      { userId: operative.userId, sectionId: 'deals', accessLevel: 'admin' },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first)).toEqual({ updated: 2 });
    expect(
      (await save([{ userId: operative.userId, sectionId: 'contacts', accessLevel: 'no_access' }]))
        .statusCode,
    ).toBe(200);
    const rows = await server.deps.database.db
      .select()
      .from(userPermissions)
      .where(eq(userPermissions.userId, operative.userId));
    const bySection = Object.fromEntries(rows.map((r) => [r.sectionId, r.accessLevel]));
    expect(bySection).toMatchObject({ contacts: 'no_access', deals: 'admin', companies: 'full' });
    expect(rows.filter((r) => r.sectionId === 'contacts')).toHaveLength(1);
    const matrix = json<PermissionsMatrixResponse>(await admin.client.get('/api/settings/permissions'));
    expect(matrix.permissions).toContainEqual({
      userId: operative.userId,
      sectionId: 'deals',
      accessLevel: 'admin',
    });

    const events = await server.deps.database.db
      .select()
      .from(securityEvents)
      .where(
        and(eq(securityEvents.companyId, admin.companyId), eq(securityEvents.action, 'permissions_changed')),
      );
    expect(events).toHaveLength(2);
    expect(events[0]?.userId).toBe(admin.userId);

    const bad = await save([{ userId: operative.userId, sectionId: 'nonsense', accessLevel: 'full' }]);
    expect(bad.statusCode).toBe(400);
    const badLevel = await save([{ userId: operative.userId, sectionId: 'contacts', accessLevel: 'owner' }]);
    expect(badLevel.statusCode).toBe(400);
  });

  it("refuses the whole save when a user is another tenant's (404), changing nothing", async () => {
    const admin = await signedInUser(server, { role: 'super_admin' });
    const mine = await signedInUser(server, { companyId: admin.companyId });
    const stranger = await signedInUser(server);
    const levelsOf = (userId: string) =>
      server.deps.database.db
        .select({ sectionId: userPermissions.sectionId, accessLevel: userPermissions.accessLevel })
        .from(userPermissions)
        .where(eq(userPermissions.userId, userId));
    const before = { mine: await levelsOf(mine.userId), stranger: await levelsOf(stranger.userId) };
    const response = await admin.client.request('PUT', '/api/settings/permissions', {
      changes: [
        { userId: mine.userId, sectionId: 'contacts', accessLevel: 'view' },
        { userId: stranger.userId, sectionId: 'contacts', accessLevel: 'no_access' },
      ],
    });
    expect(response.statusCode).toBe(404);
    expect({ mine: await levelsOf(mine.userId), stranger: await levelsOf(stranger.userId) }).toEqual(before);
  });
});

describe('settings: company settings', () => {
  it('starts from the defaults, toggles RSP rounding, and keeps default access levels for new users', async () => {
    const admin = await signedInUser(server, { role: 'super_admin' });
    const initial = json<CompanySettingsResponse>(await admin.client.get('/api/settings/company')).settings;
    expect(initial).toMatchObject({
      roundRspToWholeNumbers: false,
      cloudStorageEnabled: false,
      primaryCloudProvider: 'supabase',
      cloudStorageFolderStructure: 'company/department/date',
    });
    for (const role of ROLES) {
      for (const section of PERMISSION_SECTIONS) {
        expect(initial.defaultAccessLevels[role][section.id]).toBe(
          DEFAULT_ACCESS_LEVELS[role][section.id] ?? 'no_access',
        );
      }
    }
    const on = await admin.client.patch('/api/settings/company', { roundRspToWholeNumbers: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(json<CompanySettingsResponse>(on).settings.roundRspToWholeNumbers).toBe(true);

    const levels = structuredClone(initial.defaultAccessLevels);
    levels.operative.contacts = 'view';
    levels.operative.companies = 'admin';
    const saved = await admin.client.patch('/api/settings/company', { defaultAccessLevels: levels });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = json<CompanySettingsResponse>(await admin.client.get('/api/settings/company')).settings;
    expect(after.roundRspToWholeNumbers).toBe(true);
    expect(after.defaultAccessLevels.operative.contacts).toBe('view');

    const created = await admin.client.post('/api/settings/users', {
      fullName: 'Defaults Dan',
      email: `dan-${Date.now()}@example.test`,
      password: 'secret1',
      role: 'operative',
    });
    const { user } = json<{ user: { id: string } }>(created);
    const rows = await server.deps.database.db
      .select()
      .from(userPermissions)
      .where(eq(userPermissions.userId, user.id));
    const bySection = Object.fromEntries(rows.map((r) => [r.sectionId, r.accessLevel]));
    expect(bySection).toMatchObject({ contacts: 'view', companies: 'admin', tasks: 'full' });

    // Another tenant is not affected.
    const other = await signedInUser(server, { role: 'super_admin' });
    expect(
      json<CompanySettingsResponse>(await other.client.get('/api/settings/company')).settings
        .roundRspToWholeNumbers,
    ).toBe(false);
  });

  it('shows the effective default levels: developer and super_admin full, orders for every role (§6)', async () => {
    const admin = await signedInUser(server, { role: 'super_admin' });
    const read = async () =>
      json<CompanySettingsResponse>(await admin.client.get('/api/settings/company')).settings
        .defaultAccessLevels;
    const initial = await read();
    for (const section of PERMISSION_SECTIONS) {
      expect(initial.developer[section.id], section.id).toBe('full');
      expect(initial.super_admin[section.id], section.id).toBe('full');
    }
    for (const role of ROLES) expect(initial[role].orders, role).toBe('full');
    expect(initial.operative['customer-data']).toBe('no_access');

    // Whatever is stored, the grid reads as the levels those users will really have.
    const levels = structuredClone(initial);
    levels.super_admin.orders = 'no_access';
    levels.operative['financial-data'] = 'full';
    expect(
      (await admin.client.patch('/api/settings/company', { defaultAccessLevels: levels })).statusCode,
    ).toBe(200);
    const after = await read();
    expect(after.super_admin.orders).toBe('full');
    expect(after.operative['financial-data']).toBe('no_access');
  });

  it('refuses an incomplete or empty update', async () => {
    const admin = await signedInUser(server, { role: 'developer' });
    expect((await admin.client.patch('/api/settings/company', {})).statusCode).toBe(400);
    const partial = await admin.client.patch('/api/settings/company', {
      defaultAccessLevels: { operative: { contacts: 'view' } },
    });
    expect(partial.statusCode).toBe(400);
    expect(json<ErrorResponse>(partial).error.code).toBe('validation_failed');
  });
});
