import {
  CONTACT_ARCHIVE,
  type Contact,
  type ContactArchivePreview,
  type ContactDeal,
  type ContactValues,
  type contactQuickEditSchema,
  isUuid,
  type quickContactRequestSchema,
} from '@northdesk/shared';
import { and, count, desc, eq, sql, sum } from 'drizzle-orm';
import type { z } from 'zod';
import { checkedOwner, ownerRefOf } from '../../db/owners.ts';
import { crmActivities, crmCompanies, crmContacts, crmDeals } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import { toIsoTimestamp } from '../../db/timestamps.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { individualContactsCompanyId, listedCompany } from './contact-companies.ts';
import { asCategory, asLeadStatus, asSyncStrategy } from './contact-mapping.ts';

type Ctx = Required<TenantContext>;

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
          // (null, the form's "No owner", is no owner).
          ownerUserId: values.ownerUserId === undefined ? ctx.userId : values.ownerUserId,
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

  /**
   * The lead status and/or owner from a list row or the detail header (issue 18 item 3): only the
   * given fields change; like a form save it is a local edit (see update).
   */
  async quickEdit(
    db: Database,
    ctx: Ctx,
    id: string,
    values: z.output<typeof contactQuickEditSchema>,
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
      await checkedOwner(tx, values.ownerUserId);
      const syncStrategyChanged = current.syncStrategy === 'hubspot_managed';
      const now = new Date();
      await tx
        .update(crmContacts)
        .set({
          ...(values.leadStatus !== undefined ? { leadStatus: values.leadStatus } : {}),
          ...(values.ownerUserId !== undefined ? { ownerUserId: values.ownerUserId } : {}),
          ...(syncStrategyChanged ? { syncStrategy: 'bidirectional' } : {}),
          locallyModifiedAt: now,
          updatedAt: now,
        })
        .where(eq(crmContacts.id, id));
      const contact = await readContact(tx, id, options.canSeeDeals);
      return contact ? { contact, syncStrategyChanged } : undefined;
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
