import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { insertContacts } from '../../src/features/imports/import-contacts-insert.ts';
import { signedInUser } from '../support/accounts.ts';
import { makeCompany } from '../support/crm-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { check, run, uploaded } from './import-helpers.ts';

/*
 * Import speed (migration 0070): an import of contacts computes category, company_country and
 * search_text in its own INSERT instead of crm_contacts_derive. What it writes must be exactly
 * what the trigger derives for the same contact, and every other insert still goes through the
 * trigger.
 */
type User = Awaited<ReturnType<typeof signedInUser>>;
let server: TestServer;
let user: User;

type Derived = { email: string; category: string; company_country: string | null; search_text: string };

beforeAll(async () => {
  server = await startTestServer({}, { jobs: true });
  user = await signedInUser(server, { role: 'super_admin', companyName: 'Derived Ltd' });
  await makeCompany(server, user.companyId, {
    name: 'Alpha Étoile',
    domain: 'alpha.example',
    country: 'France',
  });
  await makeCompany(server, user.companyId, { name: 'Beta', domain: 'beta.example' });
}, 120_000);
afterAll(() => server.close());

async function derived(): Promise<Derived[]> {
  return queryRows<Derived>(
    server.deps.database.db,
    sql`SELECT email, category, company_country, search_text FROM crm_contacts
         WHERE company_id = ${user.companyId} ORDER BY email`,
  );
}

describe('derived columns of imported contacts (issue 24 targets, 0070)', () => {
  it('are what crm_contacts_derive makes of the same contacts', async () => {
    const upload = await uploaded(
      server,
      user.client,
      'contacts',
      [
        'First name,Last name,Email,Phone,Job title,Company domain,Company',
        'Zoé,DURAND,zoe@alpha.example,+33 1 23,Buyer,alpha.example,',
        'Sam,Loose,sam@gmail.com,,,,',
        'Desk,,info@beta.example,,,beta.example,',
        'Free,Lance,free@lance.example,,Owner,,Lance & Co',
        ',,nobody@nowhere.example,,,,',
      ].join('\n'),
    );
    await check(user.client, 'contacts', upload.id, { mapping: upload.options.mapping });
    const done = await run(user.client, 'contacts', upload.id);
    expect(done.result?.counts).toMatchObject({ create: 5, reject: 0 });
    const imported = await derived();
    // Not vacuous: the linked company's country and name, and the categories, are there.
    expect(imported.find((c) => c.email === 'zoe@alpha.example')).toMatchObject({
      category: 'company',
      company_country: 'France',
      search_text: 'zoé\ndurand\nzoe@alpha.example\n+33 1 23\nbuyer\nalpha étoile',
    });
    expect(imported.find((c) => c.email === 'sam@gmail.com')?.category).toBe('generic');
    expect(imported.find((c) => c.email === 'info@beta.example')?.category).toBe('department');
    expect(imported.find((c) => c.email === 'free@lance.example')?.search_text).toContain('lance & co');
    // The trigger derives every contact again (a no-op update): nothing changes.
    await server.deps.database.db.execute(
      sql`UPDATE crm_contacts SET first_name = first_name WHERE company_id = ${user.companyId}`,
    );
    expect(await derived()).toEqual(imported);
  });

  it('every other insert is derived by the trigger, also later in the import’s own transaction', async () => {
    const { db } = server.deps.database;
    await withTenant(db, { companyId: user.companyId }, async (tx) => {
      await insertContacts(tx, [
        { id: crypto.randomUUID(), company_id: user.companyId, first_name: 'In', email: 'in@batch.example' },
      ]);
      // insertContacts cleared its setting: this insert goes through crm_contacts_derive.
      await tx.execute(
        sql`INSERT INTO crm_contacts (company_id, first_name, email, search_text, category)
            VALUES (${user.companyId}, 'After', 'after@batch.example', 'forged', 'department')`,
      );
    });
    const rows = await derived();
    expect(rows.find((c) => c.email === 'in@batch.example')?.search_text).toBe('in\nin@batch.example');
    expect(rows.find((c) => c.email === 'after@batch.example')).toMatchObject({
      category: 'company',
      search_text: 'after\nafter@batch.example',
    });
  });
});
