import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { companies, profiles, userRoles } from '../../src/db/schema/index.ts';
import { DEMO_COMPANY_NAME, demoEmail, seedDemoData } from '../../src/features/demo/demo-data.ts';
import { readDemoPassword } from '../../src/features/demo/demo-password.ts';
import { TestClient } from '../support/client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
/** The password every install shared before issue 15. */
const OLD_PUBLISHED_PASSWORD = ['Northdesk', 'Demo', '2026!'].join('-');

describe('no published credentials (issue 15, item 1)', () => {
  it('seeds the demo tenant with a random password printed once, and no developer', {
    timeout: 120_000,
  }, async () => {
    const printed: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });
    try {
      await seedDemoData(server.deps, { info: () => undefined });
    } finally {
      spy.mockRestore();
    }
    const { db } = server.deps.database;
    const password = await readDemoPassword(db);
    expect(password).toMatch(/^Demo-[A-Za-z0-9_-]{16}-7a$/);
    expect(password).not.toBe(OLD_PUBLISHED_PASSWORD);
    expect(printed.join('')).toContain(password);
    expect(printed.join('')).toContain('npm run admin -- demo-password');

    const [tenant] = await db.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAME));
    const roles = await db
      .select({ role: userRoles.role })
      .from(userRoles)
      .innerJoin(profiles, eq(profiles.id, userRoles.userId))
      .where(eq(profiles.companyId, tenant?.id ?? ''));
    expect(roles.length).toBeGreaterThan(0);
    expect(roles.map((r) => r.role)).not.toContain('developer');

    const client = new TestClient(server.app);
    const email = demoEmail('super_admin');
    expect(
      (await client.post('/api/account/sign-in', { email, password: OLD_PUBLISHED_PASSWORD })).statusCode,
    ).toBe(401);
    expect((await client.post('/api/account/sign-in', { email, password })).statusCode).toBe(200);
    const developer = await client.post('/api/account/sign-in', { email: demoEmail('developer'), password });
    expect(developer.statusCode).toBe(401);
  });

  it('a production start seeds nothing unless DEMO_DATA=true is set explicitly', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
  });

  it('no password constant is left in the code, the README or the tests', () => {
    const hits: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (['node_modules', 'dist', '.git', 'data', '.e2e-artifacts'].includes(entry.name)) continue;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (
          /\.(ts|tsx|mjs|md|json)$/.test(entry.name) &&
          fs.readFileSync(full, 'utf8').includes(OLD_PUBLISHED_PASSWORD)
        )
          hits.push(path.relative(repoRoot, full));
      }
    };
    for (const dir of ['apps/server/src', 'apps/web/src', 'packages', 'e2e', 'docs'])
      walk(path.join(repoRoot, dir));
    if (fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8').includes(OLD_PUBLISHED_PASSWORD))
      hits.push('README.md');
    expect(hits).toEqual([]);
  });
});
