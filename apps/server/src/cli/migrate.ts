import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { runMigrations } from '../db/migrate.ts';
import { runCli } from './run-cli.ts';

runCli(async () => {
  const config = loadConfig();
  const database = await openDatabase(config, (error) => process.stderr.write(`${error.message}\n`));
  try {
    await runMigrations(database);
    process.stdout.write(`migrations applied (${database.kind} database)\n`);
  } finally {
    await database.close();
  }
});
