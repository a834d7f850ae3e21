import crypto from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { companies, profiles, userRoles } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/tenant.ts';
import type { Database } from '../../../db/types.ts';

export type TenantCompany = typeof companies.$inferSelect;

/** Creates a tenant. Written as the application role inside its own new tenant, like any tenant row. */
export async function createTenantCompany(db: Database, name: string): Promise<TenantCompany> {
  const id = crypto.randomUUID();
  const [created] = await withTenant(db, { companyId: id }, (tx) =>
    tx.insert(companies).values({ id, name: name.trim(), legalName: name.trim() }).returning(),
  );
  if (!created) throw new Error('tenant company was not created');
  return created;
}

/**
 * Directory look-ups across tenants, for operator tools only (admin CLI, developer company switch):
 * they run on the owner connection, which bypasses row-level security on purpose.
 */
export const tenantDirectory = {
  findByName: async (db: Database, name: string): Promise<TenantCompany | undefined> => {
    const [row] = await db
      .select()
      .from(companies)
      .where(eq(sql`lower(${companies.name})`, name.trim().toLowerCase()))
      .orderBy(asc(companies.createdAt))
      .limit(1);
    return row;
  },
  list: (db: Database): Promise<TenantCompany[]> => db.select().from(companies).orderBy(asc(companies.name)),
  findActiveById: async (db: Database, id: string): Promise<TenantCompany | undefined> => {
    const [row] = await db
      .select()
      .from(companies)
      .where(and(eq(companies.id, id), eq(companies.isActive, true)));
    return row;
  },
};

/**
 * Moves a user (a developer switching company) into another tenant: profile and role row move
 * together. Runs as the application role inside the target tenant; the user's own rows are
 * visible through the own-row clause of the policies.
 */
export async function switchUserCompany(db: Database, userId: string, companyId: string): Promise<void> {
  await withTenant(db, { companyId, userId }, async (tx) => {
    await tx.update(profiles).set({ companyId, updatedAt: new Date() }).where(eq(profiles.id, userId));
    await tx.update(userRoles).set({ companyId }).where(eq(userRoles.userId, userId));
  });
}
