import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../../src/db/schema/index.ts';
import { createTenantCompany } from '../../../src/features/settings/tenants/tenants.service.ts';
import { signedInUser } from '../../support/accounts.ts';
import { json, startTestServer, type TestServer } from '../../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('company switching', () => {
  it('refuses every non-developer role and a missing session', async () => {
    for (const role of ['super_admin', 'admin', 'operative'] as const) {
      const { client } = await signedInUser(server, { role });
      expect((await client.get('/api/tenants')).statusCode, role).toBe(403);
      const other = await createTenantCompany(server.deps.database.db, `Other for ${role}`);
      expect((await client.post('/api/account/company', { companyId: other.id })).statusCode, role).toBe(403);
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/tenants' })).statusCode).toBe(401);
  });

  it('lets a developer list active companies by name and switch; data then follows the new tenant', async () => {
    const dev = await signedInUser(server, { role: 'developer', companyName: 'Dev Home Ltd' });
    const target = await createTenantCompany(server.deps.database.db, 'Aardvark Imports');
    const inactive = await createTenantCompany(server.deps.database.db, 'Closed Down Ltd');
    await server.deps.database.db
      .update(companies)
      .set({ isActive: false })
      .where(eq(companies.id, inactive.id));

    const { companies: listed } = json<{ companies: { id: string; name: string }[] }>(
      await dev.client.get('/api/tenants'),
    );
    const names = listed.map((c) => c.name);
    expect(names).toContain('Aardvark Imports');
    expect(names).not.toContain('Closed Down Ltd');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const events: unknown[] = [];
    const unsubscribe = server.deps.realtime.subscribe(dev.userId, (e) => events.push(e));
    const switched = await dev.client.post('/api/account/company', { companyId: target.id });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(json(await dev.client.get('/api/account/me'))).toMatchObject({
      user: { companyId: target.id, companyName: 'Aardvark Imports' },
    });
    await expect.poll(() => events.length).toBeGreaterThan(0);
    expect(events[0]).toMatchObject({ event: 'account', userId: dev.userId });
    unsubscribe();

    expect((await dev.client.post('/api/account/company', { companyId: inactive.id })).statusCode).toBe(404);
    expect(
      (await dev.client.post('/api/account/company', { companyId: '00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    expect((await dev.client.post('/api/account/company', { companyId: 'nope' })).statusCode).toBe(400);
  });
});
