import {
  type Contact,
  type ContactCategory,
  type ContactListResponse,
  classifyContact,
  DEPARTMENT_EMAIL_PREFIXES,
  FREE_MAIL_PROVIDERS,
} from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import { signedInUser } from '../support/accounts.ts';
import { makeCompany } from '../support/crm-fixtures.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let me: Awaited<ReturnType<typeof signedInUser>>;
let acme: string;
beforeAll(async () => {
  server = await startTestServer();
  me = await signedInUser(server);
  acme = await makeCompany(server, me.companyId, { name: 'Acme Trading', domain: 'acme-trading.test' });
});
afterAll(() => server.close());

type Case = {
  email: string | null;
  company?: string | null;
  contactType?: 'business' | 'individual';
  expected: ContactCategory;
};

const cases: Case[] = [
  ...DEPARTMENT_EMAIL_PREFIXES.flatMap((prefix): Case[] => [
    { email: `${prefix}@acme-trading.test`, expected: 'department' },
    { email: `${prefix.toUpperCase()}@Gmail.com`, expected: 'department' },
    { email: `${prefix}@acme-trading.test`, contactType: 'individual', expected: 'department' },
    { email: `x${prefix}@acme-trading.test`, expected: 'company' },
  ]),
  ...FREE_MAIL_PROVIDERS.flatMap((provider): Case[] => [
    { email: `jane@${provider}.com`, expected: 'generic' },
    { email: `jane@${provider}.co.uk`, expected: 'generic' },
    { email: `jane@my${provider}.com`, expected: 'company' },
  ]),
  { email: 'jane@acme-trading.test', expected: 'company' },
  { email: null, expected: 'company' },
  { email: null, contactType: 'individual', expected: 'generic' },
  { email: 'jane@acme-trading.test', contactType: 'individual', expected: 'generic' },
  { email: 'jane@acme-trading.test', company: 'Free text', expected: 'company' },
];

describe('contact classification through the API (the database rule matches the shared rule)', () => {
  it.each(cases)('$email ($contactType) → $expected', async ({ email, company, contactType, expected }) => {
    const individual = contactType === 'individual';
    expect(
      classifyContact({
        email,
        company: individual ? null : company,
        inIndividualContactsCompany: individual,
      }),
    ).toBe(expected);
    const response = await me.client.post('/api/contacts', {
      firstName: 'Case',
      email,
      company: company ?? null,
      contactType: contactType ?? 'business',
      crmCompanyId: company ? null : acme,
    });
    expect(response.statusCode, response.body).toBe(201);
    const contact = json<{ contact: Contact }>(response).contact;
    expect(contact.category).toBe(expected);
    const inList = json<ContactListResponse>(
      await me.client.get(`/api/contacts?category=${expected}&search=${encodeURIComponent(email ?? 'case')}`),
    );
    expect(inList.contacts.map((c) => c.id)).toContain(contact.id);
  });

  it('the SQL rule agrees with the shared rule on odd input', async () => {
    const inputs: [string | null, string | null, boolean][] = [
      ['  Sales@Acme.test ', null, false],
      ['sales', null, false],
      ['@gmail.com', null, false],
      ['a@b@gmail.com', null, false],
      ['info@', null, false],
      ['jane@gmail', null, false],
      ['', '', true],
      [null, '  ', true],
      [null, 'x', true],
    ];
    for (const [email, company, individual] of inputs) {
      const [row] = await queryRows<{ category: string }>(
        server.deps.database.db,
        sql`select northdesk_contact_category(${email}, ${company}, ${individual}) as category`,
      );
      expect(row?.category, String(email)).toBe(
        classifyContact({ email, company, inIndividualContactsCompany: individual }),
      );
    }
  });
});
