import { INDIVIDUAL_CONTACTS_COMPANY_NAME } from '@northdesk/shared';
import { crmCompanies } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/types.ts';

/**
 * Creates the tenant's "Individual Contacts" company (docs/product/companies.md) unless it exists. Idempotent:
 * a partial unique index allows one per tenant. Tenant creation lives elsewhere, so the companies
 * feature calls this when it lists or creates companies (and the demo seed does), and the contacts
 * feature can call it before linking an individual contact.
 */
export async function ensureIndividualContactsCompany(tx: Transaction, tenantId: string): Promise<void> {
  await tx
    .insert(crmCompanies)
    .values({ companyId: tenantId, name: INDIVIDUAL_CONTACTS_COMPANY_NAME, isIndividualContacts: true })
    .onConflictDoNothing();
}

/** Tenants whose company this process has seen committed, so the list does not write every time. */
const ensuredTenants = new Set<string>();

export const individualContactsMemo = {
  isEnsured: (tenantId: string) => ensuredTenants.has(tenantId),
  markEnsured: (tenantId: string) => void ensuredTenants.add(tenantId),
};
