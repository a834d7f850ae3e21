import { COMPANIES_COPY, type Company, type CompanyUpdate, type CompanyValues } from '@northdesk/shared';
import { and, eq, ne } from 'drizzle-orm';
import { readGeneralSettings } from '../../db/general-settings.ts';
import { checkedOwner, ownerRefOf } from '../../db/owners.ts';
import { crmCompanies } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { conflict, isUniqueViolation } from '../../lib/errors.ts';
import { releasePendingFile } from '../pending-files/pending-files.service.ts';
import { companyLogoKey } from './company-logos.ts';
import { type CompanyRow, toCompany } from './company-mapping.ts';
import { ensureIndividualContactsCompany } from './individual-contacts.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Route ids are any text: one that is no uuid names no company (and must not reach SQL as one). */
export const isUuid = (id: string) => UUID.test(id);

const DOMAIN_CONSTRAINT = 'crm_companies_tenant_domain_key';

type CompanyChanges = Partial<typeof crmCompanies.$inferInsert>;

/** The columns a create or update sets; undefined fields are left out (unchanged). */
function changesFrom(tenantId: string, input: CompanyUpdate): CompanyChanges {
  const changes: CompanyChanges = {
    name: input.name,
    domain: input.domain,
    industry: input.industry,
    phone: input.phone,
    billingEmail: input.billingEmail,
    billingAddress: input.billingAddress,
    city: input.city,
    state: input.state,
    country: input.country,
    employeeCount: input.employeeCount,
    leadStatus: input.leadStatus,
    businessUnit: input.businessUnit,
    source: input.source,
    ownerUserId: input.ownerUserId,
    logoKey:
      input.logoFile === undefined
        ? undefined
        : input.logoFile === null
          ? null
          : companyLogoKey(tenantId, input.logoFile),
  };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

/**
 * A logo saved with the company (an enriched, pending one) is the company's now: its pending row
 * goes in the same transaction, so the sweeper never deletes a file a saved company shows. The key
 * is always built with the caller's tenant (companyLogoKey), so another tenant's file cannot be
 * named, let alone released.
 */
async function keepSavedLogo(tx: Transaction, tenantId: string, changes: CompanyChanges): Promise<void> {
  if (changes.logoKey) await releasePendingFile(tx, tenantId, changes.logoKey);
}

/** Turns the per-tenant unique domain index into the spec's message. */
async function withDomainConflict<T>(domain: string | null | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (domain && isUniqueViolation(error, DOMAIN_CONSTRAINT))
      throw conflict(COMPANIES_COPY.domainExists(domain));
    throw error;
  }
}

/** A listed company of the tenant (not archived, not the Individual Contacts holder). */
export async function findListedCompany(tx: Transaction, id: string): Promise<CompanyRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx
    .select()
    .from(crmCompanies)
    .where(
      and(
        eq(crmCompanies.id, id),
        eq(crmCompanies.archived, false),
        eq(crmCompanies.isIndividualContacts, false),
      ),
    );
  return row;
}

/**
 * Single-company reads and writes of the signed-in user's tenant. Row-level security scopes every
 * statement; another tenant's id behaves exactly like an unknown one (undefined → 404).
 */
export const companiesService = {
  async get(db: Database, ctx: TenantContext, id: string): Promise<Company | undefined> {
    return withTenant(db, ctx, async (tx) => {
      const row = await findListedCompany(tx, id);
      return row ? toCompany(row, await ownerRefOf(tx, row.ownerUserId)) : undefined;
    });
  },

  async create(db: Database, ctx: TenantContext, input: CompanyValues): Promise<Company> {
    return withDomainConflict(input.domain, () =>
      withTenant(db, ctx, async (tx) => {
        await ensureIndividualContactsCompany(tx, ctx.companyId);
        await checkedOwner(tx, input.ownerUserId);
        const changes = changesFrom(ctx.companyId, input);
        const [row] = await tx
          .insert(crmCompanies)
          .values({
            leadStatus: (await readGeneralSettings(tx)).defaultLeadStatus,
            source: 'manual_entry',
            // The creator owns what they create unless they name someone else.
            ownerUserId: ctx.userId ?? null,
            ...changes,
            name: input.name,
            companyId: ctx.companyId,
          })
          .returning();
        if (!row) throw new Error('company was not created');
        await keepSavedLogo(tx, ctx.companyId, changes);
        return toCompany(row, await ownerRefOf(tx, row.ownerUserId));
      }),
    );
  },

  /** Applies the named fields and stamps locally_modified_at; also returns the logo it replaced. */
  async update(
    db: Database,
    ctx: TenantContext,
    id: string,
    input: CompanyUpdate,
  ): Promise<{ company: Company; replacedLogoKey: string | null } | undefined> {
    return withDomainConflict(input.domain, () =>
      withTenant(db, ctx, async (tx) => {
        const current = await findListedCompany(tx, id);
        if (!current) return undefined;
        await checkedOwner(tx, input.ownerUserId);
        const now = new Date();
        const changes = changesFrom(ctx.companyId, input);
        const [row] = await tx
          .update(crmCompanies)
          .set({ ...changes, locallyModifiedAt: now, updatedAt: now })
          .where(eq(crmCompanies.id, current.id))
          .returning();
        if (!row) return undefined;
        await keepSavedLogo(tx, ctx.companyId, changes);
        const replacedLogoKey = current.logoKey && current.logoKey !== row.logoKey ? current.logoKey : null;
        return { company: toCompany(row, await ownerRefOf(tx, row.ownerUserId)), replacedLogoKey };
      }),
    );
  },

  /**
   * The tenant's live company with this (already normalised) domain, other than `excludeId`.
   * Archived companies are left out, as the unique index leaves them out (WHERE NOT archived,
   * migration 0031): the check answers exactly what saving would refuse, and the company it names
   * can be opened (an archived one would link to "Company not found").
   */
  async findByDomain(
    db: Database,
    ctx: TenantContext,
    domain: string,
    excludeId?: string,
  ): Promise<{ id: string; name: string } | undefined> {
    return withTenant(db, ctx, async (tx) => {
      const [row] = await tx
        .select({ id: crmCompanies.id, name: crmCompanies.name })
        .from(crmCompanies)
        .where(
          and(
            eq(crmCompanies.domain, domain),
            eq(crmCompanies.archived, false),
            excludeId && isUuid(excludeId) ? ne(crmCompanies.id, excludeId) : undefined,
          ),
        )
        .limit(1);
      return row;
    });
  },
};
