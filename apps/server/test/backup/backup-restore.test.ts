import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase } from '../../src/db/embedded.ts';
import { openPostgresDatabase } from '../../src/db/postgres.ts';
import type { DatabaseHandle } from '../../src/db/types.ts';
import { restoreBackup } from '../../src/features/backup/backup-restore.ts';
import { tableSummaries, writeBackup } from '../../src/features/backup/backup-writer.ts';
import { createLocalStorage } from '../../src/lib/storage/local-storage.ts';
import { createS3Storage } from '../../src/lib/storage/s3-storage.ts';
import { makeTenant } from '../security/support/tenant-fixtures.ts';
import { FAKE_S3_CREDENTIALS, startFakeS3 } from '../support/fake-s3/fake-s3-server.ts';
import { createScratchPostgres, testDatabaseUrl } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * Issue 25, item 1: a backup restored into an empty database has every table as it was (row
 * counts and checksums of every row's every column, compared table by table) and every stored
 * file byte for byte. On the suite's engine: PGlite by default, PostgreSQL with TEST_DATABASE_URL.
 */

let server: TestServer;
const scratch: string[] = [];
const tmp = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `northdesk-${name}-`));
  scratch.push(dir);
  return dir;
};

beforeAll(async () => {
  server = await startTestServer();
  // Two tenants with a record of every kind, files included (logos, avatars, attachments).
  await makeTenant(server, 'BackupA');
  await makeTenant(server, 'BackupB');
}, 120_000);
afterAll(async () => {
  await server.close();
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

function filesOf(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string, prefix: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), key);
      else out.set(key, fs.readFileSync(path.join(dir, entry.name)).toString('base64'));
    }
  };
  walk(root, '');
  return out;
}

async function emptyTarget(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  if (!testDatabaseUrl) {
    const dataDir = tmp('restore');
    const handle = await openEmbeddedDatabase(dataDir);
    return { handle, drop: () => handle.close() };
  }
  const database = await createScratchPostgres();
  const handle = await openPostgresDatabase(database.url, { poolMax: 4, onError: () => undefined });
  return {
    handle,
    async drop() {
      await handle.close();
      await database.drop();
    },
  };
}

describe('backup and restore (issue 25, item 1)', () => {
  it('restores every table and every file exactly', async () => {
    const filesDir = path.join(server.config.dataDir, 'files');
    const file = path.join(tmp('backup'), 'northdesk.backup');
    const summary = await writeBackup(server.deps.database, fs.createWriteStream(file), { filesDir });
    const source = await tableSummaries(server.deps.database.db);
    expect(Object.keys(source).length).toBeGreaterThan(40);
    expect(summary.tables).toEqual(source);
    const rows = Object.values(source).reduce((n, t) => n + t.rows, 0);
    expect(summary.files.count).toBeGreaterThanOrEqual(6);

    const target = await emptyTarget();
    try {
      const restoredFiles = tmp('restored-files');
      const result = await restoreBackup(target.handle, fs.createReadStream(file), {
        storage: createLocalStorage(restoredFiles),
      });
      expect(result.files).toBe(summary.files.count);
      // Every table compared: same rows, same checksum over every column's value.
      expect(await tableSummaries(target.handle.db)).toEqual(source);
      // Every file: same key, same bytes, same content type.
      expect(filesOf(restoredFiles)).toEqual(filesOf(filesDir));
      console.info(
        `[backup] ${server.databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${Object.keys(source).length} tables, ${rows} rows, ${summary.files.count} files, ${fs.statSync(file).size} bytes; restored and equal`,
      );
      // A second restore into the now full database is refused.
      await expect(
        restoreBackup(target.handle, fs.createReadStream(file), { storage: undefined }),
      ).rejects.toThrow(/not empty/);
    } finally {
      await target.drop();
    }
  }, 180_000);

  it('restores the files into an S3 bucket when one is configured (S3_*)', async () => {
    const filesDir = path.join(server.config.dataDir, 'files');
    const file = path.join(tmp('backup-s3'), 'northdesk.backup');
    await writeBackup(server.deps.database, fs.createWriteStream(file), { filesDir });
    const fake = await startFakeS3({ buckets: ['restored'] });
    const target = await emptyTarget();
    try {
      const storage = createS3Storage({
        endpoint: fake.endpoint,
        bucket: 'restored',
        region: 'us-east-1',
        forcePathStyle: true,
        ...FAKE_S3_CREDENTIALS,
      });
      const result = await restoreBackup(target.handle, fs.createReadStream(file), { storage });
      const onDisk = filesOf(filesDir);
      const stored = [...onDisk.keys()].filter((key) => !key.endsWith('.meta.json'));
      expect(result.files).toBe(stored.length);
      expect(new Set(fake.objects.keys())).toEqual(new Set(stored));
      for (const key of stored) {
        expect(fake.objects.get(key)?.body.toString('base64'), key).toBe(onDisk.get(key));
        const meta = JSON.parse(Buffer.from(onDisk.get(`${key}.meta.json`) ?? '', 'base64').toString()) as {
          contentType: string;
        };
        expect(fake.objects.get(key)?.contentType, key).toBe(meta.contentType);
      }
    } finally {
      await target.drop();
      await fake.close();
    }
  }, 180_000);

  it('refuses a file that is not a backup, and a truncated one', async () => {
    const target = await emptyTarget();
    try {
      await expect(
        restoreBackup(target.handle, Readable.from([Buffer.from('not gzip')]), { storage: undefined }),
      ).rejects.toThrow();
    } finally {
      await target.drop();
    }
  });
});
