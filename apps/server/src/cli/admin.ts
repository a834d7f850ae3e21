import { ROLES } from '@northdesk/shared';
import { count } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { profiles } from '../db/schema/index.ts';
import { readDemoPassword } from '../features/demo/demo-password.ts';
import { tenantDirectory } from '../features/settings/tenants/tenants.service.ts';
import { createLogger } from '../lib/logger.ts';
import { createDeps } from '../server.ts';
import { backupCommand, migrateToPostgresCommand, restoreCommand } from './backup-commands.ts';
import { createUsers, parseCreateUserArgs } from './create-users.ts';
import { runCli } from './run-cli.ts';

const USAGE = `Northdesk admin

  npm run admin -- create-user --email E --password P --full-name N --company "C" [--role R] [--no-password-change]
      Creates a user (and the tenant company C if no company has that name) and prints the user id.
      Roles: ${ROLES.join(', ')} (default operative). The user must change the password at first
      sign-in unless --no-password-change is given.

  npm run admin -- create-user --from FILE
      Creates every user of FILE, a JSON array of { "email", "password", "fullName", "company",
      "role" (default operative), "mustChangePassword" (default true) }, in one go; every entry is
      checked before any user is created. Prints one user id per line.

  npm run admin -- list-companies
      Lists every tenant company with its id, status and number of users.

  npm run admin -- demo-password
      Prints the demo users' password generated at the first start (nothing when no demo tenant
      was seeded). Run it on the server machine; it reads the database.

  npm run admin -- backup --out FILE
      Writes a backup (every table in one consistent snapshot, and the files of DATA_DIR/files).
      Works while the server runs: on the embedded database it asks the running server on this
      machine (PORT) for it; on PostgreSQL (DATABASE_URL) it reads the database directly.

  npm run admin -- restore --from FILE
      Restores a backup into an empty DATA_DIR (or the empty PostgreSQL database of DATABASE_URL),
      checks every table's row count and checksum, and puts the files back (S3 when S3_* is set).

  npm run admin -- migrate-to-postgres --to postgres://USER@HOST/DB
      Copies this embedded installation into an empty PostgreSQL database, verifies every table
      and prints the DATABASE_URL to start with. Files stay in DATA_DIR/files (or go to S3).
`;

async function createUserCommand(args: string[]): Promise<void> {
  const users = parseCreateUserArgs(args, USAGE);
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const deps = await createDeps(config, createLogger(config));
  try {
    for (const id of await createUsers(deps, users)) process.stdout.write(`${id}\n`);
  } finally {
    await deps.jobs.stop();
    await deps.database.close();
  }
}

async function listCompanies(): Promise<void> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const deps = await createDeps(config, createLogger(config));
  try {
    const { db } = deps.database;
    const companies = await tenantDirectory.list(db);
    const users = await db
      .select({ companyId: profiles.companyId, n: count() })
      .from(profiles)
      .groupBy(profiles.companyId);
    const usersBy = new Map(users.map((u) => [u.companyId, u.n]));
    if (companies.length === 0) process.stdout.write('No companies yet.\n');
    for (const c of companies) {
      const status = c.isActive ? 'active' : 'inactive';
      process.stdout.write(`${c.id}  ${c.name}  (${status}, ${usersBy.get(c.id) ?? 0} users)\n`);
    }
  } finally {
    await deps.jobs.stop();
    await deps.database.close();
  }
}

async function demoPasswordCommand(): Promise<void> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const deps = await createDeps(config, createLogger(config));
  try {
    const password = await readDemoPassword(deps.database.db);
    if (!password) throw new Error('No demo data was seeded in this database, so there is no demo password.');
    process.stdout.write(`${password}\n`);
  } finally {
    await deps.jobs.stop();
    await deps.database.close();
  }
}

const [command, ...rest] = process.argv.slice(2);
runCli(async () => {
  if (command === 'create-user') return createUserCommand(rest);
  if (command === 'list-companies') return listCompanies();
  if (command === 'demo-password') return demoPasswordCommand();
  if (command === 'backup') return backupCommand(rest);
  if (command === 'restore') return restoreCommand(rest);
  if (command === 'migrate-to-postgres') return migrateToPostgresCommand(rest);
  process.stdout.write(USAGE);
  if (command && command !== 'help' && command !== '--help') throw new Error(`Unknown command "${command}"`);
});
