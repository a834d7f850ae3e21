import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';

const FIRST_ANALYZE_AT = 2_000;

/**
 * A sync can fill the CRM tables from empty in minutes, long before autovacuum analyzes them (and
 * PGlite has no autovacuum). Planning on "empty table" statistics, PostgreSQL read the tenant's
 * whole crm_companies for each page's id lookup instead of probing the external-id index: 0.4 s a
 * lookup at 100,000 companies, and the benchmark's full sync fell to a quarter of the rate limit.
 * So the run analyzes the tables it writes each time it has written as many records again
 * (2,000, 4,000, 8,000…: about ten times for 300,000). ANALYZE samples, takes a lock that lets
 * writes go on, and runs as the connection's user (the tables' owner); where that is refused it
 * only warns and the run goes on.
 */
export function statisticsKeeper(deps: AppDeps) {
  let written = 0;
  let next = FIRST_ANALYZE_AT;
  return async (count: number) => {
    written += count;
    if (written < next) return;
    next = written * 2;
    await deps.database.db
      .execute(sql`analyze crm_companies, crm_contacts, hubspot_seen_ids`)
      .catch((error: unknown) => deps.log.warn({ err: error }, 'hubspot sync could not analyze its tables'));
  };
}
