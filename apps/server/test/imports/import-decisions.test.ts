import type { DuplicateMode } from '@northdesk/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmContacts } from '../../src/db/schema/index.ts';
import { signedInUser } from '../support/accounts.ts';
import { makeCompany } from '../support/crm-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { check, outcomesByLine, uploaded } from './import-helpers.ts';

/**
 * Issue 24: every import decision, table-driven, through the API (upload → dry run) on the
 * engine under test. Each row of a table is one line of the file and its outcome per choice.
 */
type User = Awaited<ReturnType<typeof signedInUser>>;
let server: TestServer;
let user: User;

beforeAll(async () => {
  server = await startTestServer({}, { jobs: true });
  user = await signedInUser(server, { role: 'super_admin' });
  const acme = await makeCompany(server, user.companyId, {
    name: 'Acme',
    domain: 'acme.example',
    city: 'London',
  });
  await makeCompany(server, user.companyId, { name: 'Same Co', domain: 'same.example', city: 'Paris' });
  await server.deps.database.db.insert(crmContacts).values({
    companyId: user.companyId,
    crmCompanyId: acme,
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane@acme.example',
  });
}, 120_000);
afterAll(() => server.close());

const MODES: DuplicateMode[] = ['skip', 'update', 'create'];

describe('companies: duplicates by normalised domain', () => {
  // [Name, Domain, City] → outcome when skipping, updating, creating duplicates.
  const TABLE: [string, [string, string, string]][] = [
    ['new company', ['New Co', 'new.example', '']],
    ['same domain, other spelling, a change', ['Acme Ltd', 'https://www.ACME.example/', 'London']],
    ['no name', ['', 'nameless.example', '']],
    ['not a domain', ['Bad', 'not a domain', '']],
    ['domain created earlier in the file', ['New Co again', 'new.example', '']],
    ['same values as the existing record', ['Same Co', 'same.example', 'Paris']],
    ['number field not a number', ['Staff Co', 'staff.example', '']],
  ];
  const EXPECTED: Record<DuplicateMode, string[]> = {
    skip: [
      'create',
      'skip:duplicate',
      'reject:missing_name',
      'reject:invalid_domain',
      'skip:duplicate_in_file',
      'skip:duplicate',
      'reject:invalid_number',
    ],
    update: [
      'create',
      'update',
      'reject:missing_name',
      'reject:invalid_domain',
      'skip:duplicate_in_file',
      'skip:unchanged',
      'reject:invalid_number',
    ],
    create: [
      'create',
      'reject:duplicate',
      'reject:missing_name',
      'reject:invalid_domain',
      'skip:duplicate_in_file',
      'reject:duplicate',
      'reject:invalid_number',
    ],
  };
  const csv = `Name,Domain,City,Employees\n${TABLE.map(([, r], i) => `${r.join(',')},${i === 6 ? 'many' : ''}`).join('\n')}\n`;

  for (const mode of MODES)
    it(`${mode}: ${TABLE.map(([what]) => what).join('; ')}`, async () => {
      const upload = await uploaded(server, user.client, 'companies', csv);
      expect(upload.options.mapping).toEqual(['name', 'domain', 'city', 'employeeCount']);
      const done = await check(user.client, 'companies', upload.id, {
        mapping: upload.options.mapping,
        duplicates: mode,
      });
      expect(outcomesByLine(done.dryRun, TABLE.length)).toEqual(EXPECTED[mode]);
      const counts = done.dryRun?.counts;
      expect(counts && counts.create + counts.update + counts.skip + counts.reject).toBe(TABLE.length);
    });
});

describe('contacts: duplicates by email; the company by domain or name', () => {
  // [First name, Last name, Email, Company domain, Company]
  const TABLE: [string, string[]][] = [
    ['existing email, another last name', ['Jane', 'Smith', 'JANE@acme.example', '', '']],
    ['new, company by domain', ['Tom', '', 'tom@new.example', 'acme.example', '']],
    ['company domain unknown', ['Ann', '', 'ann@x.example', 'unknown.example', '']],
    ['no name and no email', ['', '', '', '', 'Somewhere']],
    ['not an email', ['Bob', '', 'not-an-email', '', '']],
    ['email created earlier in the file', ['Tommy', '', 'tom@new.example', '', '']],
    ['company by name', ['Zed', '', 'zed@y.example', '', 'acme']],
  ];
  const EXPECTED: Record<DuplicateMode, string[]> = {
    skip: [
      'skip:duplicate',
      'create',
      'reject:company_not_found',
      'reject:missing_name',
      'reject:invalid_email',
      'skip:duplicate_in_file',
      'create',
    ],
    update: [
      'update',
      'create',
      'reject:company_not_found',
      'reject:missing_name',
      'reject:invalid_email',
      'skip:duplicate_in_file',
      'create',
    ],
    create: [
      'create',
      'create',
      'reject:company_not_found',
      'reject:missing_name',
      'reject:invalid_email',
      'create',
      'create',
    ],
  };
  const csv = `First name;Last name;E-mail;Company domain;Company\n${TABLE.map(([, r]) => r.join(';')).join('\n')}\n`;

  for (const mode of MODES)
    it(`${mode}: ${TABLE.map(([what]) => what).join('; ')}`, async () => {
      const upload = await uploaded(server, user.client, 'contacts', csv);
      expect(upload.delimiter).toBe(';');
      expect(upload.options.mapping).toEqual([
        'firstName',
        'lastName',
        'email',
        'companyDomain',
        'companyName',
      ]);
      const done = await check(user.client, 'contacts', upload.id, {
        mapping: upload.options.mapping,
        duplicates: mode,
      });
      expect(outcomesByLine(done.dryRun, TABLE.length)).toEqual(EXPECTED[mode]);
    });

  it('a dry run saves nothing', async () => {
    const rows = await server.deps.database.db
      .select()
      .from(crmContacts)
      .where(eq(crmContacts.companyId, user.companyId));
    expect(rows.map((r) => r.email)).toEqual(['jane@acme.example']);
  });
});

describe('products and deals', () => {
  it('products: SKU duplicates whatever the case; required SKU, name and price; amounts read exactly', async () => {
    const csv =
      'SKU,Name,List price,VAT rate\nS-1,Screw,"£1,234.50",20%\ns-1,Screw again,1,20\nS-2,,3,0\nS-3,Nut,abc,0\nS-4,Bolt,"0,0125",exempt\n';
    const upload = await uploaded(server, user.client, 'products', csv);
    const done = await check(user.client, 'products', upload.id, { mapping: upload.options.mapping });
    expect(outcomesByLine(done.dryRun, 5)).toEqual([
      'create',
      'skip:duplicate_in_file',
      'reject:missing_name',
      'reject:invalid_money',
      'create',
    ]);
  });

  it('deals: company by domain, contact by email, stage by name, dates in the detected format', async () => {
    const csv =
      'Deal name,Amount,Close date,Stage,Company domain,Contact email\n' +
      'Big one,1000,31/03/2026,,acme.example,jane@acme.example\n' +
      'No company,5,01/04/2026,,,\n' +
      'Bad stage,5,01/04/2026,Nowhere,acme.example,\n' +
      'Bad date,5,31/31/2026,,acme.example,\n' +
      'Unknown contact,5,01/04/2026,,acme.example,who@else.example\n';
    const upload = await uploaded(server, user.client, 'deals', csv);
    expect(upload.options.dateFormat).toBe('dmy');
    const done = await check(user.client, 'deals', upload.id, {
      mapping: upload.options.mapping,
      dateFormat: 'dmy',
    });
    expect(outcomesByLine(done.dryRun, 5)).toEqual([
      'create',
      'reject:company_not_found',
      'reject:stage_not_found',
      'reject:invalid_date',
      'reject:contact_not_found',
    ]);
  });
});
