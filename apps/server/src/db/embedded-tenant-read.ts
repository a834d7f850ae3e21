import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { inlineSql } from './inline-sql.ts';
import type { TenantContext, WriterContext } from './tenant.ts';
import { queryResultRows, TEXT_RESULT_TYPES, tenantReadText, tenantWriteText } from './tenant-read.ts';

const asText = (value: string) => value;

/**
 * The PGlite client's own parsers for TEXT_RESULT_TYPES: text, as drizzle asks for them on every
 * query it sends anyway. Set once on the client (see embedded.ts) rather than passed with each
 * exec(), because PGlite merges per-query parsers into its table of ~300 on every call, which
 * measured 0.3 ms, as much as the rest of the read.
 */
export const textResultParsers = Object.fromEntries(TEXT_RESULT_TYPES.map((oid) => [oid, asText]));

/**
 * DatabaseHandle.readAsTenant on PGlite: the same single message as on PostgreSQL, through exec()
 * (the simple query protocol). There is no network here, but each query through drizzle and
 * PGlite's extended protocol costs CPU: measured 0.45 ms for this against 1.9 ms for withTenant's
 * BEGIN, settings, query and COMMIT. exec() waits for an open transaction, like every query.
 */
export function createEmbeddedTenantReader(client: PGlite) {
  return async <T>(ctx: TenantContext, query: SQL): Promise<T[]> =>
    queryResultRows<T>(await client.exec(tenantReadText(ctx, query)));
}

/** DatabaseHandle.writeAsTenant on PGlite: one exec() of the settings and the statement. */
export function createEmbeddedTenantWriter(client: PGlite) {
  return async <T>(ctx: WriterContext, query: SQL): Promise<T[]> =>
    queryResultRows<T>(await client.exec(tenantWriteText(ctx, query)));
}

/** DatabaseHandle.readInlined on PGlite: one exec() of the inlined statement. */
export function createEmbeddedInlinedReader(client: PGlite) {
  return async <T>(query: SQL): Promise<T[]> => {
    const [result] = await client.exec(inlineSql(query));
    return (result?.rows ?? []) as T[];
  };
}
