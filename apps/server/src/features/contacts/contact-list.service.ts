import {
  CONTACTS_PAGE_SIZE,
  type ContactCategoryFilter,
  type ContactCountriesResponse,
  type ContactListItem,
  type ContactListResponse,
  type contactListQuerySchema,
  OWNER_FILTER_MINE,
} from '@northdesk/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows } from '../../db/rows.ts';
import type { TenantContext } from '../../db/tenant.ts';
import { withTenant } from '../../db/tenant.ts';
import { toIsoTimestamp } from '../../db/timestamps.ts';
import type { Database, DatabaseHandle } from '../../db/types.ts';
import { hasRecordFilters } from '../../lib/record-filters.ts';
import { contactFilteredPageSql } from './contact-filtered-page.ts';
import { asCategory, asLeadStatus, asSyncStrategy } from './contact-mapping.ts';

type ListQuery = z.output<typeof contactListQuerySchema>;
type Ctx = Required<TenantContext>;

type PageRow = {
  total_count: string | number;
  id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  job_title: string | null;
  company: string | null;
  category: string;
  lead_status: string;
  sync_strategy: string;
  crm_company_id: string | null;
  crm_company_name: string | null;
  crm_company_domain: string | null;
  crm_company_country: string | null;
  crm_company_is_individual: boolean | null;
  last_activity_at: Date | string | null;
  owner_user_id: string | null;
  owner_name: string | null;
  source: string;
};

function listItemOf(row: PageRow & { id: string }): ContactListItem {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    jobTitle: row.job_title,
    company: row.company,
    crmCompany:
      row.crm_company_id && row.crm_company_name !== null
        ? {
            id: row.crm_company_id,
            name: row.crm_company_name,
            domain: row.crm_company_domain,
            country: row.crm_company_country,
            isIndividualContacts: row.crm_company_is_individual ?? false,
          }
        : null,
    category: asCategory(row.category),
    leadStatus: asLeadStatus(row.lead_status),
    syncStrategy: asSyncStrategy(row.sync_strategy),
    source: row.source,
    lastActivityAt: toIsoTimestamp(row.last_activity_at),
    owner: row.owner_user_id ? { id: row.owner_user_id, name: row.owner_name } : null,
  };
}

/** The page of the list (crm_contacts_page: the tenant filter applied inside). */
function contactsPageQuery(query: ListQuery, ownerUserId: string | undefined): SQL {
  const search = query.search || null;
  const category = query.category === 'all' ? null : query.category;
  const offset = (query.page - 1) * CONTACTS_PAGE_SIZE;
  const sorted = query.sort !== 'name' || query.dir === 'desc';
  // Any other order than name A→Z: crm_contacts_sorted_page reads the sort key's index (0055).
  // Filtered by owner: crm_contacts_owner_page walks the owner index (0044); everyone: the tuned page.
  const page = sorted
    ? sql`crm_contacts_sorted_page(${search}, ${category}, ${query.country ?? null}, ${ownerUserId ?? null},
        ${query.sort}, ${query.dir === 'desc'}, ${CONTACTS_PAGE_SIZE}, ${offset})`
    : ownerUserId
      ? sql`crm_contacts_owner_page(${search}, ${category}, ${query.country ?? null}, ${ownerUserId},
        ${CONTACTS_PAGE_SIZE}, ${offset})`
      : sql`crm_contacts_page(${search}, ${category}, ${query.country ?? null}, ${CONTACTS_PAGE_SIZE}, ${offset})`;
  // Each row's owner by primary key (a lateral read keeps the page's order).
  // The source too (the HubSpot badge): it outlives sync_strategy, which an edit here changes.
  return sql`SELECT f.*, o.owner_user_id, o.owner_name, o.source FROM ${page} f
    LEFT JOIN LATERAL (SELECT c.owner_user_id, c.source, coalesce(pr.full_name, pr.email) AS owner_name
      FROM crm_contacts c LEFT JOIN profiles pr ON pr.id = c.owner_user_id WHERE c.id = f.id) o ON true`;
}

function toContactsPage(rows: PageRow[], query: ListQuery): ContactListResponse {
  const total = Number(rows[0]?.total_count ?? 0);
  const contacts = rows.flatMap((row) => (row.id ? [listItemOf({ ...row, id: row.id })] : []));
  return { contacts, total, page: query.page, pageSize: CONTACTS_PAGE_SIZE };
}

/** The contacts list and its country filter (docs/product/contacts.md). */
export const contactListService = {
  /** One read, one round trip (readAsTenant: the same tenant transaction as withTenant). */
  async list(
    database: Pick<DatabaseHandle, 'readAsTenant'>,
    ctx: Ctx,
    query: ListQuery,
  ): Promise<ContactListResponse> {
    const owner = query.owner === OWNER_FILTER_MINE ? ctx.userId : query.owner;
    // A report's drill-down filters: a plain filtered read; otherwise the tuned page functions.
    const page = hasRecordFilters(query)
      ? contactFilteredPageSql(ctx.companyId, query, owner)
      : contactsPageQuery(query, owner);
    return toContactsPage(await database.readAsTenant<PageRow>(ctx, page), query);
  },

  /** Per country, all the listed contacts, or those of one category (the counts follow the tab). */
  countries(
    db: Database,
    ctx: Ctx,
    category: ContactCategoryFilter = 'all',
  ): Promise<ContactCountriesResponse> {
    return withTenant(db, ctx, async (tx) => {
      const rows =
        category === 'all'
          ? await queryRows<{ country: string; contact_count: string | number }>(
              tx,
              sql`SELECT country, contact_count FROM crm_contacts_countries()`,
            )
          : await queryRows<{ country: string; contact_count: string | number }>(
              tx,
              // The tenant's rows of the category through crm_contacts_category_idx.
              sql`SELECT company_country AS country, count(*) AS contact_count FROM crm_contacts
                   WHERE company_id = ${ctx.companyId} AND NOT archived AND category = ${category}
                     AND company_country IS NOT NULL
                   GROUP BY company_country ORDER BY company_country`,
            );
      return { countries: rows.map((row) => ({ country: row.country, count: Number(row.contact_count) })) };
    });
  },
};
