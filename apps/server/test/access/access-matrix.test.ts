import {
  ACCESS_LEVELS,
  ACCESS_RULES,
  type AccessAction,
  type AccessLevel,
  accessDeniedMessage,
  effectiveAccessLevel,
  PERMISSION_SECTIONS,
  ROLES,
  type Role,
} from '@northdesk/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPermissions } from '../../src/db/schema/index.ts';
import { fillPath, type Operation, readOperations, validValue } from '../security/support/openapi.ts';
import {
  idForField,
  idForParam,
  makeTenant,
  type TenantFixtures,
} from '../security/support/tenant-fixtures.ts';
import { signedInUser } from '../support/accounts.ts';
import { TestClient } from '../support/client.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Issue 15, item 10: every route guarded by requireAccess, found in the OpenAPI document by the
 * `x-access` each guard publishes (so a new route is in the table the day it is registered), is
 * called by every role × stored level, and answers exactly as ACCESS_RULES in packages/shared
 * says: refused with 403 and the section's message, or let past the guard (whatever the route
 * then makes of the request: never a 5xx). Real routes with real records, deletes included;
 * deletes go last, and a record an earlier allowed delete removed is a 404 past the guard.
 */

type Level = AccessLevel | 'none stored';
type Guarded = Operation & { access: NonNullable<Operation['access']> };

/** The areas whose routes must all be guarded: a route here without requireAccess fails the suite. */
const CRM_RESOURCES = [
  'companies',
  'contacts',
  'activities',
  'tasks',
  'deals',
  'pipelines',
  'quotes',
  'products',
];
/** CRM routes guarded otherwise than by a section level, with why. */
const UNGUARDED: Record<string, string> = {
  'POST /api/pipelines': "CRM Settings: the role's crm-settings section (requireSection), not a level",
  'PUT /api/pipelines/{id}': "CRM Settings: the role's crm-settings section (requireSection), not a level",
};

const sectionName = (section: string) =>
  PERMISSION_SECTIONS.find((s) => s.id === section)?.displayName ?? section;

let server: TestServer;
let tenant: TenantFixtures;
let guarded: Guarded[];
let operations: Operation[];

beforeAll(async () => {
  server = await startTestServer();
  tenant = await makeTenant(server, 'Access');
  operations = await readOperations(server.app);
  guarded = operations
    .filter((op): op is Guarded => (op.access?.length ?? 0) > 0)
    // Deletes last, so the records stay for the other routes of the same user.
    .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}, 120_000);
afterAll(() => server.close());

/** The route called as documented, with the tenant's real records. */
function send(client: TestClient, op: Operation): Promise<LightMyRequestResponse> {
  const url = fillPath(
    op.path,
    Object.fromEntries(op.pathParams.map((p) => [p.name, idForParam(tenant, op, p.name)])),
  );
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  const headers: Record<string, string> = { cookie: client.cookieHeader() };
  if (hasBody) headers['content-type'] = 'application/json';
  const payload = hasBody
    ? JSON.stringify(op.body ? validValue(op.body, (name) => idForField(tenant, name)) : {})
    : undefined;
  return server.app.inject({ method: op.method, url, headers, payload });
}

const isAccessRefusal = (response: LightMyRequestResponse, op: Guarded) =>
  response.statusCode === 403 &&
  op.access.some(
    (a) =>
      json<{ error: { message: string } }>(response).error.message ===
      accessDeniedMessage(a.action, sectionName(a.section)),
  );

/** Every section a guarded route names (CRM areas, inventory…). */
const guardedSections = () => [...new Set(guarded.flatMap((op) => op.access.map((a) => a.section)))].sort();

async function storeLevel(userId: string, level: Level) {
  await server.deps.database.db.delete(userPermissions).where(eq(userPermissions.userId, userId));
  if (level === 'none stored') return;
  // Stored through the permissions matrix, as an administrator would.
  const saved = await tenant.owner.client.request('PUT', '/api/settings/permissions', {
    changes: guardedSections().map((sectionId) => ({ userId, sectionId, accessLevel: level })),
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('access levels on every guarded route (issue 15, item 10)', () => {
  it('every CRM route is guarded, and the table covers every guard in the document', () => {
    const resourceOf = (op: Operation) => op.path.split('/')[2] ?? '';
    const open = operations.filter(
      (op) =>
        CRM_RESOURCES.includes(resourceOf(op)) &&
        (op.access?.length ?? 0) === 0 &&
        !(`${op.method} ${op.path}` in UNGUARDED),
    );
    expect(open.map((op) => `${op.method} ${op.path}`)).toEqual([]);
    const pairs = new Set(guarded.flatMap((op) => op.access.map((a) => `${a.section}:${a.action}`)));
    console.info(
      `[security] access table: ${guarded.length} guarded routes over ${pairs.size} section/action pairs (${[...pairs].sort().join(', ')})`,
    );
    const sectionIds: readonly string[] = PERMISSION_SECTIONS.map((s) => s.id);
    for (const op of guarded)
      for (const a of op.access) expect(sectionIds, `${op.path}`).toContain(a.section);
    // The method says what a route does to the data: a GET only reads; a DELETE removes data and
    // needs the delete right (admin = read + edit must not remove a file or a checklist item).
    for (const op of guarded) {
      const actions = op.access.map((a) => a.action);
      if (op.method === 'GET') expect(actions, `${op.method} ${op.path}`).toEqual(actions.map(() => 'read'));
      if (op.method === 'DELETE') expect(actions, `${op.method} ${op.path}`).toContain('delete');
    }
    // Each kind of action has real routes, deletes included (no stand-ins).
    for (const action of ['read', 'edit', 'create', 'delete'] satisfies AccessAction[])
      expect(
        guarded.some((op) => op.access.some((a) => a.action === action)),
        action,
      ).toBe(true);
  });

  it('role × stored level × guarded route: allowed exactly as ACCESS_RULES says, else 403 with the message', async () => {
    // Developers and super admins have full access whatever is stored: shown with no_access stored.
    const combos: [Role, Level][] = ROLES.flatMap((role): [Role, Level][] =>
      role === 'developer' || role === 'super_admin'
        ? [[role, 'no_access']]
        : [...ACCESS_LEVELS, 'none stored'].map((level): [Role, Level] => [role, level as Level]),
    );
    const mismatches: string[] = [];
    let calls = 0;
    for (const [role, level] of combos) {
      const user = await signedInUser(server, { role, companyId: tenant.owner.companyId });
      await storeLevel(user.userId, level);
      for (const op of guarded) {
        const response = await send(user.client, op);
        calls++;
        const denied = op.access.find(
          (a) =>
            !ACCESS_RULES[effectiveAccessLevel(role, a.section, level === 'none stored' ? null : level)][
              a.action
            ],
        );
        const label = `${role} with ${level}: ${op.method} ${op.path} → ${response.statusCode}`;
        if (response.statusCode >= 500) mismatches.push(`${label}: ${response.body.slice(0, 200)}`);
        else if (denied) {
          const message = accessDeniedMessage(denied.action, sectionName(denied.section));
          if (
            response.statusCode !== 403 ||
            json<{ error: { message: string } }>(response).error.message !== message
          )
            mismatches.push(`${label}: expected 403 "${message}", got ${response.body.slice(0, 200)}`);
        } else if (isAccessRefusal(response, op)) mismatches.push(`${label}: refused though allowed`);
      }
      // What the UI hides comes from the same rule.
      const mine = json<{ levels: Record<string, string> }>(await user.client.get('/api/access')).levels;
      for (const section of guardedSections())
        expect(mine[section], `${role} ${level} ${section}`).toBe(
          effectiveAccessLevel(role, section, level === 'none stored' ? null : level),
        );
    }
    console.info(
      `[security] access matrix: ${combos.length} role/level pairs × ${guarded.length} routes = ${calls} calls, ${mismatches.length} mismatches`,
    );
    expect(mismatches).toEqual([]);
    expect(calls).toBe(combos.length * guarded.length);
  }, 300_000);

  it('answers 401 without a session on every guarded route', async () => {
    const anonymous = new TestClient(server.app);
    for (const op of guarded)
      expect((await send(anonymous, op)).statusCode, `${op.method} ${op.path}`).toBe(401);
  });

  it("levels are per tenant: another tenant's admin cannot change them", async () => {
    const owner = await signedInUser(server, { role: 'super_admin' });
    const viewer = await signedInUser(server, { companyId: owner.companyId });
    const stranger = await signedInUser(server, { role: 'super_admin' });
    const attempt = await stranger.client.request('PUT', '/api/settings/permissions', {
      changes: [{ userId: viewer.userId, sectionId: 'contacts', accessLevel: 'no_access' }],
    });
    expect(attempt.statusCode).toBe(404);
    const created = await viewer.client.post('/api/contacts', { firstName: 'Paul', lastName: 'Probe' });
    expect(created.statusCode).toBe(201);
  });

  it('a role the section table shuts out stays out whatever is stored', async () => {
    const owner = await signedInUser(server, { role: 'super_admin' });
    const operative = await signedInUser(server, { role: 'operative' as Role, companyId: owner.companyId });
    await owner.client.request('PUT', '/api/settings/permissions', {
      changes: [{ userId: operative.userId, sectionId: 'financial-data', accessLevel: 'full' }],
    });
    const { levels } = json<{ levels: Record<string, string> }>(await operative.client.get('/api/access'));
    expect(levels['financial-data']).toBe('no_access');
  });
});
