import { OWNERSHIP_COPY, type OwnerRef } from '@northdesk/shared';
import { eq } from 'drizzle-orm';
import { AppError } from '../lib/errors.ts';
import { profiles } from './schema/index.ts';
import type { Transaction } from './types.ts';

/**
 * Owners of CRM records (companies, contacts): a user of the record's tenant. Read and checked in
 * the caller's tenant transaction (row-level security limits profiles to the tenant), which is
 * why it lives here and not in one feature.
 */
export async function ownerRefOf(tx: Transaction, userId: string | null): Promise<OwnerRef | null> {
  if (!userId) return null;
  const [row] = await tx
    .select({ id: profiles.id, name: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ? { id: row.id, name: row.name || row.email } : null;
}

/** A chosen owner must be a user of the tenant; another tenant's user reads as unknown. */
export async function checkedOwner(tx: Transaction, userId: string | null | undefined): Promise<void> {
  if (!userId) return;
  if (!(await ownerRefOf(tx, userId))) {
    throw new AppError('validation_failed', OWNERSHIP_COPY.ownerNotFound, {
      ownerUserId: OWNERSHIP_COPY.ownerNotFound,
    });
  }
}
