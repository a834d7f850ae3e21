import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '../../db/migrate.ts';
import { queryRows } from '../../db/rows.ts';
import type { Database, DatabaseHandle, Transaction } from '../../db/types.ts';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupHeader,
  type BackupSummary,
  lineWriter,
  type Row,
  SetChecksum,
  type TableSummary,
} from './backup-format.ts';
import { readCatalog, type TableInfo } from './table-catalog.ts';

const BATCH = 2_000;
const FILE_CHUNK = 256 * 1024;

const id = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

/** Text forms that do not depend on the session (time zone, date style, float digits, bytea). */
export async function setStableOutput(tx: Transaction | Database): Promise<void> {
  await tx.execute(
    sql`select set_config('timezone', 'UTC', true), set_config('datestyle', 'ISO, YMD', true), set_config('intervalstyle', 'postgres', true), set_config('extra_float_digits', '1', true), set_config('bytea_output', 'hex', true)`,
  );
}

/** A table's rows as arrays of text (null for NULL), read through a cursor in batches. */
export async function* tableRows(tx: Transaction, table: TableInfo): AsyncGenerator<Row[]> {
  const values = sql.join(
    table.columns.map((c) => sql`${id(c.name)}::text`),
    sql`, `,
  );
  const select: SQL = sql`select array_to_json(array[${values}]::text[])::text as "r" from ${id(table.name)}`;
  await tx.execute(sql`declare northdesk_backup no scroll cursor for ${select}`);
  try {
    for (;;) {
      const rows = await queryRows<{ r: string }>(
        tx,
        sql.raw(`fetch forward ${BATCH} from northdesk_backup`),
      );
      if (rows.length === 0) break;
      yield rows.map((row) => JSON.parse(row.r) as Row);
    }
  } finally {
    await tx.execute(sql`close northdesk_backup`);
  }
}

/** Each table's row count and checksum, read in one snapshot (a restore's verification). */
export async function tableSummaries(db: Database): Promise<Record<string, TableSummary>> {
  const { tables } = await readCatalog(db);
  return db.transaction(
    async (tx) => {
      await setStableOutput(tx);
      const out: Record<string, TableSummary> = {};
      for (const table of tables) {
        const checksum = new SetChecksum();
        for await (const rows of tableRows(tx, table))
          for (const row of rows) checksum.add(JSON.stringify(row));
        out[table.name] = { rows: checksum.count, checksum: checksum.value() };
      }
      return out;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The newest migration this build ships (drizzle's folderMillis). */
export function newestShippedMigration(): number {
  return Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
}

async function newestAppliedMigration(db: Database): Promise<number> {
  const [row] = await queryRows<{ newest: string | number | null }>(
    db,
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  return Number(row?.newest ?? 0);
}

/** Every stored file under a local files folder (DATA_DIR/files): keys, without the sidecars. */
function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  const out: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), key);
      else if (!entry.name.endsWith('.meta.json') && !entry.name.endsWith('.partial')) out.push(key);
    }
  };
  walk(root, '');
  return out;
}

/**
 * Writes a backup of the database (one consistent snapshot: a repeatable-read, read-only
 * transaction; on the embedded engine it holds the engine, so other work waits while the tables
 * are read) and of the files under `filesDir` (local storage; undefined with S3, whose bucket is
 * backed up by its own means). Files are read after the snapshot, while it is still open.
 */
export async function writeBackup(
  handle: DatabaseHandle,
  out: Writable,
  options: { filesDir: string | undefined },
): Promise<BackupSummary> {
  const { db } = handle;
  const { tables, sequences } = await readCatalog(db);
  const writer = lineWriter(out);
  const summary: BackupSummary = { done: true, tables: {}, files: { count: 0, checksum: '' } };
  await db.transaction(
    async (tx) => {
      await setStableOutput(tx);
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        engine: handle.kind,
        migration: await newestAppliedMigration(tx as unknown as Database),
        files: options.filesDir ? 'included' : 'not-included',
      };
      await writer.write(header);
      for (const table of tables) {
        await writer.write({ table: table.name, columns: table.columns.map((c) => c.name) });
        const checksum = new SetChecksum();
        for await (const rows of tableRows(tx, table)) {
          for (const row of rows) {
            checksum.add(JSON.stringify(row));
            await writer.write(row);
          }
        }
        summary.tables[table.name] = { rows: checksum.count, checksum: checksum.value() };
        await writer.write({ end: table.name, ...summary.tables[table.name] });
      }
      for (const sequence of sequences) {
        const [state] = await queryRows<{ value: string; called: boolean }>(
          tx,
          sql`select last_value::text as "value", is_called as "called" from ${id(sequence.name)}`,
        );
        if (state) await writer.write({ sequence: sequence.name, value: state.value, called: state.called });
      }
      if (options.filesDir) {
        const files = new SetChecksum();
        for (const key of listFiles(options.filesDir)) {
          const file = path.join(options.filesDir, ...key.split('/'));
          const bytes = await fs.promises.readFile(file).catch(() => undefined);
          // Deleted since it was listed: its row is gone too, or going.
          if (!bytes) continue;
          const meta = await fs.promises
            .readFile(`${file}.meta.json`, 'utf8')
            .then((text) => (JSON.parse(text) as { contentType?: string }).contentType)
            .catch(() => undefined);
          const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
          await writer.write({
            file: key,
            contentType: meta ?? 'application/octet-stream',
            size: bytes.length,
            sha256,
          });
          for (let at = 0; at < bytes.length; at += FILE_CHUNK)
            await writer.write({ data: bytes.subarray(at, at + FILE_CHUNK).toString('base64') });
          files.add(`${key} ${sha256}`);
        }
        summary.files = { count: files.count, checksum: files.value() };
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  await writer.write(summary);
  await writer.end();
  return summary;
}
