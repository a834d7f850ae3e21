import { eq } from 'drizzle-orm';
import { crmCompanies } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database } from '../../db/types.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { findListedCompany } from './companies.service.ts';
import { archiveCompanyContacts } from './related-records.ts';

/**
 * Deletes a company in one transaction (crm spec §4, company delete): first, when asked, its
 * contacts (archived: contacts are never removed), then the company. The foreign keys into it
 * do the rest, so nothing is left pointing at it: deals, activities and tasks go with it, contacts
 * that remain are unlinked. The stored logo is removed once the transaction has committed.
 * Undefined when there is no such company in the tenant.
 */
export async function deleteCompany(
  db: Database,
  storage: FileStorage,
  ctx: TenantContext,
  id: string,
  options: { deleteContacts: boolean },
): Promise<{ name: string; deletedContacts: number } | undefined> {
  const result = await withTenant(db, ctx, async (tx) => {
    const company = await findListedCompany(tx, id);
    if (!company) return undefined;
    const deletedContacts = options.deleteContacts ? await archiveCompanyContacts(tx, company.id) : 0;
    await tx.delete(crmCompanies).where(eq(crmCompanies.id, company.id));
    return { name: company.name, deletedContacts, logoKey: company.logoKey };
  });
  if (!result) return undefined;
  if (result.logoKey) await storage.delete(result.logoKey).catch(() => undefined);
  return { name: result.name, deletedContacts: result.deletedContacts };
}
