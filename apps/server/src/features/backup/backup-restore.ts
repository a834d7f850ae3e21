import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { migrationsFolder, runMigrations } from '../../db/migrate.ts';
import { queryRows } from '../../db/rows.ts';
import type { DatabaseHandle, Transaction } from '../../db/types.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import {
  type BackupHeader,
  type BackupSummary,
  headerSchema,
  type Row,
  readLines,
  summarySchema,
} from './backup-format.ts';
import { newestShippedMigration, tableSummaries } from './backup-writer.ts';
import { readCatalog, type TableInfo } from './table-catalog.ts';

const BATCH = 500;
const id = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

export class RestoreError extends Error {}

/** A migrations folder holding this build's migrations up to `upTo` (the backup's level). */
function migrationsUpTo(upTo: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-restore-migrations-'));
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { when: number; tag: string }[];
  };
  journal.entries = journal.entries.filter((e) => e.when <= upTo);
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries)
    fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

/** Refuses a target that already holds an installation: a restore never mixes two. */
async function assertEmpty(handle: DatabaseHandle): Promise<void> {
  const [row] = await queryRows<{ n: string | number }>(
    handle.db,
    sql`select count(*) as n from pg_tables where schemaname in ('public', 'drizzle')`,
  );
  if (Number(row?.n ?? 0) > 0)
    throw new RestoreError(
      'The target database is not empty: restore into a new DATA_DIR or an empty PostgreSQL database.',
    );
}

async function insertBatch(tx: Transaction, table: TableInfo, columns: string[], rows: Row[]): Promise<void> {
  const typeOf = new Map(table.columns.map((c) => [c.name, c.type]));
  const values = columns.map((name, i) =>
    table.deferred.includes(name) ? sql`null` : sql.raw(`(r->>${i})::${typeOf.get(name) ?? 'text'}`),
  );
  const overriding = table.columns.some((c) => c.identityAlways) ? sql` overriding system value` : sql``;
  await tx.execute(
    sql`insert into ${id(table.name)} (${sql.join(columns.map(id), sql`, `)})${overriding} select ${sql.join(values, sql`, `)} from json_array_elements(${JSON.stringify(rows)}::json) as r`,
  );
}

/** Sets the columns loaded as null (self references, loops) once every row is in. */
async function applyDeferred(
  tx: Transaction,
  table: TableInfo,
  columns: string[],
  rows: Row[],
): Promise<void> {
  const typeOf = new Map(table.columns.map((c) => [c.name, c.type]));
  const at = (name: string) => columns.indexOf(name);
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const sets = table.deferred.map(
      (name) => sql`${id(name)} = (r->>${sql.raw(String(at(name)))})::${sql.raw(typeOf.get(name) ?? 'text')}`,
    );
    const match = table.primaryKey.map(
      (name) =>
        sql`${id(table.name)}.${id(name)} = (r->>${sql.raw(String(at(name)))})::${sql.raw(typeOf.get(name) ?? 'text')}`,
    );
    await tx.execute(
      sql`update ${id(table.name)} set ${sql.join(sets, sql`, `)} from json_array_elements(${JSON.stringify(batch)}::json) as r where ${sql.join(match, sql` and `)}`,
    );
  }
}

export type RestoreResult = { header: BackupHeader; summary: BackupSummary; files: number };

/**
 * Restores a backup into an empty database (a new DATA_DIR, or an empty PostgreSQL database):
 * migrates it to the backup's level, loads every table in one transaction, sets the sequences,
 * checks each table's row count and checksum against the backup's, then applies this build's
 * newer migrations. Files go to `storage` (DATA_DIR/files, or S3 when configured), each checked
 * against its digest. A backup made by a newer Northdesk than this one is refused.
 */
export async function restoreBackup(
  handle: DatabaseHandle,
  input: Readable,
  options: { storage: FileStorage | undefined },
): Promise<RestoreResult> {
  await assertEmpty(handle);
  const lines = readLines(input);
  const first = await lines.next();
  const parsedHeader = headerSchema.safeParse(first.value);
  if (!parsedHeader.success)
    throw new RestoreError('This file is not a Northdesk backup (or a newer format).');
  const header = parsedHeader.data;
  if (header.migration > newestShippedMigration())
    throw new RestoreError('This backup was made by a newer Northdesk: upgrade this installation first.');
  const folder = migrationsUpTo(header.migration);
  try {
    await runMigrations(handle, folder);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  const { tables } = await readCatalog(handle.db);
  const byName = new Map(tables.map((t) => [t.name, t]));
  let summary: BackupSummary | undefined;
  let files = 0;
  const pendingFile: { key: string; contentType: string; sha256: string; chunks: Buffer[] } = {
    key: '',
    contentType: '',
    sha256: '',
    chunks: [],
  };
  const flushFile = async () => {
    if (!pendingFile.key) return;
    const bytes = Buffer.concat(pendingFile.chunks);
    if (crypto.createHash('sha256').update(bytes).digest('hex') !== pendingFile.sha256)
      throw new RestoreError(`File ${pendingFile.key} is damaged in the backup.`);
    if (options.storage)
      await options.storage.put(pendingFile.key, bytes, { contentType: pendingFile.contentType });
    files++;
    pendingFile.key = '';
    pendingFile.chunks = [];
  };

  await handle.db.transaction(async (tx) => {
    const names = tables.map((t) => id(t.name));
    // Migrations seed some rows (sections…): the backup has them as they were.
    if (names.length > 0) await tx.execute(sql`truncate ${sql.join(names, sql`, `)} cascade`);
    // Rows kept by triggers (search counts, stock balances) are in the backup as they were: the
    // triggers stay off while it loads (the owner may do this; foreign keys stay checked).
    for (const name of names) await tx.execute(sql`alter table ${name} disable trigger user`);
    let table: TableInfo | undefined;
    let columns: string[] = [];
    let batch: Row[] = [];
    const deferred: { table: TableInfo; columns: string[]; rows: Row[] }[] = [];
    const flush = async () => {
      if (table && batch.length > 0) await insertBatch(tx, table, columns, batch);
      if (table && table.deferred.length > 0) deferred.at(-1)?.rows.push(...batch);
      batch = [];
    };
    for await (const line of lines) {
      if (Array.isArray(line)) {
        batch.push(line as Row);
        if (batch.length >= BATCH) await flush();
        continue;
      }
      const entry = line as Record<string, unknown>;
      if (typeof entry.table === 'string') {
        table = byName.get(entry.table);
        if (!table)
          throw new RestoreError(`The backup has a table this installation does not know: ${entry.table}`);
        columns = entry.columns as string[];
        if (table.deferred.length > 0) deferred.push({ table, columns, rows: [] });
      } else if (typeof entry.end === 'string') {
        await flush();
        table = undefined;
      } else if (typeof entry.sequence === 'string') {
        await tx.execute(
          sql`select setval(${entry.sequence}::regclass, ${String(entry.value)}::bigint, ${entry.called === true})`,
        );
      } else if (typeof entry.file === 'string') {
        await flushFile();
        Object.assign(pendingFile, {
          key: entry.file,
          contentType: String(entry.contentType),
          sha256: String(entry.sha256),
          chunks: [],
        });
      } else if (typeof entry.data === 'string') {
        pendingFile.chunks.push(Buffer.from(entry.data, 'base64'));
      } else if (entry.done === true) {
        await flushFile();
        summary = summarySchema.parse(entry);
      }
    }
    for (const item of deferred) await applyDeferred(tx, item.table, item.columns, item.rows);
    for (const name of names) await tx.execute(sql`alter table ${name} enable trigger user`);
  });
  if (!summary) throw new RestoreError('The backup ends early: it is incomplete.');
  // Every table as the backup says it was: same rows, same checksums.
  const restored = await tableSummaries(handle.db);
  const mismatched = Object.entries(summary.tables).filter(
    ([name, expected]) =>
      restored[name]?.rows !== expected.rows || restored[name]?.checksum !== expected.checksum,
  );
  if (mismatched.length > 0)
    throw new RestoreError(
      `Restored tables differ from the backup: ${mismatched.map(([n]) => n).join(', ')}`,
    );
  await runMigrations(handle);
  return { header, summary, files };
}
