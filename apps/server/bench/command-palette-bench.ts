import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/rows.ts';
import { withTenant } from '../src/db/tenant.ts';
import type { Database } from '../src/db/types.ts';
import { insertCompanies } from './companies-data.ts';
import { insertRichContacts } from './contacts-data.ts';
import {
  BENCH_COMPANIES,
  BENCH_CONTACTS,
  type ListBench,
  log,
  runIfMain,
  runListBench,
} from './support/list-bench.ts';

/*
 * npm run bench:palette — the command palette's search (issue 24 item 3) on the list benchmarks'
 * data set (100,000 companies and 200,000 contacts per tenant, two tenants): the endpoint at 1 and
 * 16 clients, its SQL (crm_palette_search) as the floor, and the naive query (ILIKE over names,
 * emails and domains under row-level security) as the baseline. Target: p95 <= 100 ms at 1 client
 * on PostgreSQL. The texts are what people type: a name's first letters (2 to 4), a whole word, a
 * word inside names, an email's mailbox, a domain fragment, a rare word and one that finds nothing.
 */

const TEXTS = [
  'ap',
  'kes',
  'harb',
  'willow',
  'ridge',
  'valley',
  'sales@',
  'info@',
  '.example',
  'gran',
  'zenith glo',
  'smith',
  'qqqzzz',
  'mi',
  'pembroke',
  'ley',
];

type Query = { text: string };

async function chooseQueries(db: Database, tenant: string): Promise<Query[]> {
  const queries: Query[] = [];
  for (const text of TEXTS) {
    const rows = await withTenant(db, { companyId: tenant }, (tx) =>
      queryRows<{ kind: string }>(
        tx,
        sql`select kind from crm_palette_search(${text}, string_to_array(${'company,contact,deal,task,quote'}, ${','}), 5)`,
      ),
    );
    log(`    "${text}": ${rows.length} results`);
    queries.push({ text });
  }
  return queries;
}

/** What a first version would do: ILIKE over the fields under row-level security, 5 of each by name. */
async function naiveSearch(db: Database, tenant: string, query: Query) {
  const like = `%${query.text}%`;
  return withTenant(db, { companyId: tenant }, async (tx) => {
    await queryRows(
      tx,
      sql`SELECT id, name FROM crm_companies WHERE NOT archived AND (name ILIKE ${like} OR domain ILIKE ${like})
          ORDER BY name LIMIT 5`,
    );
    await queryRows(
      tx,
      sql`SELECT id, first_name, last_name FROM crm_contacts WHERE NOT archived
          AND (first_name ILIKE ${like} OR last_name ILIKE ${like} OR email ILIKE ${like})
          ORDER BY last_name LIMIT 5`,
    );
  });
}

export const paletteBench: ListBench<Query> = {
  title: 'Command palette search (companies, contacts, deals, tasks, quotes; 5 of each)',
  endpoint: 'API GET /api/command-palette/search',
  floorName: 'SQL crm_palette_search (floor)',
  role: 'operative',
  async generate(db, tenant) {
    await insertCompanies(db, tenant, BENCH_COMPANIES);
    await insertRichContacts(db, tenant, BENCH_CONTACTS);
  },
  chooseQueries,
  describe: (q) => `"${q.text}"`,
  path: (q) => `/api/command-palette/search?q=${encodeURIComponent(q.text)}`,
  floor: (q) =>
    sql`select * from crm_palette_search(${q.text}, string_to_array(${'company,contact,deal,task,quote'}, ${','}), 5)`,
  naive: naiveSearch,
};

export async function benchPalette(): Promise<void> {
  const results = await runListBench(paletteBench);
  log('\nCommand palette target');
  for (const engine of [...new Set(results.map((r) => r.engine))]) {
    const api1 = results.find((r) => r.engine === engine && r.measure.startsWith('API') && r.clients === 1);
    if (!api1) continue;
    const ok = api1.summary.p95 <= 100;
    log(
      `  ${engine}: API p95 at 1 client = ${api1.summary.p95.toFixed(1)} ms (target <= 100 ms${engine === 'PostgreSQL' ? '' : ', set for PostgreSQL'}: ${ok ? 'met' : 'NOT met'})`,
    );
  }
}

runIfMain(import.meta, benchPalette);
