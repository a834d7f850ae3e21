import { COMPANIES_COPY as C, type Company, type ErrorResponse } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import { signedInUser } from '../support/accounts.ts';
import type { TestClient } from '../support/client.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let me: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  server = await startTestServer();
  me = await signedInUser(server, { role: 'super_admin' });
});
afterAll(() => server.close());

async function create(client: TestClient, body: Record<string, unknown>): Promise<Company> {
  const response = await client.post('/api/companies', body);
  expect(response.statusCode, response.body).toBe(201);
  return json<{ company: Company }>(response).company;
}

describe('creating and editing a company', () => {
  it('trims values, stores empty ones as null, lower-cases the industry and normalises the domain', async () => {
    const company = await create(me.client, {
      name: '  Acme Widgets Ltd ',
      domain: 'https://www.Acme-Widgets.co.uk/contact?x=1',
      industry: 'Real Estate',
      phone: '   ',
      billingEmail: ' Accounts@Acme-Widgets.co.uk ',
      city: ' Leeds ',
      state: '',
      country: 'United Kingdom',
      employeeCount: '42',
    });
    expect(company).toMatchObject({
      name: 'Acme Widgets Ltd',
      domain: 'acme-widgets.co.uk',
      industry: 'real estate',
      phone: null,
      billingEmail: 'accounts@acme-widgets.co.uk',
      city: 'Leeds',
      state: null,
      employeeCount: 42,
      leadStatus: 'warm',
      source: 'manual_entry',
      locallyModifiedAt: null,
    });
  });

  it('answers every validation rule with the message of the spec', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'name', C.nameRequired],
      [{ name: '   ' }, 'name', C.nameRequired],
      [{ name: 'Individual contacts' }, 'name', C.nameReserved],
      [{ name: 'X', employeeCount: 0 }, 'employeeCount', C.employeeCountMin],
      [{ name: 'X', employeeCount: '-3' }, 'employeeCount', C.employeeCountMin],
      [{ name: 'X', employeeCount: '2.5' }, 'employeeCount', C.employeeCountWhole],
      [{ name: 'X', billingEmail: 'not-an-email' }, 'billingEmail', C.emailInvalid],
      [{ name: 'X', domain: 'not a domain' }, 'domain', C.domainInvalid],
      [{ name: 'X', industry: 'Alchemy' }, 'industry', C.industryUnknown],
      [
        { name: 'X', leadStatus: 'lukewarm' },
        'leadStatus',
        'Invalid option: expected one of "hot"|"warm"|"cold"|"customer"|"lost"',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await me.client.post('/api/companies', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const { error } = json<ErrorResponse>(response);
      expect(error.fields?.[field], JSON.stringify(body)).toBe(message);
    }
  });

  it('accepts an employee count of 1 and empty optional fields', async () => {
    const company = await create(me.client, {
      name: 'Solo Trader',
      employeeCount: 1,
      domain: '',
      industry: '',
    });
    expect(company).toMatchObject({ employeeCount: 1, domain: null, industry: null });
  });

  it('updates only the fields sent and sets locally_modified_at', async () => {
    const company = await create(me.client, { name: 'Beta Foods', city: 'York', leadStatus: 'cold' });
    const response = await me.client.patch(`/api/companies/${company.id}`, {
      city: 'Bristol',
      phone: '0117 000',
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = json<{ company: Company }>(response).company;
    expect(updated).toMatchObject({
      name: 'Beta Foods',
      city: 'Bristol',
      phone: '0117 000',
      leadStatus: 'cold',
    });
    expect(updated.locallyModifiedAt).not.toBeNull();
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(company.updatedAt));

    const cleared = await me.client.patch(`/api/companies/${company.id}`, { phone: '' });
    expect(json<{ company: Company }>(cleared).company.phone).toBeNull();
    const invalid = await me.client.patch(`/api/companies/${company.id}`, { name: '' });
    expect(json<ErrorResponse>(invalid).error.fields?.name).toBe(C.nameRequired);
    const read = await me.client.get(`/api/companies/${company.id}`);
    expect(json<{ company: Company }>(read).company).toMatchObject({ name: 'Beta Foods', city: 'Bristol' });
  });

  it('answers 404 "Company not found" for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      for (const response of [
        await me.client.get(`/api/companies/${id}`),
        await me.client.patch(`/api/companies/${id}`, { name: 'x' }),
        await me.client.delete(`/api/companies/${id}`),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(json<ErrorResponse>(response).error.message).toBe(C.notFound);
      }
    }
  });
});

describe('duplicate domains', () => {
  it('treats https://www.example.com/about and example.com as the same company', async () => {
    const owner = await signedInUser(server, { role: 'super_admin' });
    const first = await create(owner.client, {
      name: 'Example Inc',
      domain: 'https://www.example.com/about',
    });
    expect(first.domain).toBe('example.com');

    const check = await owner.client.get('/api/companies/domain-check?domain=example.com');
    expect(json(check)).toEqual({ domain: 'example.com', existing: { id: first.id, name: 'Example Inc' } });
    const ownDomain = await owner.client.get(
      `/api/companies/domain-check?domain=WWW.EXAMPLE.COM&excludeId=${first.id}`,
    );
    expect(json(ownDomain)).toEqual({ domain: 'example.com', existing: null });

    const duplicate = await owner.client.post('/api/companies', {
      name: 'Example Again',
      domain: 'example.com',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(json<ErrorResponse>(duplicate).error.message).toBe(C.domainExists('example.com'));

    const other = await create(owner.client, { name: 'Other Co', domain: 'other.example.org' });
    const moved = await owner.client.patch(`/api/companies/${other.id}`, {
      domain: 'http://example.com:8080/',
    });
    expect(moved.statusCode).toBe(409);
    expect(json<ErrorResponse>(moved).error.message).toBe(C.domainExists('example.com'));

    // Another tenant may use the same domain.
    const stranger = await signedInUser(server, { role: 'super_admin' });
    await create(stranger.client, { name: 'Their Example', domain: 'example.com' });
    const invalid = await owner.client.get('/api/companies/domain-check?domain=nope');
    expect(json<ErrorResponse>(invalid).error.message).toBe(C.domainInvalid);
  });
});

describe('the companies list', () => {
  it('keeps the Individual Contacts company out of the list and the country counts', async () => {
    const tenant = await signedInUser(server, { role: 'super_admin' });
    await create(tenant.client, { name: 'Gamma GmbH', country: 'Germany', city: 'Berlin' });
    const list = json<{ companies: Company[]; total: number }>(await tenant.client.get('/api/companies'));
    expect(list.companies.map((c) => c.name)).toEqual(['Gamma GmbH']);
    expect(list.total).toBe(1);
    expect(json(await tenant.client.get('/api/companies/countries'))).toEqual({
      countries: [{ country: 'Germany', count: 1 }],
    });
    const [holder] = await queryRows<{ n: number | string }>(
      server.deps.database.db,
      sql`select count(*) as n from crm_companies where company_id = ${tenant.companyId} and is_individual_contacts`,
    );
    expect(Number(holder?.n)).toBe(1);
  });
});

describe('the API document', () => {
  it('describes every companies route under the companies tag', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>(response);
    // Bulk actions, record history and merge duplicates have their own features (and tags) under these paths.
    const otherFeatures = /^\/api\/companies\/(bulk|duplicates|\{id\}\/(history|merge))$/;
    const companies = Object.entries(document.paths).filter(
      ([path]) => path.startsWith('/api/companies') && !otherFeatures.test(path),
    );
    expect(companies.map(([path]) => path).sort()).toEqual([
      '/api/companies',
      '/api/companies/countries',
      '/api/companies/domain-check',
      '/api/companies/enrich',
      '/api/companies/logos/{file}',
      '/api/companies/{id}',
      '/api/companies/{id}/contacts',
      '/api/companies/{id}/deals',
      '/api/companies/{id}/summary',
    ]);
    for (const [, operations] of companies)
      for (const operation of Object.values(operations)) expect(operation.tags).toEqual(['companies']);
  });
});
