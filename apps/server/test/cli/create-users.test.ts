import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsers, parseCreateUserArgs } from '../../src/cli/create-users.ts';
import { profiles, userRoles } from '../../src/db/schema/index.ts';
import { createTenantCompany } from '../../src/features/settings/tenants/tenants.service.ts';
import { TestClient } from '../support/client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// `npm run admin -- create-user`: one user from options, or many from a JSON file in one run.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-create-users-'));
const file = (name: string, content: unknown) => {
  const at = path.join(dir, name);
  fs.writeFileSync(at, typeof content === 'string' ? content : JSON.stringify(content));
  return at;
};
const ada = {
  email: 'ada@acme.test',
  password: 'Temp-pass-1',
  fullName: 'Ada Lovelace',
  company: 'Acme Ltd',
  role: 'super_admin',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('create-user options', () => {
  it('reads one user from options; the password change at first sign-in is the default', () => {
    const args = ['--email', ada.email, '--password', ada.password, '--full-name', ada.fullName];
    expect(parseCreateUserArgs([...args, '--company', 'Acme Ltd'], 'usage')).toEqual([
      { ...ada, role: 'operative', mustChangePassword: true },
    ]);
    expect(
      parseCreateUserArgs([...args, '--company', 'Acme Ltd', '--no-password-change'], 'usage')[0],
    ).toMatchObject({ mustChangePassword: false });
    expect(() => parseCreateUserArgs(args, 'the usage')).toThrow(/Missing an option[\s\S]*the usage/);
    expect(() => parseCreateUserArgs([...args, '--company', 'A', '--role', 'boss'], 'u')).toThrow(
      'Unknown role. Use one of: developer, super_admin, admin, operative',
    );
  });

  it('reads a JSON file of users; a bad entry is named and nothing is returned', () => {
    expect(parseCreateUserArgs(['--from', file('one.json', [ada])], 'u')).toEqual([
      { ...ada, mustChangePassword: true },
    ]);
    const shortPassword = file('short.json', [ada, { ...ada, email: 'b@acme.test', password: '12345' }]);
    expect(() => parseCreateUserArgs(['--from', shortPassword], 'u')).toThrow(
      `${shortPassword}: entry 1.password: Password must be at least 6 characters long`,
    );
    expect(() => parseCreateUserArgs(['--from', file('extra.json', [{ ...ada, admin: true }])], 'u')).toThrow(
      /entry 0: Unrecognized key/,
    );
    expect(() => parseCreateUserArgs(['--from', file('broken.json', '[{"email": ')], 'u')).toThrow(
      /Could not read .*broken\.json as JSON/,
    );
    expect(() => parseCreateUserArgs(['--from', file('empty.json', [])], 'u')).toThrow(/entry : /);
    expect(() => parseCreateUserArgs(['--from', path.join(dir, 'missing.json')], 'u')).toThrow(
      /Could not read/,
    );
  });
});

describe('createUsers', () => {
  it('creates every user of a file in its company (made when missing) and they can sign in', async () => {
    const existing = await createTenantCompany(server.deps.database.db, 'Existing Traders Ltd');
    const users = parseCreateUserArgs(
      [
        '--from',
        file('many.json', [
          ada,
          {
            ...ada,
            email: 'bob@acme.test',
            fullName: 'Bob Byte',
            role: 'operative',
            mustChangePassword: false,
          },
          { ...ada, email: 'cy@existing.test', fullName: 'Cy Existing', company: 'Existing Traders Ltd' },
        ]),
      ],
      'u',
    );
    const ids = await createUsers(server.deps, users);
    expect(ids).toHaveLength(3);
    const rows = await Promise.all(
      ids.map(async (id) => {
        const { db } = server.deps.database;
        const [profile] = await db.select().from(profiles).where(eq(profiles.id, id));
        const [role] = await db.select().from(userRoles).where(eq(userRoles.userId, id));
        return { ...profile, role: role?.role };
      }),
    );
    expect(rows.map((row) => [row?.role, row?.firstLoginCompleted])).toEqual([
      ['super_admin', false],
      ['operative', true],
      ['super_admin', false],
    ]);
    expect(rows[0]?.companyId).toBe(rows[1]?.companyId);
    expect(rows[2]?.companyId).toBe(existing.id);
    for (const email of ['ada@acme.test', 'bob@acme.test', 'cy@existing.test']) {
      const response = await new TestClient(server.app).post('/api/account/sign-in', {
        email,
        password: ada.password,
      });
      expect(response.statusCode, `${email}: ${response.body}`).toBe(200);
    }
  });
});
