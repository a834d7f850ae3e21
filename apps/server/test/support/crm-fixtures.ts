import type { AccessLevel } from '@northdesk/shared';
import { and, eq } from 'drizzle-orm';
import { crmCompanies, crmDeals, userPermissions } from '../../src/db/schema/index.ts';
import type { TestServer } from './test-server.ts';

/** A customer company of a tenant, written directly (as the owner, like a seed). */
export async function makeCompany(
  server: TestServer,
  companyId: string,
  values: { name: string; domain?: string | null; country?: string | null; city?: string | null },
): Promise<string> {
  const [row] = await server.deps.database.db
    .insert(crmCompanies)
    .values({
      companyId,
      name: values.name,
      domain: values.domain ?? null,
      country: values.country ?? null,
      city: values.city ?? null,
    })
    .returning({ id: crmCompanies.id });
  if (!row) throw new Error('no company');
  return row.id;
}

export async function makeDeal(
  server: TestServer,
  companyId: string,
  values: { crmCompanyId: string; contactId: string; name: string; amount: string; stage?: string },
): Promise<string> {
  const [row] = await server.deps.database.db
    .insert(crmDeals)
    .values({
      companyId,
      crmCompanyId: values.crmCompanyId,
      contactId: values.contactId,
      name: values.name,
      stage: values.stage ?? 'proposal',
      amount: values.amount,
    })
    .returning({ id: crmDeals.id });
  if (!row) throw new Error('no deal');
  return row.id;
}

/** Sets a user's stored access level in a section. */
export async function setAccess(
  server: TestServer,
  user: { userId: string; companyId: string },
  section: string,
  accessLevel: AccessLevel,
): Promise<void> {
  const { db } = server.deps.database;
  await db
    .delete(userPermissions)
    .where(and(eq(userPermissions.userId, user.userId), eq(userPermissions.sectionId, section)));
  await db
    .insert(userPermissions)
    .values({ companyId: user.companyId, userId: user.userId, sectionId: section, accessLevel });
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
