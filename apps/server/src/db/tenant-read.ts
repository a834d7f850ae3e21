import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { inlineSql } from './inline-sql.ts';
import { APP_ROLE, actorOf, type TenantContext, type WriterContext } from './tenant.ts';

/**
 * Types kept as their text, as drizzle's drivers keep them for db.execute() (and so for
 * queryRows): timestamptz, timestamp, date, interval, numeric[], timestamp[], timestamptz[],
 * interval[], date[]. Rows of readAsTenant then look exactly like those of the same query run
 * through withTenant, on either engine.
 */
export const TEXT_RESULT_TYPES: readonly number[] = [1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182];

/**
 * DatabaseHandle.readAsTenant as one simple-protocol Query message of two statements: the
 * settings withTenant makes, then the query with its parameters inlined. PostgreSQL runs the
 * statements of one such message as one implicit transaction, so set_config(..., true) holds for
 * the query and ends with it, and an error in either rolls back both: withTenant's guarantees
 * (application role, this tenant for this transaction alone, row-level security) without BEGIN
 * and COMMIT. The transaction is also made read-only, so a write passed in as a "read" fails.
 */
export function tenantReadText(ctx: TenantContext, query: SQL): string {
  const statement = inlineSql(query);
  return (
    `SELECT set_config('role', ${pg.escapeLiteral(APP_ROLE)}, true), ` +
    `set_config('app.company_id', ${pg.escapeLiteral(ctx.companyId)}, true), ` +
    `set_config('app.user_id', ${pg.escapeLiteral(ctx.userId ?? '')}, true), ` +
    `set_config('transaction_read_only', 'on', true); ${statement}`
  );
}

/**
 * DatabaseHandle.writeAsTenant: the same single message as tenantReadText, without the read-only
 * setting and with withTenant's app.actor (the record history's triggers read it). The two
 * statements are one implicit transaction: the write commits when the message ends, or not at all.
 */
export function tenantWriteText(ctx: WriterContext, query: SQL): string {
  const statement = inlineSql(query);
  return (
    `SELECT set_config('role', ${pg.escapeLiteral(APP_ROLE)}, true), ` +
    `set_config('app.company_id', ${pg.escapeLiteral(ctx.companyId)}, true), ` +
    `set_config('app.user_id', ${pg.escapeLiteral(ctx.userId ?? '')}, true), ` +
    `set_config('app.actor', ${pg.escapeLiteral(actorOf(ctx))}, true); ${statement}`
  );
}

/** The query's rows: the second of the two results (inlineSql refuses a `;`, so there is no third). */
export function queryResultRows<T>(results: unknown): T[] {
  if (!Array.isArray(results) || results.length !== 2)
    throw new Error('expected the results of two statements');
  return (results[1] as { rows: T[] }).rows;
}
