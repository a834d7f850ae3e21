import { sql } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';

/**
 * Shares the demo companies and contacts among the demo users (by a hash of the row's id, so the
 * spread is stable), so that each user's "Mine" shows a part of the lists and the dashboard.
 */
export async function seedDemoOwners(db: Database, tenantId: string): Promise<void> {
  for (const table of [sql`crm_companies`, sql`crm_contacts`]) {
    await db.execute(sql`
      WITH u AS (
        SELECT p.id, (row_number() OVER (ORDER BY p.created_at, p.id) - 1)::integer AS n,
               count(*) OVER ()::integer AS total
          FROM profiles p WHERE p.company_id = ${tenantId}
      )
      UPDATE ${table} AS t SET owner_user_id = u.id
        FROM u
       WHERE t.company_id = ${tenantId} AND t.owner_user_id IS NULL
         AND u.n = mod(abs(hashtext(t.id::text)), u.total)`);
  }
}
