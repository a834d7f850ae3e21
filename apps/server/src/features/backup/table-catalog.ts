import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import type { Database } from '../../db/types.ts';

/** One application table as a backup sees it: the columns it stores and how to read them back. */
export type TableInfo = {
  name: string;
  /** Stored columns in order (generated ones are left out: the database computes them again). */
  columns: { name: string; type: string; identityAlways: boolean }[];
  /** Columns of foreign keys to the same table, or that close a loop: loaded as null, then set. */
  deferred: string[];
  /** Primary key columns, to set the deferred columns after the load. */
  primaryKey: string[];
};

export type SequenceInfo = { name: string };

type ColumnRow = { table: string; column: string; type: string; identity: string; nullable: boolean };
type KeyRow = { table: string; target: string; columns: string[] | string; nullable: boolean };
type PrimaryRow = { table: string; columns: string[] | string };

/** PGlite returns text[] as a PostgreSQL array literal in some paths; both read as a list here. */
function list(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean)
    .map((v) => v.replace(/^"|"$/g, ''));
}

/**
 * The application's tables (schema public) in an order that loads them without breaking a
 * foreign key: a table after every table it points at. A key to the same table (a task's parent,
 * a line manager), or one closing a loop, has its nullable columns loaded as null and set once
 * every row is in. The job queue's own schema is not part of it (transient, recreated at start).
 */
export async function readCatalog(db: Database): Promise<{ tables: TableInfo[]; sequences: SequenceInfo[] }> {
  const columns = await queryRows<ColumnRow>(
    db,
    sql`select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type",
          a.attidentity as "identity", not a.attnotnull as "nullable"
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
          and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  const keys = await queryRows<KeyRow>(
    db,
    sql`select k.conrelid::regclass::text as "table", k.confrelid::regclass::text as "target",
          array(select attname::text from pg_attribute where attrelid = k.conrelid and attnum = any(k.conkey)) as "columns",
          not (select bool_and(attnotnull) from pg_attribute where attrelid = k.conrelid and attnum = any(k.conkey)) as "nullable"
        from pg_constraint k where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
  );
  const primaries = await queryRows<PrimaryRow>(
    db,
    sql`select k.conrelid::regclass::text as "table",
          array(select attname::text from pg_attribute where attrelid = k.conrelid and attnum = any(k.conkey)) as "columns"
        from pg_constraint k where k.contype = 'p' and k.connamespace = 'public'::regnamespace`,
  );
  const sequences = await queryRows<{ name: string }>(
    db,
    sql`select sequencename as "name" from pg_sequences where schemaname = 'public' order by sequencename`,
  );

  const nullable = new Set(columns.filter((c) => c.nullable).map((c) => `${c.table}.${c.column}`));
  /** Loads a key's nullable columns as null first (MATCH SIMPLE: one null column switches the check off). */
  const defer = (table: TableInfo, key: KeyRow) => {
    const columns = list(key.columns).filter((c) => nullable.has(`${table.name}.${c}`));
    if (columns.length === 0)
      throw new Error(`${table.name}: a key to ${key.target} cannot be loaded as null`);
    for (const column of columns) if (!table.deferred.includes(column)) table.deferred.push(column);
  };
  const byTable = new Map<string, TableInfo>();
  for (const row of columns) {
    const table = byTable.get(row.table) ?? { name: row.table, columns: [], deferred: [], primaryKey: [] };
    table.columns.push({ name: row.column, type: row.type, identityAlways: row.identity === 'a' });
    byTable.set(row.table, table);
  }
  for (const row of primaries) {
    const table = byTable.get(row.table);
    if (table) table.primaryKey = list(row.columns);
  }
  // Which tables each one waits for; self references are deferred at once.
  const waits = new Map<string, KeyRow[]>();
  for (const key of keys) {
    const table = byTable.get(key.table);
    if (!table) continue;
    if (key.target === key.table) {
      defer(table, key);
      continue;
    }
    waits.set(key.table, [...(waits.get(key.table) ?? []), key]);
  }
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const pending = [...byTable.keys()].sort();
  while (pending.length > 0) {
    const ready = pending.find((name) => (waits.get(name) ?? []).every((k) => placed.has(k.target)));
    let next = ready;
    if (!next) {
      // A loop: break it at a table whose waiting keys can all be loaded as null.
      next = pending.find((name) => (waits.get(name) ?? []).every((k) => placed.has(k.target) || k.nullable));
      if (!next) throw new Error(`foreign keys form a loop that cannot be loaded: ${pending.join(', ')}`);
      const table = byTable.get(next);
      for (const key of waits.get(next) ?? []) if (table && !placed.has(key.target)) defer(table, key);
    }
    pending.splice(pending.indexOf(next), 1);
    placed.add(next);
    const table = byTable.get(next);
    if (table) ordered.push(table);
  }
  return { tables: ordered, sequences };
}
