import type { AccessLevel, ErrorResponse } from '@northdesk/shared';
import { COMPANIES_COPY as C } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmCompanies, crmDeals } from '../../src/db/schema/index.ts';
import { signedInUser } from '../support/accounts.ts';
import { ONE_PIXEL_PNG } from '../support/images.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

type User = Awaited<ReturnType<typeof signedInUser>>;

const PNG = ONE_PIXEL_PNG;

let server: TestServer;
let owner: User;
let stranger: User;
let companyId: string;
let logoFile: string;

/** Sets a user's stored level in a section, as the Settings page would. */
async function setLevel(user: User, section: string, level: AccessLevel) {
  await server.deps.database.db.execute(
    sql`insert into user_permissions (company_id, user_id, section_id, access_level)
        values (${user.companyId}, ${user.userId}, ${section}, ${level})
        on conflict (user_id, section_id, company_id) do update set access_level = excluded.access_level`,
  );
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedInUser(server, { role: 'super_admin' });
  stranger = await signedInUser(server, { role: 'super_admin' });
  const created = await owner.client.post('/api/companies', {
    name: 'Private Co',
    domain: 'private.example',
  });
  companyId = json<{ company: { id: string } }>(created).company.id;
  // A stored logo and a deal of the owner's company.
  logoFile = `${companyId}-1700000000000.png`;
  await server.deps.storage.put(`${owner.companyId}/company-logos/${logoFile}`, PNG, {
    contentType: 'image/png',
  });
  const { db } = server.deps.database;
  await db.execute(
    sql`update ${crmCompanies} set logo_key = ${`${owner.companyId}/company-logos/${logoFile}`} where id = ${companyId}`,
  );
  await db.insert(crmDeals).values({
    companyId: owner.companyId,
    crmCompanyId: companyId,
    name: 'Big deal',
    stage: 'proposal',
    amount: '1200.50',
  });
});
afterAll(() => server.close());

const ROUTES = (id: string) =>
  [
    ['GET', '/api/companies'],
    ['GET', '/api/companies/countries'],
    ['GET', '/api/companies/domain-check?domain=private.example'],
    ['GET', `/api/companies/${id}`],
    ['POST', '/api/companies'],
    ['PATCH', `/api/companies/${id}`],
    ['DELETE', `/api/companies/${id}`],
    ['GET', `/api/companies/${id}/contacts`],
    ['GET', `/api/companies/${id}/summary`],
    ['GET', `/api/companies/${id}/deals`],
    ['GET', `/api/companies/logos/${logoFile}`],
    ['POST', '/api/companies/enrich'],
    ['GET', '/api/access'],
  ] as const;

describe('tenant isolation on every companies route', () => {
  it('answers 401 without a session', async () => {
    for (const [method, url] of ROUTES(companyId)) {
      const response = await server.app.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("treats another tenant's company exactly like an unknown id", async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [companyId, unknown]) {
      for (const response of [
        await stranger.client.get(`/api/companies/${id}`),
        await stranger.client.patch(`/api/companies/${id}`, { name: 'Hijacked' }),
        await stranger.client.delete(`/api/companies/${id}`),
        await stranger.client.delete(`/api/companies/${id}?deleteContacts=true`),
        await stranger.client.get(`/api/companies/${id}/contacts`),
        await stranger.client.get(`/api/companies/${id}/summary`),
        await stranger.client.get(`/api/companies/${id}/deals`),
      ]) {
        expect(response.statusCode, response.body).toBe(404);
        expect(json<ErrorResponse>(response).error).toEqual({ code: 'not_found', message: C.notFound });
      }
    }
    const own = json<{ company: { name: string } }>(await owner.client.get(`/api/companies/${companyId}`));
    expect(own.company.name).toBe('Private Co');
  });

  it("never shows another tenant's companies, domains, countries or logos", async () => {
    expect(json<{ total: number }>(await stranger.client.get('/api/companies?search=private')).total).toBe(0);
    expect(json(await stranger.client.get('/api/companies/countries'))).toEqual({ countries: [] });
    expect(json(await stranger.client.get('/api/companies/domain-check?domain=private.example'))).toEqual({
      domain: 'private.example',
      existing: null,
    });
    const theirs = await stranger.client.get(`/api/companies/logos/${logoFile}`);
    expect(theirs.statusCode).toBe(404);
    const mine = await owner.client.get(`/api/companies/logos/${logoFile}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['content-security-policy']).toContain('sandbox');
    expect(mine.rawPayload.equals(PNG)).toBe(true);
    expect((await owner.client.get('/api/companies/logos/..%2F..%2Fsecret.png')).statusCode).toBe(404);
  });

  it("refuses to write a company into another tenant's deal or logo", async () => {
    const borrowed = await stranger.client.post('/api/companies', { name: 'Thief', logoFile });
    expect(borrowed.statusCode).toBe(201);
    // The file name resolves inside the stranger's own tenant, where there is no such logo.
    const theirLogo = json<{ company: { logoFile: string } }>(borrowed).company.logoFile;
    expect((await stranger.client.get(`/api/companies/logos/${theirLogo}`)).statusCode).toBe(404);
    const deals = json<{ deals: { name: string; amount: number; stage: string }[] }>(
      await owner.client.get(`/api/companies/${companyId}/deals`),
    );
    expect(deals.deals).toMatchObject([{ name: 'Big deal', amount: 1200.5, stage: 'Proposal' }]);
  });
});

describe('access levels', () => {
  it("lets 'view' read but not create, edit, delete or enrich", async () => {
    const viewer = await signedInUser(server, { role: 'operative', companyId: owner.companyId });
    await setLevel(viewer, 'companies', 'view');
    for (const url of [
      '/api/companies',
      '/api/companies/countries',
      `/api/companies/${companyId}`,
      `/api/companies/${companyId}/summary`,
      `/api/companies/${companyId}/contacts`,
      `/api/companies/logos/${logoFile}`,
    ]) {
      expect((await viewer.client.get(url)).statusCode, url).toBe(200);
    }
    const refused = [
      await viewer.client.post('/api/companies', { name: 'Nope' }),
      await viewer.client.patch(`/api/companies/${companyId}`, { city: 'Nope' }),
      await viewer.client.delete(`/api/companies/${companyId}`),
      await viewer.client.post('/api/companies/enrich', { domain: 'example.com' }),
    ];
    for (const response of refused) expect(response.statusCode, response.body).toBe(403);
    expect(json<ErrorResponse>(refused[0]!).error.message).toBe(
      "You don't have permission to create companies.",
    );
    expect(
      json<{ levels: Record<string, string> }>(await viewer.client.get('/api/access')).levels.companies,
    ).toBe('view');
  });

  it("lets 'admin' edit but not create or delete; 'no_access' not even read", async () => {
    const editor = await signedInUser(server, { role: 'operative', companyId: owner.companyId });
    await setLevel(editor, 'companies', 'admin');
    expect((await editor.client.patch(`/api/companies/${companyId}`, { city: 'York' })).statusCode).toBe(200);
    expect((await editor.client.post('/api/companies', { name: 'Nope' })).statusCode).toBe(403);
    expect((await editor.client.delete(`/api/companies/${companyId}`)).statusCode).toBe(403);

    const outsider = await signedInUser(server, { role: 'operative', companyId: owner.companyId });
    await setLevel(outsider, 'companies', 'no_access');
    // Every read route of the section, each with the reason (not only the list and the detail).
    for (const url of [
      '/api/companies',
      '/api/companies/countries',
      '/api/companies/domain-check?domain=private.example',
      `/api/companies/${companyId}`,
      `/api/companies/${companyId}/contacts`,
      `/api/companies/${companyId}/summary`,
      `/api/companies/logos/${logoFile}`,
    ]) {
      const response = await outsider.client.get(url);
      expect(response.statusCode, url).toBe(403);
      expect(json<ErrorResponse>(response).error, url).toEqual({
        code: 'forbidden',
        message: "You don't have permission to view companies.",
      });
    }
  });

  it('needs the deals section for deals, and contacts delete to delete contacts with a company', async () => {
    const seller = await signedInUser(server, { role: 'operative', companyId: owner.companyId });
    await setLevel(seller, 'companies', 'full');
    await setLevel(seller, 'deals', 'no_access');
    await setLevel(seller, 'contacts', 'view');
    expect((await seller.client.get(`/api/companies/${companyId}/deals`)).statusCode).toBe(403);
    const victim = json<{ company: { id: string } }>(
      await seller.client.post('/api/companies', { name: 'Short Lived' }),
    );
    expect(
      (await seller.client.delete(`/api/companies/${victim.company.id}?deleteContacts=true`)).statusCode,
    ).toBe(403);
    expect((await seller.client.delete(`/api/companies/${victim.company.id}`)).statusCode).toBe(200);
    const levels = json<{ levels: Record<string, string> }>(await seller.client.get('/api/access')).levels;
    expect(levels).toMatchObject({ companies: 'full', deals: 'no_access', contacts: 'view' });
    expect(
      json<{ levels: Record<string, string> }>(await owner.client.get('/api/access')).levels.settings,
    ).toBeUndefined();
  });
});

describe('archived companies and the duplicate-domain check', () => {
  it('an archived company, shown nowhere, neither holds its domain nor is offered as the duplicate', async () => {
    const created = await owner.client.post('/api/companies', {
      name: 'Old Timber',
      domain: 'timber.example',
    });
    const archivedId = json<{ company: { id: string } }>(created).company.id;
    await server.deps.database.db.execute(
      sql`update ${crmCompanies} set archived = true where id = ${archivedId}`,
    );
    // The detail page could not open it: the check must not link there.
    expect((await owner.client.get(`/api/companies/${archivedId}`)).statusCode).toBe(404);
    const check = () => owner.client.get('/api/companies/domain-check?domain=www.timber.example');
    expect(json(await check())).toEqual({ domain: 'timber.example', existing: null });

    // What the check calls free, saving accepts; the new company is then the one reported, and opens.
    const again = await owner.client.post('/api/companies', { name: 'New Timber', domain: 'timber.example' });
    expect(again.statusCode, again.body).toBe(201);
    const liveId = json<{ company: { id: string } }>(again).company.id;
    expect(json(await check())).toEqual({
      domain: 'timber.example',
      existing: { id: liveId, name: 'New Timber' },
    });
    expect(
      json<{ company: { name: string } }>(await owner.client.get(`/api/companies/${liveId}`)).company.name,
    ).toBe('New Timber');
    // Among live companies the domain stays unique.
    const third = await owner.client.post('/api/companies', {
      name: 'Third Timber',
      domain: 'timber.example',
    });
    expect(third.statusCode).toBe(409);
    expect(json<ErrorResponse>(third).error).toEqual({
      code: 'conflict',
      message: C.domainExists('timber.example'),
    });
  });
});
