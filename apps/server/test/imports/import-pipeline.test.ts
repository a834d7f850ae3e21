import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import { crmContacts } from '../../src/db/schema/index.ts';
import type { WriterContext } from '../../src/db/tenant.ts';
import { findImport, finishImport } from '../../src/features/imports/import-records.ts';
import { processImport } from '../../src/features/imports/import-run.ts';
import { signedInUser } from '../support/accounts.ts';
import { makeCompany } from '../support/crm-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { check, settled, uploaded } from './import-helpers.ts';

/*
 * Batches in flight (issue 24 import speed: two writers on PostgreSQL). Whatever the width and
 * wherever the batches begin, an import decides its rows as its dry run did, writes the same
 * records and undo records, saves progress that counts only committed rows, and a stopped import
 * resumed ends where an uninterrupted one does. Batches of 3 rows make every boundary case land
 * between two batches; processImport is called directly to choose the width and batch size.
 */
type User = Awaited<ReturnType<typeof signedInUser>>;
let server: TestServer;

// Two existing contacts; rows that update one and leave the other unchanged, repeat keys across
// batch boundaries (a created key, an updated record), reject a company that does not exist,
// keep a company named only by its name, and create the rest.
const FILE = [
  'Email,First name,Last name,Company domain,Company name',
  'new1@p.example,New,One,alpha.example,',
  'old1@p.example,Old,Changed,beta.example,',
  'new2@p.example,New,Two,,Nameonly Ltd',
  'new1@p.example,Again,One,alpha.example,', // the key created in the batch before
  'bad@p.example,Bad,Company,nowhere.example,',
  'old1@p.example,Old,Twice,alpha.example,', // the record updated in the batch before
  'old2@p.example,Old,Two,,', // unchanged
  'new3@p.example,New,Three,beta.example,',
  'new2@p.example,Two,Again,,', // created two batches before
  ...Array.from(
    { length: 14 },
    (_, i) => `bulk${i}@p.example,Bulk,${i},${i % 2 ? 'alpha' : 'beta'}.example,`,
  ),
  'new3@p.example,Three,Again,,',
].join('\n');

async function tenant(name: string) {
  const user = await signedInUser(server, { role: 'super_admin', companyName: name });
  await makeCompany(server, user.companyId, { name: 'Alpha', domain: 'alpha.example' });
  await makeCompany(server, user.companyId, { name: 'Beta', domain: 'beta.example' });
  await server.deps.database.db.insert(crmContacts).values([
    { companyId: user.companyId, firstName: 'Old', lastName: 'One', email: 'old1@p.example' },
    { companyId: user.companyId, firstName: 'Old', lastName: 'Two', email: 'old2@p.example' },
  ]);
  return user;
}

/** Uploads the file and dry-runs it (updates on duplicates); returns the import's id and its dry run. */
async function checked(user: User, content = FILE) {
  const upload = await uploaded(server, user.client, 'contacts', content);
  const done = await check(user.client, 'contacts', upload.id, {
    mapping: upload.options.mapping,
    duplicates: 'update',
  });
  return { id: upload.id, dryRun: done.dryRun };
}

const ctxOf = (user: User): WriterContext => ({
  companyId: user.companyId,
  userId: user.userId,
  actor: 'import',
});

async function importWith(
  user: User,
  id: string,
  writers: number,
  batchRows: number,
  onProgress: (done: number) => Promise<void> = async () => {},
) {
  const row = await findImport(server.deps.database.db, ctxOf(user), id);
  if (!row) throw new Error('no import');
  const done = await processImport(
    { db: server.deps.database.db, storage: server.deps.storage, writers, batchRows },
    ctxOf(user),
    row,
    true,
    onProgress,
  );
  // As the job ends it (imports.jobs.ts), so the undo route takes it.
  await finishImport(server.deps.database.db, ctxOf(user), id, {
    status: 'imported',
    result: done.report,
    rejectedKey: done.rejectedKey,
    imported: true,
  });
  return done;
}

/** The tenant's contacts as people see them, with their company's name. */
async function contactsOf(companyId: string) {
  return queryRows<Record<string, string | null>>(
    server.deps.database.db,
    sql`SELECT ct.email, ct.first_name, ct.last_name, ct.company, co.name AS company_name, ct.category,
               ct.company_country, ct.search_text
          FROM crm_contacts ct LEFT JOIN crm_companies co ON co.id = ct.crm_company_id
         WHERE ct.company_id = ${companyId} AND NOT ct.archived
         ORDER BY ct.email, ct.first_name, ct.last_name`,
  );
}

/** The import's undo records, told apart by the record's email (ids differ between tenants). */
async function changesOf(importId: string) {
  return queryRows<{ email: string; action: string; previous: unknown }>(
    server.deps.database.db,
    sql`SELECT ct.email, ic.action, ic.previous FROM import_changes ic
          JOIN crm_contacts ct ON ct.id = ic.record_id
         WHERE ic.import_id = ${importId} ORDER BY ct.email, ic.action`,
  );
}

async function historyOf(companyId: string) {
  const rows = await queryRows<{ n: number }>(
    server.deps.database.db,
    sql`SELECT count(*)::integer AS n FROM crm_record_history WHERE company_id = ${companyId} AND actor_type = 'import'`,
  );
  return Number(rows[0]?.n ?? 0);
}

beforeAll(async () => {
  server = await startTestServer({}, { jobs: true });
}, 120_000);
afterAll(() => server.close());

// Each test runs dry runs and imports for two tenants through the job queue: minutes on a loaded machine.
const SLOW = { timeout: 180_000 };

describe('an import with batches in flight', () => {
  it(
    'does what its dry run said, as one batch does: records, undo records, history, counts',
    SLOW,
    async () => {
      const one = await tenant('Pipeline One Ltd');
      const two = await tenant('Pipeline Two Ltd');
      const a = await checked(one);
      const b = await checked(two);
      const single = await importWith(one, a.id, 1, 1_000);
      const progress: number[] = [];
      const piped = await importWith(two, b.id, 2, 3, async (done) => {
        progress.push(done);
      });
      // The dry run's decisions, whether the batch before had committed or not.
      expect(piped.report).toEqual(single.report);
      expect(piped.report).toEqual(b.dryRun);
      expect(single.report.counts).toEqual({ create: 17, update: 1, skip: 5, reject: 1 });
      expect(piped.report.outcomes.map((o) => [o.line, o.action, o.reason])).toEqual([
        [3, 'update', null],
        [5, 'skip', 'duplicate_in_file'],
        [6, 'reject', 'company_not_found'],
        [7, 'skip', 'duplicate_in_file'],
        [8, 'skip', 'unchanged'],
        [10, 'skip', 'duplicate_in_file'],
        [25, 'skip', 'duplicate_in_file'],
      ]);
      // Progress in file order, one call per batch of 3.
      expect(progress).toEqual([3, 6, 9, 12, 15, 18, 21, 24]);
      expect(await contactsOf(two.companyId)).toEqual(await contactsOf(one.companyId));
      expect(await changesOf(b.id)).toEqual(await changesOf(a.id));
      expect(await historyOf(two.companyId)).toBe(await historyOf(one.companyId));
      const saved = await findImport(server.deps.database.db, ctxOf(two), b.id);
      expect(saved?.result).toEqual(piped.report);

      // Undo puts both tenants back where they were.
      for (const [user, id] of [
        [one, a.id],
        [two, b.id],
      ] as const) {
        const undo = await user.client.post(`/api/imports/contacts/${id}/undo`);
        expect(undo.statusCode, undo.body).toBe(200);
        expect((await settled(user.client, 'contacts', id)).status).toBe('undone');
      }
      const after = await contactsOf(two.companyId);
      expect(after.map((c) => [c.email, c.last_name])).toEqual([
        ['old1@p.example', 'One'],
        ['old2@p.example', 'Two'],
      ]);
      expect(after).toEqual(await contactsOf(one.companyId));
    },
  );

  it(
    'stopped after a batch: only committed batches are saved and counted; resumed, no record twice',
    SLOW,
    async () => {
      const one = await tenant('Pipeline Stop One Ltd');
      const two = await tenant('Pipeline Stop Two Ltd');
      const a = await checked(one);
      const b = await checked(two);
      const single = await importWith(one, a.id, 1, 1_000);
      // Stopped (as a cancelled job's progress throws) when the second batch has committed, while
      // the third is in flight: the third commits whole or not at all, the fourth never starts.
      const stop = new Error('cancelled');
      await expect(
        importWith(two, b.id, 2, 3, async (done) => {
          if (done === 6) throw stop;
        }),
      ).rejects.toBe(stop);
      const stopped = await findImport(server.deps.database.db, ctxOf(two), b.id);
      const rows = stopped?.result?.rows;
      expect([6, 9]).toContain(rows);
      const written = await changesOf(b.id);
      expect(written.map((c) => c.email)).toEqual(
        rows === 6
          ? ['new1@p.example', 'new2@p.example', 'old1@p.example']
          : ['new1@p.example', 'new2@p.example', 'new3@p.example', 'old1@p.example'],
      );
      // The contacts' counts of the companies are exact after the stop as well.
      const counts = await queryRows<{ stored: number; actual: number }>(
        server.deps.database.db,
        sql`SELECT coalesce(n.contact_count, 0) AS stored,
                 (SELECT count(*)::integer FROM crm_contacts ct WHERE ct.crm_company_id = c.id AND NOT ct.archived) AS actual
            FROM crm_companies c LEFT JOIN crm_company_contact_counts n ON n.crm_company_id = c.id
           WHERE c.company_id = ${two.companyId} AND NOT c.is_individual_contacts`,
      );
      for (const count of counts) expect(Number(count.stored)).toBe(Number(count.actual));

      // A resumed attempt starts after the saved progress with no memory of the rows before it (as
      // before batches were in flight): a later row of a key created before the stop updates that
      // record instead of being skipped, but no record is created twice.
      const resumed = await importWith(two, b.id, 2, 3);
      expect(resumed.report.rows).toBe(single.report.rows);
      const emails = async (companyId: string) => (await contactsOf(companyId)).map((c) => c.email);
      expect(await emails(two.companyId)).toEqual(await emails(one.companyId));
    },
  );

  it(
    'a failing batch: the batch after it rolls back, the saved progress stays on the last commit',
    SLOW,
    async () => {
      const user = await tenant('Pipeline Fail Ltd');
      const { id } = await checked(user);
      // The fourth batch's insert fails (rows that passed the checks can only fail in the database:
      // a constraint added once the first batch has committed refuses the bulk rows, lines 11-24).
      let calls = 0;
      const failure = importWith(user, id, 2, 3, async () => {
        calls += 1;
        if (calls === 1)
          await server.deps.database.db.execute(
            sql`ALTER TABLE crm_contacts ADD CONSTRAINT pipeline_test_no_bulk CHECK (email NOT LIKE 'bulk%') NOT VALID`,
          );
      });
      await expect(failure).rejects.toThrow();
      await server.deps.database.db.execute(
        sql`ALTER TABLE crm_contacts DROP CONSTRAINT pipeline_test_no_bulk`,
      );
      const saved = await findImport(server.deps.database.db, ctxOf(user), id);
      // Batches 1-3 committed; batch 4 failed; batch 5, in flight beside it, rolled back.
      expect(saved?.result?.rows).toBe(9);
      // Every committed created record has its undo record; nothing past the saved progress exists.
      const bulk = await queryRows<{ n: number }>(
        server.deps.database.db,
        sql`SELECT count(*)::integer AS n FROM crm_contacts WHERE company_id = ${user.companyId} AND email LIKE 'bulk%'`,
      );
      expect(Number(bulk[0]?.n)).toBe(0);
      expect((await changesOf(id)).map((c) => c.email)).toEqual([
        'new1@p.example',
        'new2@p.example',
        'new3@p.example',
        'old1@p.example',
      ]);
    },
  );
});
