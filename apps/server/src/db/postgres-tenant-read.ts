import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { inlineSql } from './inline-sql.ts';
import type { TenantContext, WriterContext } from './tenant.ts';
import { queryResultRows, TEXT_RESULT_TYPES, tenantReadText, tenantWriteText } from './tenant-read.ts';

const asText = (value: string) => value;
const resultTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    TEXT_RESULT_TYPES.includes(oid)
      ? asText
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * DatabaseHandle.readAsTenant on PostgreSQL: one round trip instead of withTenant's four (BEGIN,
 * settings, query, COMMIT). No values are passed, so node-postgres sends a simple Query message,
 * which may hold several statements (see tenantReadText); its results are parsed from text with the
 * same type parsers as every other query.
 */
export function createPostgresTenantReader(pool: pg.Pool) {
  return async <T>(ctx: TenantContext, query: SQL): Promise<T[]> =>
    queryResultRows<T>(await pool.query({ text: tenantReadText(ctx, query), types: resultTypes }));
}

/** DatabaseHandle.writeAsTenant on PostgreSQL: settings and statement as one Query message. */
export function createPostgresTenantWriter(pool: pg.Pool) {
  return async <T>(ctx: WriterContext, query: SQL): Promise<T[]> =>
    queryResultRows<T>(await pool.query({ text: tenantWriteText(ctx, query), types: resultTypes }));
}

/** DatabaseHandle.readInlined on PostgreSQL: the inlined statement as a simple Query message. */
export function createPostgresInlinedReader(pool: pg.Pool) {
  return async <T>(query: SQL): Promise<T[]> =>
    (await pool.query({ text: inlineSql(query), types: resultTypes })).rows as T[];
}
