import { EXPORT_ENTITIES } from '@northdesk/shared';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmContacts, products } from '../../src/db/schema/index.ts';
import { EXPORT_BATCH } from '../../src/features/imports/export/export-csv.ts';
import { signedInUser } from '../support/accounts.ts';
import { TestClient } from '../support/client.ts';
import { makeCompany, setAccess } from '../support/crm-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

type User = Awaited<ReturnType<typeof signedInUser>>;
let server: TestServer;
let owner: User;
let other: User;

const rowsOf = (body: string) =>
  parse(body.replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][];

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedInUser(server, { role: 'super_admin', companyName: 'Exporter Ltd' });
  other = await signedInUser(server, { role: 'super_admin', companyName: 'Other Ltd' });
  const acme = await makeCompany(server, owner.companyId, {
    name: 'Acme Étoile',
    domain: 'acme.example',
    country: 'France',
  });
  await makeCompany(server, owner.companyId, {
    name: '=Formula Co',
    domain: 'formula.example',
    country: 'UK',
  });
  await makeCompany(server, other.companyId, { name: 'Acme Secret', domain: 'secret.example' });
  const { db } = server.deps.database;
  await db.insert(crmContacts).values([
    {
      companyId: owner.companyId,
      crmCompanyId: acme,
      firstName: 'Zoé',
      lastName: 'Durand',
      email: 'zoe@acme.example',
    },
    {
      companyId: owner.companyId,
      firstName: 'Bob',
      lastName: 'Loose',
      email: 'bob@free.example',
      company: 'Freelance',
    },
    { companyId: other.companyId, firstName: 'Eve', lastName: 'Secret', email: 'eve@secret.example' },
  ]);
  await db.insert(products).values([
    { companyId: owner.companyId, sku: 'SKU-1', name: 'Screw', listPrice: '0.0125' },
    { companyId: owner.companyId, sku: 'SKU-2', name: 'Washer', listPrice: '12.50', costPrice: '7.1' },
  ]);
}, 120_000);
afterAll(() => server.close());

describe('CSV export of the lists (issue 24 item 2)', () => {
  it('companies: BOM, CRLF, headings, the filter applied, formulas kept as text, only the tenant’s rows', async () => {
    const all = await owner.client.get('/api/exports/companies');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['content-type']).toContain('text/csv');
    expect(all.headers['content-disposition']).toMatch(
      /attachment; filename="companies_\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(all.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(all.body).toContain('\r\n');
    const rows = rowsOf(all.body);
    expect(rows[0]?.slice(0, 3)).toEqual(['Northdesk ID', 'Name', 'Domain']);
    expect(rows.slice(1).map((r) => r[1])).toEqual(["'=Formula Co", 'Acme Étoile']);
    expect(all.body).not.toContain('Secret');

    const filtered = rowsOf(
      (await owner.client.get('/api/exports/companies?search=acme&country=France')).body,
    );
    expect(filtered.slice(1).map((r) => r[1])).toEqual(['Acme Étoile']);
  });

  it('contacts: the company as readable columns (name and domain), the search applied', async () => {
    const rows = rowsOf((await owner.client.get('/api/exports/contacts')).body);
    const header = rows[0] ?? [];
    const byEmail = new Map(rows.slice(1).map((r) => [r[header.indexOf('Email')], r]));
    expect(byEmail.get('zoe@acme.example')?.[header.indexOf('Company')]).toBe('Acme Étoile');
    expect(byEmail.get('zoe@acme.example')?.[header.indexOf('Company domain')]).toBe('acme.example');
    expect(byEmail.get('bob@free.example')?.[header.indexOf('Company')]).toBe('Freelance');
    expect(byEmail.has('eve@secret.example')).toBe(false);
    const searched = rowsOf((await owner.client.get('/api/exports/contacts?search=zo')).body);
    expect(searched.length).toBe(2);
  });

  it('every list answers a CSV with a header row; products keep exact prices', async () => {
    for (const entity of EXPORT_ENTITIES) {
      const response = await owner.client.get(`/api/exports/${entity}`);
      expect(response.statusCode, `${entity}: ${response.body}`).toBe(200);
      expect(rowsOf(response.body).length).toBeGreaterThanOrEqual(1);
    }
    const productRows = rowsOf((await owner.client.get('/api/exports/products')).body);
    expect(productRows[1]?.[6]).toBe('0.0125');
    // As stored, on either engine (PGlite reads its batches as JSON, where 12.50 is a number).
    expect(productRows[2]?.slice(5, 7)).toEqual(['7.1000', '12.5000']);
  });

  it('no session is a 401; no access to the list is a 403; a bad filter a 400', async () => {
    const anonymous = new TestClient(server.app);
    expect((await anonymous.get('/api/exports/companies')).statusCode).toBe(401);
    const viewer = await signedInUser(server, { role: 'operative', companyId: owner.companyId });
    await setAccess(server, viewer, 'contacts', 'no_access');
    expect((await viewer.client.get('/api/exports/contacts')).statusCode).toBe(403);
    await setAccess(server, viewer, 'companies', 'view');
    expect((await viewer.client.get('/api/exports/companies')).statusCode).toBe(200);
    expect((await owner.client.get('/api/exports/deals?status=bogus')).statusCode).toBe(400);
  });

  it('a list longer than one batch comes whole, in order, each row once', async () => {
    const many = await signedInUser(server, { role: 'super_admin', companyName: 'Many Ltd' });
    const count = EXPORT_BATCH * 2 + 7;
    await server.deps.database.db.execute(
      sql`INSERT INTO crm_companies (company_id, name) SELECT ${many.companyId}::uuid, 'Bulk ' || lpad(i::text, 6, '0') FROM generate_series(1, ${count}) AS i`,
    );
    const response = await many.client.get('/api/exports/companies');
    expect(response.statusCode).toBe(200);
    const names = rowsOf(response.body)
      .slice(1)
      .map((row) => row[1]);
    expect(names.length).toBe(count);
    expect(new Set(names).size).toBe(count);
    expect(names[0]).toBe('Bulk 000001');
    expect(names.at(-1)).toBe(`Bulk ${String(count).padStart(6, '0')}`);
  }, 120_000);
});
