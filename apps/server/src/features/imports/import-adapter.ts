import type { ImportEntity } from '@northdesk/shared';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import type { TenantContext } from '../../db/tenant.ts';
import type { Transaction } from '../../db/types.ts';
import type { RowProblem, RowValues, Value } from './import-values.ts';

/** A record's stored values by SQL column name. */
export type Columns = Record<string, Value>;

/** A row ready for the decision: what it would write, and the record it matches, if any. */
export type Prepared = {
  /** The columns the row sets (blank cells leave a value as it is, so they are left out). */
  columns: Columns;
  /** The duplicate key (normalised domain, email or SKU), if the row has one. */
  key: string | null;
  existing: { id: string; columns: Columns } | null;
  /** A relation that could not be found, a missing required value. */
  problem: RowProblem | null;
};

/** What the import needs to know about one entity. */
export type ImportAdapter = {
  entity: ImportEntity;
  table: string;
  /** Columns a new record gets besides the row's (owner, source…). */
  defaults(ctx: TenantContext): Columns;
  /** How people recognise the row in the report (a name, an email). */
  label(values: RowValues): string;
  prepare(tx: Transaction, rows: RowValues[]): Promise<Prepared[]>;
  /**
   * Whether two batches may be in flight at once (import-pipeline.ts): only where their writes
   * lock no row in common.
   */
  concurrentWrites?: boolean;
  /** Inserts a batch of new records (insertRecords unless the entity needs more). */
  insert?(tx: Transaction, rows: (Columns & { id: string })[]): Promise<void>;
};

export const missing = (reason: RowProblem['reason'], field: string | null): RowProblem => ({
  reason,
  field,
  value: null,
});

/** Decimal strings compared as numbers ("12.50" = "12.5000"), everything else as text. */
const canon = (value: Value | undefined): string => {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /^-?\d+\.\d+$/.test(text) ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
};

/** The columns a row would change on the existing record, with their values before. */
export function changedColumns(row: Columns, existing: Columns): Columns | null {
  const before: Columns = {};
  let changed = false;
  for (const [column, value] of Object.entries(row)) {
    if (canon(value) !== canon(existing[column])) {
      before[column] = existing[column] ?? null;
      changed = true;
    }
  }
  return changed ? before : null;
}

/** A PostgreSQL array literal of texts (one parameter, whatever the count; quotes escaped). */
export const pgArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/** Existing rows of a table by id or by a key expression, in one statement. */
export async function findExisting(
  tx: Transaction,
  table: string,
  columns: string[],
  ids: string[],
  key: { expression: SQL; values: string[] } | null,
  live: SQL,
): Promise<(Columns & { id: string; _key: string | null })[]> {
  if (ids.length === 0 && (!key || key.values.length === 0)) return [];
  const select = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const byKey =
    key && key.values.length > 0
      ? sql` OR (${key.expression} = ANY(${pgArray(key.values)}::text[]) AND ${live})`
      : sql``;
  return queryRows(
    tx,
    sql`SELECT id, ${key ? key.expression : sql`NULL`} AS _key, ${select} FROM ${sql.identifier(table)}
        WHERE company_id = (SELECT NULLIF(current_setting('app.company_id', true), '')::uuid)
          AND (id = ANY(${pgArray(ids)}::uuid[])${byKey})
        ORDER BY created_at`,
  );
}

/**
 * Inserts records with ids made here, a batch per statement (the import's speed comes from this).
 * The rows travel as one JSON parameter that json_populate_recordset reads with the table's own
 * column types: one value to send and parse instead of a parameter per cell (12,000 for 1,000
 * contacts). Rows set different columns: each gets every column any of them sets, null where it
 * sets none (every NOT NULL column is either required or in the adapter's defaults).
 */
export async function insertRecords(tx: Transaction, table: string, rows: (Columns & { id: string })[]) {
  if (rows.length === 0) return;
  const columns = sql.join(
    [...new Set(rows.flatMap((row) => Object.keys(row)))].map((c) => sql.identifier(c)),
    sql`, `,
  );
  await tx.execute(
    sql`INSERT INTO ${sql.identifier(table)} (${columns})
        SELECT ${columns} FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`,
  );
}

/** Sets some columns of one record (an update, or an undo putting values back). */
export async function updateRecord(tx: Transaction, table: string, id: string, columns: Columns, touch: SQL) {
  const sets = Object.entries(columns).map(([c, v]) => sql`${sql.identifier(c)} = ${v}`);
  if (sets.length === 0) return;
  await tx.execute(
    sql`UPDATE ${sql.identifier(table)} SET ${sql.join(sets, sql`, `)}${touch} WHERE id = ${id}`,
  );
}
