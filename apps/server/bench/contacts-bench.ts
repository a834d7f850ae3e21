import type { ContactCategory } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/rows.ts';
import { withTenant } from '../src/db/tenant.ts';
import type { Database } from '../src/db/types.ts';
import { BENCH_COUNTRIES, insertCompanies } from './companies-data.ts';
import { insertRichContacts } from './contacts-data.ts';
import {
  BENCH_COMPANIES,
  BENCH_CONTACTS,
  BENCH_LIST_SORT,
  type ListBench,
  runIfMain,
  runListBench,
} from './support/list-bench.ts';

/*
 * npm run bench:contacts — the contacts list under load (issue 6, "Benchmark"), on the companies
 * benchmark's data set: the list endpoint with a 3-letter search, a category and a country, the
 * exact total, page 1; the same SQL (crm_contacts_page) as the floor; the naive query (ILIKE over
 * the six fields under row-level security, the country through a join, exact count) as the
 * baseline. See support/list-bench.ts for the frame.
 */

type Query = { search: string; category: ContactCategory; country: string; total: number };

/** (3-letter search, category, country) triples that match like a typed search: 20 to 2,500 rows. */
async function chooseQueries(db: Database, tenant: string): Promise<Query[]> {
  // Names and job titles for business contacts; mailbox words (sales@, orders@, …) for departments.
  const candidates: [string, ContactCategory][] = [
    ['son', 'company'],
    ['mar', 'company'],
    ['ale', 'department'],
    ['lee', 'company'],
    ['ord', 'department'],
    ['ell', 'company'],
    ['acc', 'department'],
    ['tay', 'company'],
    ['upp', 'department'],
    ['har', 'company'],
  ];
  const queries: Query[] = [];
  for (const [search, category] of candidates) {
    for (const country of BENCH_COUNTRIES.slice(0, 4)) {
      const [row] = await withTenant(db, { companyId: tenant }, (tx) =>
        queryRows<{ total_count: number | string }>(
          tx,
          sql`select total_count from crm_contacts_page(${search}, ${category}, ${country}, 1, 0)`,
        ),
      );
      const total = Number(row?.total_count ?? 0);
      if (total >= 20 && total <= 2500) queries.push({ search, category, country, total });
    }
  }
  return queries.slice(0, 16);
}

/** The list as the original app built it: ILIKE on six columns under RLS, country by a join, exact count. */
async function naiveList(db: Database, tenant: string, query: Query) {
  const like = `%${query.search}%`;
  const filter = sql`NOT c.archived AND c.category = ${query.category} AND co.country = ${query.country}
    AND (c.first_name ILIKE ${like} OR c.last_name ILIKE ${like} OR c.email ILIKE ${like}
      OR c.phone ILIKE ${like} OR c.job_title ILIKE ${like} OR c.company ILIKE ${like})`;
  return withTenant(db, { companyId: tenant }, async (tx) => {
    await queryRows(
      tx,
      sql`SELECT count(*) FROM crm_contacts c LEFT JOIN crm_companies co ON co.id = c.crm_company_id WHERE ${filter}`,
    );
    await queryRows(
      tx,
      sql`SELECT c.*, co.name FROM crm_contacts c LEFT JOIN crm_companies co ON co.id = c.crm_company_id
          WHERE ${filter} ORDER BY c.last_name, c.id LIMIT 100`,
    );
  });
}

export const contactsListBench: ListBench<Query> = {
  title: 'Contacts list, search (3 letters) + category + country + total, page 1',
  endpoint: 'API GET /api/contacts',
  floorName: 'SQL crm_contacts_page (floor)',
  // An operative: the access check reads a stored level, as for most users.
  role: 'operative',
  async generate(db, tenant) {
    await insertCompanies(db, tenant, BENCH_COMPANIES);
    await insertRichContacts(db, tenant, BENCH_CONTACTS);
  },
  chooseQueries,
  describe: (q) => `"${q.search}" ${q.category} in ${q.country} (${q.total})`,
  path: (q) =>
    `/api/contacts?search=${q.search}&category=${q.category}&country=${encodeURIComponent(q.country)}${BENCH_LIST_SORT?.query ?? ''}`,
  floor: (q) =>
    BENCH_LIST_SORT
      ? sql`select * from crm_contacts_sorted_page(${q.search}, ${q.category}, ${q.country}, null,
          ${BENCH_LIST_SORT.key}, ${BENCH_LIST_SORT.desc}, 100, 0)`
      : sql`select * from crm_contacts_page(${q.search}, ${q.category}, ${q.country}, 100, 0)`,
  naive: naiveList,
};

export const benchContacts = () => runListBench(contactsListBench);

runIfMain(import.meta, benchContacts);
