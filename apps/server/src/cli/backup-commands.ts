import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { type AppConfig, loadConfig } from '../config.ts';
import { openEmbeddedDatabase } from '../db/embedded.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { openPostgresDatabase } from '../db/postgres.ts';
import type { DatabaseHandle } from '../db/types.ts';
import { adminTokenFile } from '../features/backup/backup.routes.ts';
import { restoreBackup } from '../features/backup/backup-restore.ts';
import { tableSummaries, writeBackup } from '../features/backup/backup-writer.ts';
import { openFileStorage } from '../lib/storage/open-storage.ts';
import { s3ConfigFromEnv } from '../lib/storage/s3-config.ts';
import type { FileStorage } from '../lib/storage/storage.ts';

const config = (): AppConfig => loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
const say = (line: string) => process.stdout.write(`${line}\n`);

/** The storage files are restored into: S3 when S3_* is set, else DATA_DIR/files. */
const targetStorage = (dataDir: string): Promise<FileStorage> => openFileStorage(dataDir);

/** A backup of the embedded database through the server that holds it (GET /api/admin/backup). */
export async function backupThroughServer(cfg: Pick<AppConfig, 'dataDir' | 'port'>): Promise<Readable> {
  const token = fs.readFileSync(adminTokenFile(cfg.dataDir), 'utf8').trim();
  const response = await fetch(`http://127.0.0.1:${cfg.port}/api/admin/backup`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok || !response.body)
    throw new Error(`The running server refused the backup (${response.status}): ${await response.text()}`);
  return Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
}

/**
 * The source installation as a backup stream: taken directly (PostgreSQL; or the embedded
 * database when no server holds it), or through the running server that holds it.
 */
async function backupStream(cfg: AppConfig): Promise<Readable> {
  const filesDir = s3ConfigFromEnv(process.env) ? undefined : path.join(cfg.dataDir, 'files');
  let handle: DatabaseHandle;
  try {
    handle = cfg.databaseUrl
      ? await openPostgresDatabase(cfg.databaseUrl, { poolMax: 2, onError: () => undefined })
      : await openEmbeddedDatabase(cfg.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) return backupThroughServer(cfg);
    throw error;
  }
  const { PassThrough } = await import('node:stream');
  const out = new PassThrough();
  writeBackup(handle, out, { filesDir })
    .catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))))
    .finally(() => void handle.close());
  return out;
}

export async function backupCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { out: { type: 'string' } } });
  if (!values.out) throw new Error('Usage: npm run admin -- backup --out FILE');
  const cfg = config();
  const partial = `${values.out}.partial`;
  await pipeline(await backupStream(cfg), fs.createWriteStream(partial));
  fs.renameSync(partial, values.out);
  say(`Backup written to ${values.out} (${fs.statSync(values.out).size} bytes).`);
}

async function restoreInto(handle: DatabaseHandle, from: Readable, storage: FileStorage | undefined) {
  const result = await restoreBackup(handle, from, { storage });
  const tables = Object.values(result.summary.tables);
  say(
    `Restored ${tables.length} tables (${tables.reduce((n, t) => n + t.rows, 0)} rows, counts and checksums verified) and ${result.files} files.`,
  );
}

export async function restoreCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { from: { type: 'string' } } });
  if (!values.from) throw new Error('Usage: npm run admin -- restore --from FILE');
  const cfg = config();
  const handle = cfg.databaseUrl
    ? await openPostgresDatabase(cfg.databaseUrl, { poolMax: 2, onError: () => undefined })
    : await openEmbeddedDatabase(cfg.dataDir);
  try {
    await restoreInto(handle, fs.createReadStream(values.from), await targetStorage(cfg.dataDir));
  } finally {
    await handle.close();
  }
}

/**
 * Copies the embedded installation of DATA_DIR (stopped, or through its running server) into an
 * empty PostgreSQL database, verifies every table's row count and checksum, and prints the
 * DATABASE_URL to start with. Files stay in DATA_DIR/files, or go to S3 when S3_* is set.
 */
export async function migrateToPostgresCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { to: { type: 'string' } } });
  if (!values.to?.startsWith('postgres'))
    throw new Error('Usage: npm run admin -- migrate-to-postgres --to postgres://…');
  const cfg = config();
  if (cfg.databaseUrl) throw new Error('DATABASE_URL is set: this installation already runs on PostgreSQL.');
  const s3 = s3ConfigFromEnv(process.env) ? await targetStorage(cfg.dataDir) : undefined;
  const target = await openPostgresDatabase(values.to, { poolMax: 2, onError: () => undefined });
  try {
    await restoreInto(target, await backupStream(cfg), s3);
    const summaries = await tableSummaries(target.db);
    say(`Verified ${Object.keys(summaries).length} tables on PostgreSQL.`);
  } finally {
    await target.close();
  }
  say(
    `Done. Start Northdesk with:\n  DATABASE_URL=${values.to}${s3 ? '' : `\n  DATA_DIR=${cfg.dataDir} (the files stay there)`}`,
  );
}
