import type { ReadyResponse } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '../../db/migrate.ts';
import { queryRows } from '../../db/rows.ts';
import type { AppDeps } from '../../deps.ts';

// The migrations this build ships; the newest one applied must be the newest one here.
let newestShipped: number | undefined;
function newestShippedMigration(): number {
  newestShipped ??= Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
  return newestShipped;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What GET /api/ready reports: the database answers, every migration is applied, the job queue runs. */
export async function checkReadiness(deps: Pick<AppDeps, 'database' | 'jobs'>): Promise<ReadyResponse> {
  const checks: ReadyResponse['checks'] = {
    database: { ok: false, detail: 'not checked' },
    migrations: { ok: false, detail: 'not checked' },
    jobs: deps.jobs.isRunning()
      ? { ok: true, detail: 'running' }
      : { ok: false, detail: 'the job queue is not running' },
  };
  try {
    await deps.database.db.execute(sql`select 1`);
    checks.database = { ok: true, detail: deps.database.kind };
  } catch (error) {
    checks.database = { ok: false, detail: `unreachable: ${errorText(error)}` };
  }
  if (checks.database.ok) {
    try {
      const [row] = await queryRows<{ newest: string | number | null }>(
        deps.database.db,
        sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
      );
      const applied = Number(row?.newest ?? 0);
      const shipped = newestShippedMigration();
      checks.migrations =
        applied >= shipped
          ? { ok: true, detail: 'up to date' }
          : { ok: false, detail: 'migrations are pending' };
    } catch (error) {
      checks.migrations = { ok: false, detail: `unknown: ${errorText(error)}` };
    }
  } else {
    checks.migrations = { ok: false, detail: 'database unreachable' };
  }
  const ready = checks.database.ok && checks.migrations.ok && checks.jobs.ok;
  return { status: ready ? 'ready' : 'not_ready', checks };
}
