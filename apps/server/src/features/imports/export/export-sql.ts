import { type SQL, sql } from 'drizzle-orm';
import type { ExportCursor } from './export-csv.ts';

/** The transaction's tenant, named again so the planner walks the tenant's part of each index. */
export const TENANT = sql`(SELECT NULLIF(current_setting('app.company_id', true), '')::uuid)`;

/** A LIKE pattern matching the words literally, lower-cased (%, _ and \\ are not wildcards). */
export const containing = (text: string) =>
  `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** London's calendar day and time, as people read them in a spreadsheet. */
export const londonDate = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'Europe/London', 'YYYY-MM-DD')`;
export const londonDateTime = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'Europe/London', 'YYYY-MM-DD HH24:MI')`;

/**
 * The rows after the cursor in the order `key, id` (both ascending or both descending): the
 * keyset that lets each batch start where the last ended without OFFSET. `cast` gives the
 * cursor's JSON value back its type.
 */
export function after(
  cursor: ExportCursor | null,
  key: SQL,
  id: SQL,
  cast: 'text' | 'timestamptz',
  dir: 'asc' | 'desc',
): SQL {
  if (!cursor) return sql``;
  const value =
    cursor.k === null
      ? sql`NULL`
      : cast === 'text'
        ? sql`${String(cursor.k)}::text`
        : sql`${String(cursor.k)}::timestamptz`;
  return dir === 'asc'
    ? sql` AND (${key}, ${id}) > (${value}, ${cursor.id}::uuid)`
    : sql` AND (${key}, ${id}) < (${value}, ${cursor.id}::uuid)`;
}

/** Conditions joined with AND (a leading AND each), for the WHERE clause after the tenant's. */
export const and = (conditions: (SQL | undefined)[]): SQL =>
  sql.join(
    conditions.filter((c): c is SQL => c !== undefined).map((c) => sql` AND ${c}`),
    sql``,
  );
