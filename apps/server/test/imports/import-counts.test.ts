import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import { crmContacts } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { csvLines, type ExportColumn } from '../../src/features/imports/export/export-csv.ts';
import { refreshContactCounts } from '../../src/features/imports/import-counts.ts';
import { signedInUser } from '../support/accounts.ts';
import { makeCompany } from '../support/crm-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { check, run, settled, uploaded } from './import-helpers.ts';

/*
 * Import speed (migrations 0069, 0071): an import of contacts leaves the companies' contact counts
 * to one recount at its end, and an undo recounts each batch's companies; the counts are rows of
 * crm_company_contact_counts, so neither rewrites a company row. The counts must come out
 * exactly as the contacts are, whatever the rows did (create, move a contact, undo).
 */
type User = Awaited<ReturnType<typeof signedInUser>>;
let server: TestServer;
let user: User;
let other: User;
let alpha: string;
let elsewhere: string;

beforeAll(async () => {
  server = await startTestServer({}, { jobs: true });
  user = await signedInUser(server, { role: 'super_admin', companyName: 'Counts Ltd' });
  other = await signedInUser(server, { role: 'super_admin', companyName: 'Counts Other Ltd' });
  alpha = await makeCompany(server, user.companyId, { name: 'Alpha', domain: 'alpha.example' });
  await makeCompany(server, user.companyId, { name: 'Beta', domain: 'beta.example' });
  elsewhere = await makeCompany(server, other.companyId, { name: 'Elsewhere', domain: 'alpha.example' });
  // Written as the owner, with the count trigger applying its deltas at once.
  await server.deps.database.db.insert(crmContacts).values([
    { companyId: user.companyId, crmCompanyId: alpha, firstName: 'Mover', email: 'mover@people.example' },
    { companyId: user.companyId, crmCompanyId: alpha, firstName: 'Stayer', email: 'stayer@people.example' },
    { companyId: other.companyId, crmCompanyId: elsewhere, firstName: 'Other', email: 'o@people.example' },
  ]);
}, 120_000);
afterAll(() => server.close());

/** Each company's stored count beside its contacts counted now, by name. */
async function counts(companyId: string) {
  const rows = await queryRows<{ name: string; stored: number; actual: number }>(
    server.deps.database.db,
    sql`SELECT c.name,
               coalesce((SELECT n.contact_count FROM crm_company_contact_counts n
                          WHERE n.company_id = c.company_id AND n.crm_company_id = c.id), 0) AS stored,
               (SELECT count(*)::integer FROM crm_contacts ct
                 WHERE ct.crm_company_id = c.id AND NOT ct.archived) AS actual
          FROM crm_companies c
         WHERE c.company_id = ${companyId} AND NOT c.is_individual_contacts
         ORDER BY c.name`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, [Number(r.stored), Number(r.actual)]]));
}

/** Each company row's version (xmin), which changes whenever the row is written. */
async function versions(companyId: string) {
  const rows = await queryRows<{ id: string; v: string }>(
    server.deps.database.db,
    sql`SELECT id, xmin::text AS v FROM crm_companies WHERE company_id = ${companyId}`,
  );
  return Object.fromEntries(rows.map((r) => [r.id, r.v]));
}

describe('contact counts through an import of contacts (issue 24 targets, 0069)', () => {
  let importId: string;

  it('are exact after the import: contacts created, a contact moved to another company', async () => {
    expect(await counts(user.companyId)).toEqual({ Alpha: [2, 2], Beta: [0, 0] });
    const before = await versions(user.companyId);
    const upload = await uploaded(
      server,
      user.client,
      'contacts',
      'Email,First name,Company domain\nmover@people.example,Mover,beta.example\nnew1@people.example,New,alpha.example\nnew2@people.example,New,beta.example\nnew3@people.example,New,beta.example\n',
    );
    await check(user.client, 'contacts', upload.id, {
      mapping: upload.options.mapping,
      duplicates: 'update',
    });
    const done = await run(user.client, 'contacts', upload.id);
    expect(done.result?.counts).toEqual({ create: 3, update: 1, skip: 0, reject: 0 });
    importId = upload.id;
    expect(await counts(user.companyId)).toEqual({ Alpha: [2, 2], Beta: [3, 3] });
    // The counts are rows of crm_company_contact_counts (0071): no company row was rewritten.
    expect(await versions(user.companyId)).toEqual(before);
    // The other tenant's company of the same domain is neither linked nor recounted.
    expect(await counts(other.companyId)).toEqual({ Elsewhere: [1, 1] });
  });

  it('are exact after the undo: the created contacts gone, the moved one back', async () => {
    const undo = await user.client.post(`/api/imports/contacts/${importId}/undo`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await settled(user.client, 'contacts', importId)).status).toBe('undone');
    expect(await counts(user.companyId)).toEqual({ Alpha: [2, 2], Beta: [0, 0] });
  });

  it('the recount corrects a stale count, only in the tenant of the transaction', async () => {
    const { db } = server.deps.database;
    await db.execute(
      sql`UPDATE crm_company_contact_counts SET contact_count = 7 WHERE crm_company_id IN (${alpha}, ${elsewhere})`,
    );
    await withTenant(db, { companyId: user.companyId }, (tx) => refreshContactCounts(tx, [alpha, elsewhere]));
    expect(await counts(user.companyId)).toMatchObject({ Alpha: [2, 2] });
    expect(await counts(other.companyId)).toEqual({ Elsewhere: [7, 1] });
    await withTenant(db, { companyId: other.companyId }, (tx) => refreshContactCounts(tx, [elsewhere]));
    expect(await counts(other.companyId)).toEqual({ Elsewhere: [1, 1] });
  });
});

describe('the export writer (csvLines)', () => {
  it('quotes what needs it, guards formulas in text, formats labels; csv-parse reads it back', () => {
    const columns: ExportColumn[] = [
      { key: 'name', header: 'Name', text: true },
      { key: 'amount', header: 'Amount' },
      { key: 'status', header: 'Status', format: (v) => (v === 'hot' ? 'Hot' : v) },
    ];
    const rows = [
      { name: 'Plain', amount: '12.50', status: 'hot' },
      { name: 'Comma, "quoted"\r\nand a break', amount: null, status: '' },
      { name: '=SUM(A1)', amount: -3, status: 'cold' },
      { name: '', amount: 0, status: null },
    ];
    const text = csvLines(columns, rows);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parse(text)).toEqual([
      ['Plain', '12.50', 'Hot'],
      ['Comma, "quoted"\r\nand a break', '', ''],
      ["'=SUM(A1)", '-3', 'cold'],
      ['', '0', ''],
    ]);
  });
});
