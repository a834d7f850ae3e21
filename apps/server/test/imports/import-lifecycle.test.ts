import type { HistoryResponse, Import } from '@northdesk/shared';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmCompanies, crmContacts } from '../../src/db/schema/index.ts';
import { signedInUser } from '../support/accounts.ts';
import { TestClient } from '../support/client.ts';
import { makeCompany, setAccess, UNKNOWN_ID } from '../support/crm-fixtures.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';
import { check, run, settled, upload, uploaded } from './import-helpers.ts';

type User = Awaited<ReturnType<typeof signedInUser>>;
let server: TestServer;
let user: User;
let other: User;
let acmeId: string;

beforeAll(async () => {
  server = await startTestServer({}, { jobs: true });
  user = await signedInUser(server, { role: 'super_admin', companyName: 'Importer Ltd' });
  other = await signedInUser(server, { role: 'super_admin', companyName: 'Other Ltd' });
  acmeId = await makeCompany(server, user.companyId, {
    name: 'Acme',
    domain: 'acme.example',
    city: 'London',
  });
}, 120_000);
afterAll(() => server.close());

const companyNames = async (companyId: string) =>
  (
    await server.deps.database.db
      .select({ name: crmCompanies.name })
      .from(crmCompanies)
      .where(and(eq(crmCompanies.companyId, companyId), eq(crmCompanies.isIndividualContacts, false)))
  )
    .map((r) => r.name)
    .sort();

describe('an import from upload to undo (issue 24 item 1)', () => {
  let done: Import;

  it('reads a Windows-1252 file with semicolons, maps it, imports it and keeps the rejected rows', async () => {
    const file = iconv.encode(
      'Nom;Site web;Ville\nSociété Générale;societe.example;Zürich\n;nameless.example;\nAcme renamed;acme.example;Lyon\n',
      'windows-1252',
    );
    const upload = await uploaded(server, user.client, 'companies', file);
    expect([upload.encoding, upload.delimiter, upload.rowCount]).toEqual(['windows-1252', ';', 3]);
    expect(upload.preview[0]).toEqual(['Société Générale', 'societe.example', 'Zürich']);
    expect(upload.options.mapping).toEqual(['name', 'domain', 'city']);
    const checked = await check(user.client, 'companies', upload.id, {
      mapping: upload.options.mapping,
      duplicates: 'update',
    });
    expect(checked.dryRun?.counts).toEqual({ create: 1, update: 1, skip: 0, reject: 1 });
    expect(await companyNames(user.companyId)).toEqual(['Acme']);

    done = await run(user.client, 'companies', upload.id);
    expect(done.result?.counts).toEqual({ create: 1, update: 1, skip: 0, reject: 1 });
    expect(await companyNames(user.companyId)).toEqual(['Acme renamed', 'Société Générale']);
    const history = await json<HistoryResponse>(await user.client.get(`/api/companies/${acmeId}/history`));
    expect(history.entries[0]).toMatchObject({
      action: 'updated',
      actorType: 'import',
      actorName: expect.any(String),
    });

    const rejected = await user.client.get(`/api/imports/companies/${upload.id}/rejected`);
    expect(rejected.statusCode).toBe(200);
    const rows = parse(rejected.body.replace(/^\uFEFF/, '')) as string[][];
    expect(rows).toEqual([
      ['Nom', 'Site web', 'Ville', 'Line', 'Reason'],
      ['', 'nameless.example', '', '3', 'No name (Name)'],
    ]);
  });

  it('the mapping is remembered for the next file of the tenant', async () => {
    const again = await uploaded(server, user.client, 'companies', 'Nom;Site web;Ville\nX;x.example;Y\n');
    expect(again.mappingRemembered).toBe(true);
    const strange = await uploaded(server, other.client, 'companies', 'Nom;Site web;Ville\nX;x.example;Y\n');
    expect(strange.mappingRemembered).toBe(false);
  });

  it('a second run of the same import is a 409; undo deletes what it created and puts back what it updated', async () => {
    expect((await user.client.post(`/api/imports/companies/${done.id}/run`)).statusCode).toBe(409);
    const undo = await user.client.post(`/api/imports/companies/${done.id}/undo`);
    expect(undo.statusCode, undo.body).toBe(200);
    const undone = await settled(user.client, 'companies', done.id);
    expect(undone.status).toBe('undone');
    expect(await companyNames(user.companyId)).toEqual(['Acme']);
    const [acme] = await server.deps.database.db
      .select()
      .from(crmCompanies)
      .where(eq(crmCompanies.id, acmeId));
    expect(acme?.city).toBe('London');
    expect((await user.client.post(`/api/imports/companies/${done.id}/undo`)).statusCode).toBe(409);
  });

  it('an exported list imports again with no changes', async () => {
    await server.deps.database.db.insert(crmContacts).values([
      {
        companyId: user.companyId,
        crmCompanyId: acmeId,
        firstName: 'Zoé',
        lastName: 'Durand',
        email: 'zoe@acme.example',
        leadStatus: 'hot',
      },
      {
        companyId: user.companyId,
        firstName: 'Bob',
        lastName: 'Loose',
        email: 'bob@free.example',
        company: 'Freelance',
      },
    ]);
    const exported = await user.client.get('/api/exports/contacts?search=example');
    const upload = await uploaded(server, user.client, 'contacts', exported.rawPayload);
    const checked = await check(user.client, 'contacts', upload.id, {
      mapping: upload.options.mapping,
      duplicates: 'update',
    });
    expect(checked.dryRun?.counts).toEqual({ create: 0, update: 0, skip: 2, reject: 0 });
    expect(checked.dryRun?.outcomes.map((o) => o.reason)).toEqual(['unchanged', 'unchanged']);
  });
});

describe('access and isolation', () => {
  it('no session 401; view level 403 on import routes but reads the import; another tenant 404', async () => {
    const upload = await uploaded(server, user.client, 'contacts', 'Email\na@b.example\n');
    const anonymous = new TestClient(server.app);
    expect((await anonymous.get(`/api/imports/contacts/${upload.id}`)).statusCode).toBe(401);
    expect((await upload_(anonymous)).statusCode).toBe(401);

    const viewer = await signedInUser(server, { role: 'operative', companyId: user.companyId });
    await setAccess(server, viewer, 'contacts', 'view');
    expect((await upload_(viewer.client)).statusCode).toBe(403);
    expect(
      (await viewer.client.post(`/api/imports/contacts/${upload.id}/check`, { mapping: ['email'] }))
        .statusCode,
    ).toBe(403);
    expect((await viewer.client.post(`/api/imports/contacts/${upload.id}/run`)).statusCode).toBe(403);
    expect((await viewer.client.post(`/api/imports/contacts/${upload.id}/undo`)).statusCode).toBe(403);
    expect((await viewer.client.get(`/api/imports/contacts/${upload.id}`)).statusCode).toBe(200);

    for (const url of [
      `/api/imports/contacts/${upload.id}`,
      `/api/imports/contacts/${upload.id}/rejected`,
      `/api/imports/contacts/${UNKNOWN_ID}`,
    ])
      expect((await other.client.get(url)).statusCode, url).toBe(404);
    expect(
      (await other.client.post(`/api/imports/contacts/${upload.id}/check`, { mapping: ['email'] }))
        .statusCode,
    ).toBe(404);
    expect((await other.client.post(`/api/imports/contacts/${upload.id}/undo`)).statusCode).toBe(404);
    // The import of contacts is not one of companies.
    expect((await user.client.get(`/api/imports/companies/${upload.id}`)).statusCode).toBe(404);
  });

  it('an empty file and a file that is not CSV are refused with a message', async () => {
    const empty = await upload(server, user.client, 'companies', 'Name,Domain\n');
    expect(empty.statusCode).toBe(422);
    expect(json<{ error: { message: string } }>(empty).error.message).toMatch(/no rows/);
    const none = await user.client.post('/api/imports/companies', {});
    expect(none.statusCode).toBe(400);
  });
});

function upload_(client: TestClient) {
  return upload(server, client, 'contacts', 'Email\nx@y.example\n');
}
