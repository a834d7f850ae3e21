import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTenantCompany } from '../src/features/settings/tenants/tenants.service.ts';
import { createUser } from '../src/features/settings/users/user-accounts.service.ts';
import { createLogger } from '../src/lib/logger.ts';
import { createDeps } from '../src/server.ts';
import { openEngine, PASSWORD, runIfMain } from './support/list-bench.ts';

/*
 * The server of `npm run bench:import`, in a process of its own so the benchmark can read the
 * server's memory alone (the client holds the CSV files and reads the exports). Started by
 * import-bench.ts with BENCH_ENGINE; prints one JSON line { base, email } once it answers, and
 * stops (dropping its scratch database) on SIGTERM.
 */
async function main() {
  const engine = process.env.BENCH_ENGINE ?? 'postgres';
  const { handle, drop } = await openEngine(engine);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-bench-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    DATA_DIR: dataDir,
    APP_URL: 'http://127.0.0.1',
  });
  const deps = await createDeps(config, createLogger(config), handle, {
    jobWorkers: true,
    jobPollingSeconds: 0.5,
  });
  const app = await buildApp({ deps, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  await deps.jobs.startWorkers(deps);
  const tenant = (await createTenantCompany(handle.db, 'Import Bench Ltd')).id;
  const email = `import-bench-${Date.now()}@bench.test`;
  await createUser(handle.db, deps.auth, {
    companyId: tenant,
    email,
    fullName: 'Import Bench',
    password: PASSWORD,
    role: 'super_admin',
    firstLoginCompleted: true,
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    await deps.jobs.stop({ timeoutMs: 5_000 });
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.stdout.write(
    `${JSON.stringify({ base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, email })}\n`,
  );
}

runIfMain(import.meta, main);
