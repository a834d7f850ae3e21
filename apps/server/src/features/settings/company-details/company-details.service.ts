import crypto from 'node:crypto';
import type { CompanyAddress, CompanyDetails, saveCompanyDetailsRequestSchema } from '@northdesk/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { companies, companyDetails } from '../../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../../db/tenant.ts';
import type { Database, Transaction } from '../../../db/types.ts';
import { notFound } from '../../../lib/errors.ts';
import { tenantDisplayName } from '../../../lib/tenant-name.ts';
import { releasePendingFile } from '../../pending-files/pending-files.service.ts';

type SaveInput = z.output<typeof saveCompanyDetailsRequestSchema>;

const LOGO_PATH_PREFIX = '/api/company-details/logo/';

/** The API path a stored logo is served from, and back. */
export const logoUrlOf = (fileName: string) => `${LOGO_PATH_PREFIX}${fileName}`;
export const logoFileNameOf = (logoUrl: string | null) =>
  logoUrl?.startsWith(LOGO_PATH_PREFIX) ? logoUrl.slice(LOGO_PATH_PREFIX.length) : null;
/** Where a tenant's logos live in storage: under the tenant's own folder. */
export const logoKeyOf = (companyId: string, fileName: string) => `${companyId}/logos/${fileName}`;
export const LOGO_FILE_NAME =
  /^logo-\d+(?:-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?\.[a-z]+$/;

async function read(tx: Transaction, companyId: string): Promise<CompanyDetails> {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound('Company not found');
  const [row] = await tx.select().from(companyDetails).where(eq(companyDetails.companyId, companyId));
  if (!row) {
    // Nothing saved yet: start from the names the tenant was created with.
    return {
      legalName: company.legalName ?? company.name,
      tradingName: company.tradingName,
      logoUrl: null,
      addresses: [],
      displayName: tenantDisplayName(company),
      updatedAt: null,
    };
  }
  return {
    legalName: row.legalName,
    tradingName: row.tradingName,
    logoUrl: row.logoUrl,
    addresses: row.addresses,
    displayName: tenantDisplayName(company),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The tenant's own company details (docs/product/administration.md). */
export const companyDetailsService = {
  get(db: Database, ctx: TenantContext): Promise<CompanyDetails> {
    return withTenant(db, ctx, (tx) => read(tx, ctx.companyId));
  },

  /**
   * Saves the details and, in the same transaction, the tenant row's legal and trading names, so
   * the header's company name follows at once. Returns the details and the logo that was replaced.
   */
  async save(
    db: Database,
    ctx: TenantContext,
    input: SaveInput,
  ): Promise<{ details: CompanyDetails; replacedLogoUrl: string | null }> {
    return withTenant(db, ctx, async (tx) => {
      const [previous] = await tx
        .select({ logoUrl: companyDetails.logoUrl })
        .from(companyDetails)
        .where(eq(companyDetails.companyId, ctx.companyId));
      const addresses: CompanyAddress[] = input.addresses.map((address) => ({
        id: address.id ?? crypto.randomUUID(),
        type: address.type,
        addressLine1: address.addressLine1,
        addressLine2: address.addressLine2,
        city: address.city,
        postcode: address.postcode,
        country: address.country,
      }));
      const now = new Date();
      const values = {
        legalName: input.legalName,
        tradingName: input.tradingName,
        logoUrl: input.logoUrl,
        addresses,
        updatedAt: now,
      };
      await tx
        .insert(companyDetails)
        .values({ companyId: ctx.companyId, ...values })
        .onConflictDoUpdate({ target: companyDetails.companyId, set: values });
      await tx
        .update(companies)
        .set({ legalName: input.legalName, tradingName: input.tradingName, updatedAt: now })
        .where(eq(companies.id, ctx.companyId));
      // The uploaded logo now belongs to the saved details: no longer the sweeper's.
      const logoFile = logoFileNameOf(input.logoUrl);
      if (logoFile) await releasePendingFile(tx, ctx.companyId, logoKeyOf(ctx.companyId, logoFile));
      const previousLogo = previous?.logoUrl ?? null;
      return {
        details: await read(tx, ctx.companyId),
        replacedLogoUrl: previousLogo !== input.logoUrl ? previousLogo : null,
      };
    });
  },
};
