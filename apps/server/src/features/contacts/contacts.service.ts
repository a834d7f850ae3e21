import {
  CONTACT_ARCHIVE,
  CONTACTS_PAGE_SIZE,
  type Contact,
  type ContactArchivePreview,
  type ContactCategory,
  type ContactCategoryFilter,
  type ContactCountriesResponse,
  type ContactDeal,
  type ContactListItem,
  type ContactListResponse,
  type ContactSyncStrategy,
  type ContactValues,
  type contactListQuerySchema,
  isContactCategory,
  isUuid,
  LEAD_STATUSES,
  type LeadStatus,
  OWNER_FILTER_MINE,
  type quickContactRequestSchema,
} from '@northdesk/shared';
import { and, count, desc, eq, type SQL, sql, sum } from 'drizzle-orm';
import type { z } from 'zod';
import { checkedOwner, ownerRefOf } from '../../db/owners.ts';
import { queryRows } from '../../db/rows.ts';
import { crmActivities, crmCompanies, crmContacts, crmDeals } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import { toIsoTimestamp } from '../../db/timestamps.ts';
import type { Database, DatabaseHandle, Transaction } from '../../db/types.ts';
import { individualContactsCompanyId, listedCompany } from './contact-companies.ts';

type ListQuery = z.output<typeof contactListQuerySchema>;
type Ctx = Required<TenantContext>;

const asLeadStatus = (value: string): LeadStatus =>
  (LEAD_STATUSES as readonly string[]).includes(value) ? (value as LeadStatus) : 'warm';
const asCategory = (value: string): ContactCategory => (isContactCategory(value) ? value : 'company');
const asSyncStrategy = (value: string): ContactSyncStrategy =>
  value === 'hubspot_managed' || value === 'local_only' ? value : 'bidirectional';

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
    lastActivityAt: toIsoTimestamp(row.last_activity_at),
    owner: row.owner_user_id ? { id: row.owner_user_id, name: row.owner_name } : null,
  };
}

/** The page of the list (crm_contacts_page: the tenant filter applied inside). */
function contactsPageQuery(query: ListQuery, ownerUserId: string | undefined): SQL {
  const search = query.search || null;
  const category = query.category === 'all' ? null : query.category;
  const offset = (query.page - 1) * CONTACTS_PAGE_SIZE;
  // Filtered by owner: crm_contacts_owner_page walks the owner index (0044); everyone: the tuned page.
  const page = ownerUserId
    ? sql`crm_contacts_owner_page(${search}, ${category}, ${query.country ?? null}, ${ownerUserId},
        ${CONTACTS_PAGE_SIZE}, ${offset})`
    : sql`crm_contacts_page(${search}, ${category}, ${query.country ?? null}, ${CONTACTS_PAGE_SIZE}, ${offset})`;
  // Each row's owner by primary key (a lateral read keeps the page's order).
  return sql`SELECT f.*, o.owner_user_id, o.owner_name FROM ${page} f
    LEFT JOIN LATERAL (SELECT c.owner_user_id, coalesce(pr.full_name, pr.email) AS owner_name
      FROM crm_contacts c LEFT JOIN profiles pr ON pr.id = c.owner_user_id WHERE c.id = f.id) o ON true`;
}

function toContactsPage(rows: PageRow[], query: ListQuery): ContactListResponse {
  const total = Number(rows[0]?.total_count ?? 0);
  const contacts = rows.flatMap((row) => (row.id ? [listItemOf({ ...row, id: row.id })] : []));
  return { contacts, total, page: query.page, pageSize: CONTACTS_PAGE_SIZE };
}

/** Where the form's company choice leads: the linked company id and the company text to store. */
async function resolveCompany(
  tx: Transaction,
  tenantId: string,
  values: Pick<ContactValues, 'contactType' | 'crmCompanyId' | 'company'>,
): Promise<{ crmCompanyId: string | null; company: string | null }> {
  // Individual: the "Individual Contacts" company, no manual company (docs/product/contacts.md).
  if (values.contactType === 'individual') {
    return { crmCompanyId: await individualContactsCompanyId(tx, tenantId), company: null };
  }
  if (values.crmCompanyId) {
    const linked = await listedCompany(tx, tenantId, values.crmCompanyId);
    // The manual company text is disabled while a company is selected.
    return { crmCompanyId: linked.id, company: null };
  }
  return { crmCompanyId: null, company: values.company };
}

async function readContact(tx: Transaction, id: string, canSeeDeals: boolean): Promise<Contact | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx
    .select({ contact: crmContacts, company: crmCompanies })
    .from(crmContacts)
    .leftJoin(
      crmCompanies,
      and(eq(crmCompanies.companyId, crmContacts.companyId), eq(crmCompanies.id, crmContacts.crmCompanyId)),
    )
    .where(and(eq(crmContacts.id, id), eq(crmContacts.archived, false)));
  if (!row) return undefined;
  const { contact, company } = row;
  const [activityStats] = await tx
    .select({ n: count(), last: sql<Date | string | null>`max(${crmActivities.activityDate})` })
    .from(crmActivities)
    .where(eq(crmActivities.contactId, id));
  let dealCount: number | null = null;
  let totalDealValue: number | null = null;
  if (canSeeDeals) {
    const [dealStats] = await tx
      .select({ n: count(), total: sum(crmDeals.amount) })
      .from(crmDeals)
      .where(eq(crmDeals.contactId, id));
    dealCount = dealStats?.n ?? 0;
    totalDealValue = Number(dealStats?.total ?? 0);
  }
  return {
    id: contact.id,
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phone: contact.phone,
    jobTitle: contact.jobTitle,
    company: contact.company,
    crmCompany: company
      ? {
          id: company.id,
          name: company.name,
          domain: company.domain,
          country: company.country,
          isIndividualContacts: company.isIndividualContacts,
          industry: company.industry,
          phone: company.phone,
          billingEmail: company.billingEmail,
          billingAddress: company.billingAddress,
          city: company.city,
          state: company.state,
          employeeCount: company.employeeCount,
          leadStatus: company.leadStatus,
        }
      : null,
    category: asCategory(contact.category),
    leadStatus: asLeadStatus(contact.leadStatus),
    syncStrategy: asSyncStrategy(contact.syncStrategy),
    lastActivityAt: toIsoTimestamp(activityStats?.last ?? null),
    source: contact.source,
    externalCrmId: contact.externalCrmId,
    locallyModifiedAt: toIsoTimestamp(contact.locallyModifiedAt),
    createdAt: contact.createdAt.toISOString(),
    updatedAt: contact.updatedAt.toISOString(),
    stats: { activityCount: activityStats?.n ?? 0, dealCount, totalDealValue },
    owner: await ownerRefOf(tx, contact.ownerUserId),
  };
}

/**
 * Contacts of the signed-in user's tenant (docs/product/contacts.md). Every function runs inside
 * withTenant, so row-level security limits it to the tenant; archived contacts are never read.
 */
export const contactsService = {
  /** One read, one round trip (readAsTenant: the same tenant transaction as withTenant). */
  async list(
    database: Pick<DatabaseHandle, 'readAsTenant'>,
    ctx: Ctx,
    query: ListQuery,
  ): Promise<ContactListResponse> {
    const owner = query.owner === OWNER_FILTER_MINE ? ctx.userId : query.owner;
    return toContactsPage(await database.readAsTenant<PageRow>(ctx, contactsPageQuery(query, owner)), query);
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

  get(db: Database, ctx: Ctx, id: string, options: { canSeeDeals: boolean }): Promise<Contact | undefined> {
    return withTenant(db, ctx, (tx) => readContact(tx, id, options.canSeeDeals));
  },

  async create(db: Database, ctx: Ctx, values: ContactValues, options: { canSeeDeals: boolean }) {
    return withTenant(db, ctx, async (tx) => {
      const link = await resolveCompany(tx, ctx.companyId, values);
      await checkedOwner(tx, values.ownerUserId);
      const [row] = await tx
        .insert(crmContacts)
        .values({
          companyId: ctx.companyId,
          crmCompanyId: link.crmCompanyId,
          company: link.company,
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          phone: values.phone,
          jobTitle: values.jobTitle,
          leadStatus: values.leadStatus,
          source: 'manual',
          // New contacts sync both ways (docs/product/contacts.md).
          syncStrategy: 'bidirectional',
          createdBy: ctx.userId,
          // The creator owns what they create unless they name someone else.
          ownerUserId: values.ownerUserId ?? ctx.userId,
        })
        .returning({ id: crmContacts.id });
      if (!row) throw new Error('insert returned no row');
      const contact = await readContact(tx, row.id, options.canSeeDeals);
      if (!contact) throw new Error('created contact not readable');
      return contact;
    });
  },

  /** Quick-create (a name or an email is enough), e.g. from a task's linked contacts. */
  async quickCreate(
    db: Database,
    ctx: Ctx,
    values: z.output<typeof quickContactRequestSchema>,
  ): Promise<Contact> {
    return withTenant(db, ctx, async (tx) => {
      const crmCompanyId = values.crmCompanyId
        ? (await listedCompany(tx, ctx.companyId, values.crmCompanyId)).id
        : null;
      const [row] = await tx
        .insert(crmContacts)
        .values({
          companyId: ctx.companyId,
          crmCompanyId,
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          source: 'manual',
          syncStrategy: 'bidirectional',
          createdBy: ctx.userId,
          ownerUserId: ctx.userId,
        })
        .returning({ id: crmContacts.id });
      if (!row) throw new Error('insert returned no row');
      const contact = await readContact(tx, row.id, false);
      if (!contact) throw new Error('created contact not readable');
      return contact;
    });
  },

  /**
   * Saves the form. A hubspot_managed contact becomes bidirectional, so the next sync does not
   * overwrite this edit (docs/product/contacts.md); locally_modified_at records the local change.
   */
  async update(
    db: Database,
    ctx: Ctx,
    id: string,
    values: ContactValues,
    options: { canSeeDeals: boolean },
  ): Promise<{ contact: Contact; syncStrategyChanged: boolean } | undefined> {
    if (!isUuid(id)) return undefined;
    return withTenant(db, ctx, async (tx) => {
      const [current] = await tx
        .select({ syncStrategy: crmContacts.syncStrategy })
        .from(crmContacts)
        .where(and(eq(crmContacts.id, id), eq(crmContacts.archived, false)))
        .for('update');
      if (!current) return undefined;
      const link = await resolveCompany(tx, ctx.companyId, values);
      await checkedOwner(tx, values.ownerUserId);
      const syncStrategyChanged = current.syncStrategy === 'hubspot_managed';
      const now = new Date();
      await tx
        .update(crmContacts)
        .set({
          crmCompanyId: link.crmCompanyId,
          company: link.company,
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          phone: values.phone,
          jobTitle: values.jobTitle,
          leadStatus: values.leadStatus,
          ...(values.ownerUserId !== undefined ? { ownerUserId: values.ownerUserId } : {}),
          ...(syncStrategyChanged ? { syncStrategy: 'bidirectional' } : {}),
          locallyModifiedAt: now,
          updatedAt: now,
        })
        .where(eq(crmContacts.id, id));
      const contact = await readContact(tx, id, options.canSeeDeals);
      if (!contact) return undefined;
      return { contact, syncStrategyChanged };
    });
  },

  /** Archive, never delete (docs/product/contacts.md): hidden from lists and searches, history kept. */
  async archive(db: Database, ctx: Ctx, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return withTenant(db, ctx, async (tx) => {
      const now = new Date();
      const rows = await tx
        .update(crmContacts)
        .set({ archived: true, archivedReason: 'user_deleted', archivedAt: now, updatedAt: now })
        .where(and(eq(crmContacts.id, id), eq(crmContacts.archived, false)))
        .returning({ id: crmContacts.id });
      return rows.length > 0;
    });
  },

  /** What the archive dialog shows: counts, the 10 latest activities, activity in the last 30 days. */
  async archivePreview(db: Database, ctx: Ctx, id: string): Promise<ContactArchivePreview | undefined> {
    if (!isUuid(id)) return undefined;
    return withTenant(db, ctx, async (tx) => {
      const [contact] = await tx
        .select({ id: crmContacts.id })
        .from(crmContacts)
        .where(and(eq(crmContacts.id, id), eq(crmContacts.archived, false)));
      if (!contact) return undefined;
      const [activities] = await tx
        .select({ n: count() })
        .from(crmActivities)
        .where(eq(crmActivities.contactId, id));
      const [deals] = await tx.select({ n: count() }).from(crmDeals).where(eq(crmDeals.contactId, id));
      const latest = await tx
        .select({
          id: crmActivities.id,
          type: crmActivities.type,
          subject: crmActivities.subject,
          activityDate: crmActivities.activityDate,
        })
        .from(crmActivities)
        .where(eq(crmActivities.contactId, id))
        .orderBy(desc(crmActivities.activityDate), desc(crmActivities.id))
        .limit(CONTACT_ARCHIVE.latestActivities);
      const since = Date.now() - CONTACT_ARCHIVE.recentActivityDays * 24 * 60 * 60 * 1000;
      return {
        activityCount: activities?.n ?? 0,
        dealCount: deals?.n ?? 0,
        latestActivities: latest.map((a) => ({ ...a, activityDate: a.activityDate.toISOString() })),
        hasRecentActivity: latest.some((a) => a.activityDate.getTime() >= since),
      };
    });
  },

  async deals(db: Database, ctx: Ctx, id: string): Promise<ContactDeal[] | undefined> {
    if (!isUuid(id)) return undefined;
    return withTenant(db, ctx, async (tx) => {
      const [contact] = await tx
        .select({ id: crmContacts.id })
        .from(crmContacts)
        .where(and(eq(crmContacts.id, id), eq(crmContacts.archived, false)));
      if (!contact) return undefined;
      const rows = await tx
        .select({
          id: crmDeals.id,
          name: crmDeals.name,
          stage: crmDeals.stage,
          amount: crmDeals.amount,
          closeDate: crmDeals.closeDate,
        })
        .from(crmDeals)
        .where(eq(crmDeals.contactId, id))
        .orderBy(desc(crmDeals.createdAt));
      return rows.map((deal) => ({ ...deal, amount: deal.amount === null ? null : Number(deal.amount) }));
    });
  },
};
