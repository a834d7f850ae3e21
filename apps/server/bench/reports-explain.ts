import { REPORT_IDS, reportsToday } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import { runMigrations } from '../src/db/migrate.ts';
import { queryRows } from '../src/db/rows.ts';
import { withTenant } from '../src/db/tenant.ts';
import { overviewSql } from '../src/features/reports/overview.sql.ts';
import { REPORT_SQL, reportParams } from '../src/features/reports/reports.service.ts';
import { createTenantCompany } from '../src/features/settings/tenants/tenants.service.ts';
import { insertReportData } from './reports-data.ts';
import { log, openEngine, runIfMain } from './support/list-bench.ts';

/*
 * BENCH_ENGINES=postgres tsx bench/reports-explain.ts — the plans of the report statements on a
 * generated tenant (sizes as reports-data.ts; smaller ones through its environment variables),
 * to check which index each report walks.
 */
async function main() {
  const engine = process.env.BENCH_ENGINES ?? 'postgres';
  const { handle, drop } = await openEngine(engine);
  try {
    await runMigrations(handle);
    const { db } = handle;
    const tenant = (await createTenantCompany(db, 'Explain Tenant')).id;
    await db.execute(sql`SET session_replication_role = replica`);
    await insertReportData(db, tenant, []);
    await db.execute(sql`SET session_replication_role = DEFAULT`);
    await db.execute(sql`SELECT crm_activity_day_counts_rebuild(${tenant})`);
    for (const table of [
      'crm_deals',
      'crm_activities',
      'crm_activity_day_counts',
      'tasks',
      'crm_companies',
      'crm_contacts',
    ])
      await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
    const today = reportsToday();
    const p = reportParams(
      { companyId: tenant, userId: '' },
      {
        range: 'custom',
        from: `${Number(today.slice(0, 4)) - 2}-${today.slice(5)}`,
        to: today,
        owner: undefined,
        pipelineId: undefined,
      },
    );
    const statements = [
      ...REPORT_IDS.map((id) => [id, REPORT_SQL[id](p)] as const),
      ['overview', overviewSql(p, { deals: true, tasks: true })] as const,
    ];
    for (const [name, statement] of statements) {
      const plan = await withTenant(db, { companyId: tenant }, (tx) =>
        queryRows<{ 'QUERY PLAN': string }>(tx, sql`EXPLAIN (ANALYZE, COSTS OFF) ${statement}`),
      );
      log(`\n== ${name}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  } finally {
    await drop();
  }
}

runIfMain(import.meta, main);
