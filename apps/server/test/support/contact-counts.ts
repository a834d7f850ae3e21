import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/rows.ts';
import type { Database } from '../../src/db/types.ts';

/**
 * The kept contact count (crm_company_contact_counts, migration 0071) and a fresh count of each
 * of a tenant's companies, as { name: "kept/counted" }. Read as the owner (every tenant).
 */
export async function keptAndCounted(database: Database, tenant: string): Promise<Record<string, string>> {
  const rows = await queryRows<{ name: string; kept: number | string; counted: number | string }>(
    database,
    sql`SELECT c.name, coalesce(n.contact_count, 0) AS kept,
               (SELECT count(*) FROM crm_contacts ct
                 WHERE ct.company_id = c.company_id AND ct.crm_company_id = c.id AND NOT ct.archived) AS counted
          FROM crm_companies c
          LEFT JOIN crm_company_contact_counts n ON n.company_id = c.company_id AND n.crm_company_id = c.id
         WHERE c.company_id = ${tenant} AND NOT c.is_individual_contacts
         ORDER BY c.name`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, `${Number(r.kept)}/${Number(r.counted)}`]));
}
