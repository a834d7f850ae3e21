import { WAREHOUSE_COPY } from '@northdesk/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { crmCompanies, purchaseOrders, receipts } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { conflict } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { findListedCompany } from './companies.service.ts';
import { archiveCompanyContacts, taskFileKeysOfCompany } from './related-records.ts';

// Removals run a few at a time: a company can have many task files, and S3 is a request each.
const FILE_DELETE_CONCURRENCY = 8;

/**
 * Removes stored files after the rows pointing at them are gone. A file that cannot be removed
 * is only logged: the delete has committed, the file is unreachable from the app, and failing
 * the request now would report a delete that did happen as failed.
 */
async function removeFiles(storage: FileStorage, keys: string[], log?: FastifyBaseLogger): Promise<void> {
  const queue = [...keys];
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      await storage.delete(key).catch((error: unknown) => {
        log?.warn({ err: error, key }, 'file of a deleted company could not be deleted');
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(FILE_DELETE_CONCURRENCY, keys.length) }, worker));
}

/** The warehouse keeps a supplier's deliveries and receipts (the ledger's references): a 409. */
async function refuseWarehouseSupplier(tx: Transaction, companyId: string): Promise<void> {
  const [order] = await tx
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.supplierId, companyId))
    .limit(1);
  const [receipt] = order
    ? [order]
    : await tx.select({ id: receipts.id }).from(receipts).where(eq(receipts.supplierId, companyId)).limit(1);
  if (receipt) throw conflict(WAREHOUSE_COPY.supplierInUse);
}

/**
 * Deletes a company in one transaction (docs/product/companies.md): first, when asked, its
 * contacts (archived: contacts are never removed), then the company. The foreign keys into it
 * do the rest, so nothing is left pointing at it: deals, activities and the tasks whose primary
 * company it is (with their subtasks, notes, checklists and file records) go with it, other
 * tasks lose the link, contacts that remain are unlinked. Stored files (the logo, the deleted
 * tasks' attachments) are listed inside the transaction and removed once it has committed.
 * A supplier of the warehouse's deliveries is refused (409): its receipts are the ledger's history.
 * Undefined when there is no such company in the tenant.
 */
export async function deleteCompany(
  db: Database,
  storage: FileStorage,
  ctx: TenantContext,
  id: string,
  options: { deleteContacts: boolean; log?: FastifyBaseLogger },
): Promise<{ name: string; deletedContacts: number } | undefined> {
  const result = await withTenant(db, ctx, async (tx) => {
    const company = await findListedCompany(tx, id);
    if (!company) return undefined;
    await refuseWarehouseSupplier(tx, company.id);
    const deletedContacts = options.deleteContacts ? await archiveCompanyContacts(tx, company.id) : 0;
    const taskFileKeys = await taskFileKeysOfCompany(tx, company.id);
    await tx.delete(crmCompanies).where(eq(crmCompanies.id, company.id));
    const fileKeys = company.logoKey ? [company.logoKey, ...taskFileKeys] : taskFileKeys;
    return { name: company.name, deletedContacts, fileKeys };
  });
  if (!result) return undefined;
  await removeFiles(storage, result.fileKeys, options.log);
  return { name: result.name, deletedContacts: result.deletedContacts };
}
