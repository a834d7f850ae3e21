import type { CompanySort } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/rows.ts';
import { withTenant } from '../src/db/tenant.ts';
import type { Database } from '../src/db/types.ts';
import { companyListPageSql } from '../src/features/companies/company-list.service.ts';
import { BENCH_COUNTRIES, insertCompanies, insertContacts } from './companies-data.ts';
import {
  BENCH_COMPANIES,
  BENCH_CONTACTS,
  BENCH_LIST_SORT,
  type ListBench,
  runIfMain,
  runListBench,
} from './support/list-bench.ts';

/*
 * npm run bench:companies — the companies list under load (issue 5, "Benchmark"): the list
 * endpoint with a 3-letter search, a country filter, the exact total and contact counts, page 2;
 * the same SQL (the service's crm_companies_page query) as the floor; the naive query (unindexed ILIKE under
 * row-level security, exact count) as the baseline. See support/list-bench.ts for the frame.
 */

const PAGE = 2;
type Query = { search: string; country: string; total: number };

/**
 * The (3-letter search, country) pairs measured: ones that reach page 2 and match like a typed
 * search does (200 to 2,500 companies: up to about 8% of a country's companies).
 */
async function chooseQueries(db: Database, tenant: string): Promise<Query[]> {
  const candidates = [
    'ton',
    'ark',
    'ing',
    'ern',
    'ver',
    'ell',
    'ber',
    'ham',
    'lan',
    'ore',
    'ist',
    'ria',
    'ste',
    'per',
  ];
  const queries: Query[] = [];
  for (const search of candidates) {
    for (const country of BENCH_COUNTRIES.slice(0, 4)) {
      const [row] = await withTenant(db, { companyId: tenant }, (tx) =>
        queryRows<{ total_count: number | string }>(
          tx,
          sql`select total_count from crm_companies_page(${search}, ${country}, 1, 0)`,
        ),
      );
      const total = Number(row?.total_count ?? 0);
      if (total >= 200 && total <= 2500) queries.push({ search, country, total });
    }
  }
  return queries.slice(0, 12);
}

/** The list as the original app built it: ILIKE on three columns under RLS, exact count, then counts. */
async function naiveList(db: Database, tenant: string, query: Query) {
  const pattern = `%${query.search}%`;
  return withTenant(db, { companyId: tenant }, async (tx) => {
    const filter = sql`not archived and not is_individual_contacts and country = ${query.country}
      and (name ilike ${pattern} or city ilike ${pattern} or domain ilike ${pattern})`;
    await queryRows(tx, sql`select count(*) from crm_companies where ${filter}`);
    const page = await queryRows<{ id: string }>(
      tx,
      sql`select * from crm_companies where ${filter} order by name limit 100 offset ${(PAGE - 1) * 100}`,
    );
    if (page.length > 0)
      await queryRows(
        tx,
        sql`select crm_company_id, count(*) from crm_contacts
            where crm_company_id in (${sql.join(
              page.map((r) => sql`${r.id}::uuid`),
              sql`, `,
            )}) group by 1`,
      );
  });
}

export const companiesListBench: ListBench<Query> = {
  title: 'Companies list, search (3 letters) + country + total + contact counts, page 2',
  endpoint: 'API GET /api/companies',
  floorName: 'SQL crm_companies_page (floor)',
  role: 'super_admin',
  async generate(db, tenant) {
    await insertCompanies(db, tenant, BENCH_COMPANIES);
    await insertContacts(db, tenant, BENCH_CONTACTS, BENCH_COMPANIES);
  },
  chooseQueries,
  describe: (q) => `"${q.search}" in ${q.country} (${q.total})`,
  path: (q) =>
    `/api/companies?search=${q.search}&country=${encodeURIComponent(q.country)}&page=${PAGE}${BENCH_LIST_SORT?.query ?? ''}`,
  floor: (q) =>
    companyListPageSql({
      search: q.search,
      country: q.country,
      page: PAGE,
      sort: (BENCH_LIST_SORT?.key ?? 'name') as CompanySort,
      dir: BENCH_LIST_SORT?.desc ? 'desc' : 'asc',
    }),
  naive: naiveList,
};

export const benchCompanies = () => runListBench(companiesListBench);

runIfMain(import.meta, benchCompanies);
