import type { CompanyListResponse } from '@northdesk/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import { crmCompanies } from '../../src/db/schema/index.ts';
import { type WriterContext, withTenant } from '../../src/db/tenant.ts';
import { applySearchCounts, deferSearchCounts } from '../../src/features/imports/import-counts.ts';
import { findImport } from '../../src/features/imports/import-records.ts';
import { processImport } from '../../src/features/imports/import-run.ts';
import { signedInUser } from '../support/accounts.ts';
import { makeCompany } from '../support/crm-fixtures.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';
import { check, run, settled, uploaded } from './import-helpers.ts';

/*
 * Search counts through an import of companies (issue 24 import speed, migration 0074): the
 * batches record their company writes instead of adding them to crm_company_search_counts, and
 * the import adds them every few thousand companies and when it ends. Whatever happened (an
 * import, a failed one, an undo, a company renamed or deleted before its import's writes were
 * added), the counts must then be those a rebuild would make, and the companies list's totals
 * (read from them) the real ones.
 */
type User = Awaited<ReturnType<typeof signedInUser>>;
let server: TestServer;
let user: User;
let other: User;

beforeAll(async () => {
  server = await startTestServer({}, { jobs: true });
  user = await signedInUser(server, { role: 'super_admin', companyName: 'Search Counts Ltd' });
  other = await signedInUser(server, { role: 'super_admin', companyName: 'Search Counts Other Ltd' });
  await makeCompany(server, user.companyId, {
    name: 'Alpha Widgets',
    domain: 'alpha.example',
    city: 'London',
  });
  await makeCompany(server, user.companyId, { name: 'Beta Tools', domain: 'beta.example', country: 'FR' });
  await makeCompany(server, other.companyId, { name: 'Zyx Elsewhere', domain: 'zyx.example' });
}, 120_000);
afterAll(() => server.close());

const ctxOf = (u: User): WriterContext => ({ companyId: u.companyId, userId: u.userId, actor: 'import' });

/** The tenant's stored counts (those not zero) and those a rebuild would make now, as text. */
async function counts(companyId: string) {
  const { db } = server.deps.database;
  const stored = await queryRows<{ piece: string }>(
    db,
    sql`SELECT trigram || '|' || country || '|' || company_count AS piece FROM crm_company_search_counts
         WHERE company_id = ${companyId} AND company_count <> 0 ORDER BY 1`,
  );
  const rebuilt = await queryRows<{ piece: string }>(
    db,
    sql`SELECT p.piece || '|' || coalesce(c.country, '') || '|' || count(*) AS piece
          FROM crm_companies c, crm_company_search_pieces(c.name, c.city, c.domain) AS p(piece)
         WHERE c.company_id = ${companyId} AND NOT c.archived AND NOT c.is_individual_contacts
         GROUP BY p.piece, c.country ORDER BY 1`,
  );
  const [recorded] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::integer AS n FROM crm_company_search_count_changes WHERE company_id = ${companyId}`,
  );
  return {
    stored: stored.map((r) => r.piece),
    rebuilt: rebuilt.map((r) => r.piece),
    recorded: Number(recorded?.n),
  };
}

async function expectExact(companyId: string) {
  const now = await counts(companyId);
  expect(now.stored).toEqual(now.rebuilt);
  expect(now.recorded).toBe(0);
}

/** The companies list's total for a search, as /companies shows it. */
async function total(u: User, search = '') {
  const response = await u.client.get(`/api/companies?search=${encodeURIComponent(search)}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<CompanyListResponse>(response).total;
}

describe('search counts through an import of companies (0074)', () => {
  let importId: string;

  it('are exact when the import ends: companies created, one renamed and moved to another city', async () => {
    await expectExact(user.companyId);
    const upload = await uploaded(
      server,
      user.client,
      'companies',
      [
        'Name,Domain,City,Country',
        'Zyx One,zyx-one.example,Leeds,GB',
        'Zyx Two,zyx-two.example,,GB',
        'Alpha Renamed,alpha.example,Bristol,',
        'Quorn Foods,quorn.example,Leeds,',
      ].join('\n'),
    );
    await check(user.client, 'companies', upload.id, {
      mapping: upload.options.mapping,
      duplicates: 'update',
    });
    const done = await run(user.client, 'companies', upload.id);
    expect(done.result?.counts).toEqual({ create: 3, update: 1, skip: 0, reject: 0 });
    importId = upload.id;
    await expectExact(user.companyId);
    expect(await total(user)).toBe(5);
    expect(await total(user, 'zyx')).toBe(2);
    expect(await total(user, 'lee')).toBe(2);
    expect(await total(user, 'ren')).toBe(1);
    expect(await total(user, 'wid')).toBe(0);
    // The other tenant's counts are its own.
    expect(await total(other, 'zyx')).toBe(1);
    await expectExact(other.companyId);
  });

  it('are exact after the undo: the created companies gone, the renamed one back', async () => {
    const undo = await user.client.post(`/api/imports/companies/${importId}/undo`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await settled(user.client, 'companies', importId)).status).toBe('undone');
    await expectExact(user.companyId);
    expect(await total(user)).toBe(2);
    expect(await total(user, 'zyx')).toBe(0);
    expect(await total(user, 'wid')).toBe(1);
  });

  it('are exact after a failed import: what its committed batches wrote is added', async () => {
    const upload = await uploaded(
      server,
      user.client,
      'companies',
      [
        'Name,Domain',
        'Kept One,kept-one.example',
        'Kept Two,kept-two.example',
        'Kept Three,kept-three.example',
        'Kept Four,kept-four.example',
        'Lost One,lost-one.example',
      ].join('\n'),
    );
    await check(user.client, 'companies', upload.id, { mapping: upload.options.mapping });
    const row = await findImport(server.deps.database.db, ctxOf(user), upload.id);
    if (!row) throw new Error('no import');
    const { db } = server.deps.database;
    // Batches of two rows, two in flight; the third batch's insert fails (a constraint added once
    // the first has committed, which waits for the second, in flight beside it, to commit too,
    // refuses its row: a database can refuse rows that passed the checks).
    let added = false;
    const failure = processImport(
      { db, storage: server.deps.storage, writers: 2, batchRows: 2 },
      ctxOf(user),
      row,
      true,
      async () => {
        if (added) return;
        added = true;
        await db.execute(
          sql`ALTER TABLE crm_companies ADD CONSTRAINT search_counts_test_no_lost CHECK (name NOT LIKE 'Lost%') NOT VALID`,
        );
      },
    );
    await expect(failure).rejects.toThrow();
    await db.execute(sql`ALTER TABLE crm_companies DROP CONSTRAINT search_counts_test_no_lost`);
    await expectExact(user.companyId);
    expect(await total(user, 'kep')).toBe(4);
    expect(await total(user, 'los')).toBe(0);
  });

  it('are exact when a company imported but not yet added is renamed or deleted meanwhile', async () => {
    const { db } = server.deps.database;
    // Two companies written as an import's batch writes them: recorded, not yet added.
    const [renamed, deleted] = await withTenant(db, ctxOf(user), async (tx) => {
      await deferSearchCounts(tx);
      return tx
        .insert(crmCompanies)
        .values([
          { companyId: user.companyId, name: 'Vqx Renamed', domain: 'vqx-renamed.example' },
          { companyId: user.companyId, name: 'Jkw Deleted', domain: 'jkw-deleted.example', country: 'DE' },
        ])
        .returning({ id: crmCompanies.id });
    });
    if (!renamed || !deleted) throw new Error('not inserted');
    // A person renames one and deletes the other before the import adds its writes: their own
    // transactions' triggers take the imported versions off the counts.
    await withTenant(db, { companyId: user.companyId, userId: user.userId }, async (tx) => {
      await tx.update(crmCompanies).set({ name: 'Plain Name' }).where(eq(crmCompanies.id, renamed.id));
      await tx.delete(crmCompanies).where(eq(crmCompanies.id, deleted.id));
    });
    expect((await counts(user.companyId)).recorded).toBe(2);
    // Another tenant's apply adds only its own tenant's writes.
    await applySearchCounts(db, { companyId: other.companyId });
    expect((await counts(user.companyId)).recorded).toBe(2);
    await applySearchCounts(db, { companyId: user.companyId });
    await expectExact(user.companyId);
    await expectExact(other.companyId);
    // The renamed one keeps its domain.
    expect(await total(user, 'vqx')).toBe(1);
    expect(await total(user, 'ren')).toBe(1);
    expect(await total(user, 'pla')).toBe(1);
    expect(await total(user, 'jkw')).toBe(0);
  });
});
