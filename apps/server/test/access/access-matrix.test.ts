import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ACCESS_ACTIONS,
  ACCESS_LEVELS,
  ACCESS_RULES,
  type AccessAction,
  type AccessLevel,
  accessDeniedMessage,
  CRM_SECTIONS,
  type CrmSection,
  PERMISSION_SECTIONS,
  ROLES,
  type Role,
} from '@northdesk/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { userPermissions } from '../../src/db/schema/index.ts';
import type { AppDeps } from '../../src/deps.ts';
import { requireAccess } from '../../src/guards/require-access.ts';
import { requireUser } from '../../src/guards/require-user.ts';
import { createLogger } from '../../src/lib/logger.ts';
import { createDeps } from '../../src/server.ts';
import { signedInUser } from '../support/accounts.ts';
import { TestClient } from '../support/client.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { json, TEST_APP_URL, type TestServer } from '../support/test-server.ts';

/**
 * Every role × CRM section × level, for a read, an edit, a create and a delete, against the one
 * rule in packages/shared (ACCESS_RULES). Route families that are
 * registered use their real routes (companies, contacts, activities' read and create); the others
 * (and activities' edit, which has no route, and every delete, which would remove the fixtures)
 * use a probe family with the same guard: GET, PATCH, POST and DELETE guarded by
 * requireAccess(section, read/edit/create/delete), exactly as the real routes are.
 * When a family's routes arrive, point its entry in familiesFor at them.
 */
type Action = AccessAction;
type Request = { method: 'GET' | 'PATCH' | 'POST' | 'DELETE'; url: string; body?: unknown };
type Families = Record<CrmSection, Record<Action, Request>>;
const probe = (section: CrmSection): Record<Action, Request> => ({
  read: { method: 'GET', url: `/api/access-probe/${section}` },
  edit: { method: 'PATCH', url: `/api/access-probe/${section}/item` },
  create: { method: 'POST', url: `/api/access-probe/${section}` },
  delete: { method: 'DELETE', url: `/api/access-probe/${section}/item` },
});
function familiesFor(fixture: { crmCompanyId: string; contactId: string }): Families {
  const families = Object.fromEntries(CRM_SECTIONS.map((section) => [section, probe(section)])) as Families;
  families.companies = {
    read: { method: 'GET', url: '/api/companies' },
    edit: {
      method: 'PATCH',
      url: `/api/companies/${fixture.crmCompanyId}`,
      body: { phone: '0117 000 0000' },
    },
    create: { method: 'POST', url: '/api/companies', body: { name: 'Access Probe Ltd' } },
    delete: families.companies.delete,
  };
  families.contacts = {
    read: { method: 'GET', url: '/api/contacts' },
    edit: {
      method: 'PATCH',
      url: `/api/contacts/${fixture.contactId}`,
      body: { firstName: 'Petra', lastName: 'Probe' },
    },
    create: { method: 'POST', url: '/api/contacts', body: { firstName: 'Paul', lastName: 'Probe' } },
    delete: families.contacts.delete,
  };
  families.activities = {
    ...families.activities,
    read: { method: 'GET', url: '/api/activities' },
    create: {
      method: 'POST',
      url: '/api/activities',
      body: { title: 'Access probe call', type: 'call', crmCompanyId: fixture.crmCompanyId },
    },
  };
  return families;
}
let FAMILIES: Families;

const probeRoutes = async (app: FastifyInstance) => {
  app.addHook('preHandler', requireUser);
  for (const section of CRM_SECTIONS) {
    app.get(`/${section}`, { preHandler: requireAccess(section, 'read') }, async () => ({ ok: 'read' }));
    app.patch(`/${section}/item`, { preHandler: requireAccess(section, 'edit') }, async () => ({
      ok: 'edit',
    }));
    app.post(`/${section}`, { preHandler: requireAccess(section, 'create') }, async () => ({ ok: 'create' }));
    app.delete(`/${section}/item`, { preHandler: requireAccess(section, 'delete') }, async () => ({
      ok: 'delete',
    }));
  }
};

const sectionName = (section: CrmSection) =>
  PERMISSION_SECTIONS.find((s) => s.id === section)?.displayName ?? section;

let database: TestDatabase;
let deps: AppDeps;
let app: FastifyInstance;
let dataDir: string;
let server: TestServer;
let fixtureOwner: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-test-data-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    APP_URL: TEST_APP_URL,
    DATA_DIR: dataDir,
  });
  deps = await createDeps(config, createLogger(config), database.handle);
  app = await buildApp({ deps, logger: false });
  await app.register(probeRoutes, { prefix: '/api/access-probe' });
  await app.ready();
  server = {
    app,
    deps,
    config,
    databaseUrl: database.url,
    close: async () => undefined,
  };
  // The records the real edit routes act on, in the tenant the matrix runs in.
  fixtureOwner = await signedInUser(server, { role: 'super_admin' });
  const company = await fixtureOwner.client.post('/api/companies', { name: 'Fixture Trading Ltd' });
  expect(company.statusCode, company.body).toBe(201);
  const contact = await fixtureOwner.client.post('/api/contacts', {
    firstName: 'Fiona',
    lastName: 'Fixture',
  });
  expect(contact.statusCode, contact.body).toBe(201);
  FAMILIES = familiesFor({
    crmCompanyId: json<{ company: { id: string } }>(company).company.id,
    contactId: json<{ contact: { id: string } }>(contact).contact.id,
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const send = (client: TestClient, request: Request) =>
  client.request(request.method, request.url, request.body);

describe('access levels are enforced by the server on every CRM route family', () => {
  it('role × section × level × read/edit/create/delete: allowed or 403 with a clear message', async () => {
    const owner = fixtureOwner;
    const levels: (AccessLevel | 'none stored')[] = [...ACCESS_LEVELS, 'none stored'];
    const cases: string[] = [];
    for (const role of ROLES) {
      for (const level of levels) {
        const user =
          role === 'super_admin' && level === 'full'
            ? owner
            : await signedInUser(server, { role, companyId: owner.companyId });
        // Stored through the permissions matrix, as an administrator would.
        await deps.database.db.delete(userPermissions).where(eq(userPermissions.userId, user.userId));
        if (level !== 'none stored') {
          const saved = await owner.client.request('PUT', '/api/settings/permissions', {
            changes: CRM_SECTIONS.map((sectionId) => ({
              userId: user.userId,
              sectionId,
              accessLevel: level,
            })),
          });
          expect(saved.statusCode, saved.body).toBe(200);
        }
        const effective: AccessLevel =
          role === 'developer' || role === 'super_admin'
            ? 'full'
            : level === 'none stored'
              ? 'no_access'
              : level;
        for (const section of CRM_SECTIONS) {
          for (const action of ACCESS_ACTIONS) {
            const response = await send(user.client, FAMILIES[section][action]);
            const label = `${role} with ${level} on ${section}: ${action}`;
            cases.push(label);
            if (ACCESS_RULES[effective][action]) {
              expect(response.statusCode, label).toBeLessThan(400);
            } else {
              expect(response.statusCode, label).toBe(403);
              expect(json<{ error: { message: string } }>(response).error.message, label).toBe(
                accessDeniedMessage(action, sectionName(section)),
              );
            }
          }
        }
        // What the UI hides comes from the same rule.
        const mine = json<{ levels: Record<string, string> }>(await user.client.get('/api/access')).levels;
        for (const section of CRM_SECTIONS)
          expect(mine[section], `${role} ${level} ${section}`).toBe(effective);
      }
    }
    expect(cases).toHaveLength(ROLES.length * levels.length * CRM_SECTIONS.length * ACCESS_ACTIONS.length);
  }, 180_000);

  it('answers 401 without a session on every family', async () => {
    const anonymous = new TestClient(app);
    for (const section of CRM_SECTIONS) {
      for (const action of ACCESS_ACTIONS) {
        expect((await send(anonymous, FAMILIES[section][action])).statusCode, `${section} ${action}`).toBe(
          401,
        );
      }
    }
  });

  it("levels are per tenant: another tenant's admin cannot change them", async () => {
    const owner = await signedInUser(server, { role: 'super_admin' });
    const viewer = await signedInUser(server, { companyId: owner.companyId });
    const stranger = await signedInUser(server, { role: 'super_admin' });
    const attempt = await stranger.client.request('PUT', '/api/settings/permissions', {
      changes: [{ userId: viewer.userId, sectionId: 'contacts', accessLevel: 'no_access' }],
    });
    expect(attempt.statusCode).toBe(404);
    expect((await send(viewer.client, FAMILIES.contacts.create)).statusCode).toBeLessThan(400);
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
