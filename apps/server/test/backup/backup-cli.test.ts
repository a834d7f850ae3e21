import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { backupThroughServer, migrateToPostgresCommand } from '../../src/cli/backup-commands.ts';
import { loadConfig } from '../../src/config.ts';
import { openEmbeddedDatabase } from '../../src/db/embedded.ts';
import { openPostgresDatabase } from '../../src/db/postgres.ts';
import { restoreBackup } from '../../src/features/backup/backup-restore.ts';
import { tableSummaries } from '../../src/features/backup/backup-writer.ts';
import { createLocalStorage } from '../../src/lib/storage/local-storage.ts';
import { makeTenant } from '../security/support/tenant-fixtures.ts';
import { createScratchPostgres, testDatabaseUrl } from '../support/test-database.ts';
import { startTestNode, TEST_APP_URL } from '../support/test-server.ts';

/*
 * Issue 25, items 1 and 2, as an operator runs them: a backup of a running embedded server
 * (its data folder is locked, so the CLI asks the server), and migrate-to-postgres from a seeded
 * embedded installation into an empty PostgreSQL database, counts and checksums verified.
 */

const dirs: string[] = [];
const tmp = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `northdesk-${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A real embedded installation in its own DATA_DIR, listening on loopback, with two tenants. */
async function embeddedInstallation() {
  const dataDir = tmp('install');
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    APP_URL: TEST_APP_URL,
    DATA_DIR: dataDir,
    PORT: '0',
  });
  // The engine queue's test limits: seeding two tenants on a busy machine must not meet a 503.
  const server = await startTestNode(config);
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const testServer = {
    app: server.app,
    deps: server.deps,
    config,
    databaseUrl: undefined,
    close: server.close,
  };
  await makeTenant(testServer, 'OpsA');
  await makeTenant(testServer, 'OpsB');
  return { server, dataDir, port };
}

describe('operations from the admin CLI (issue 25)', () => {
  it('backs up a running embedded server through it, and the backup restores equal', async () => {
    const { server, dataDir, port } = await embeddedInstallation();
    try {
      // Only this machine with the server's token: anyone else is refused.
      const remote = await server.app.inject({
        method: 'GET',
        url: '/api/admin/backup',
        remoteAddress: '10.0.0.7',
      });
      expect(remote.statusCode).toBe(404);
      const noToken = await server.app.inject({ method: 'GET', url: '/api/admin/backup' });
      expect(noToken.statusCode).toBe(401);

      const file = path.join(tmp('backup'), 'running.backup');
      await pipeline(await backupThroughServer({ dataDir, port }), fs.createWriteStream(file));
      const source = await tableSummaries(server.deps.database.db);
      const target = await openEmbeddedDatabase(tmp('restored'));
      try {
        const result = await restoreBackup(target, fs.createReadStream(file), {
          storage: createLocalStorage(tmp('restored-files')),
        });
        expect(result.files).toBeGreaterThanOrEqual(6);
        expect(await tableSummaries(target.db)).toEqual(source);
      } finally {
        await target.close();
      }
    } finally {
      await server.close();
    }
  }, 240_000);

  it.skipIf(!testDatabaseUrl)(
    'migrate-to-postgres copies a seeded embedded installation into an empty PostgreSQL',
    async () => {
      const { server, dataDir } = await embeddedInstallation();
      const source = await tableSummaries(server.deps.database.db);
      await server.close();
      const database = await createScratchPostgres();
      const before = { ...process.env };
      const printed: string[] = [];
      const write = process.stdout.write.bind(process.stdout);
      try {
        process.env.DATA_DIR = dataDir;
        delete process.env.DATABASE_URL;
        process.stdout.write = ((chunk: string) => {
          printed.push(String(chunk));
          return true;
        }) as typeof process.stdout.write;
        await migrateToPostgresCommand(['--to', database.url]);
      } finally {
        process.stdout.write = write;
        process.env = before;
      }
      const target = await openPostgresDatabase(database.url, { poolMax: 2, onError: () => undefined });
      try {
        expect(await tableSummaries(target.db)).toEqual(source);
        const rows = Object.values(source).reduce((n, t) => n + t.rows, 0);
        console.info(
          `[backup] migrate-to-postgres: ${Object.keys(source).length} tables, ${rows} rows copied and verified`,
        );
      } finally {
        await target.close();
        await database.drop();
      }
      expect(printed.join('')).toContain(`DATABASE_URL=${database.url}`);
    },
    240_000,
  );
});
