import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/types.ts';
import { insertCompanies, insertContacts } from './companies-data.ts';

/*
 * One tenant of the reports benchmark (issue 23 "Targets"): 100,000 deals, 1,000,000 activities
 * and 200,000 tasks over the last twelve months, 5,000 customers and 10,000 contacts, spread over
 * the tenant's users. Written as the owner with triggers off (the caller's frame), so the
 * activity day counts are rebuilt afterwards, as the triggers would have kept them.
 */
export const REPORT_BENCH = {
  deals: Number(process.env.BENCH_REPORT_DEALS ?? 100_000),
  activities: Number(process.env.BENCH_REPORT_ACTIVITIES ?? 1_000_000),
  tasks: Number(process.env.BENCH_REPORT_TASKS ?? 200_000),
  companies: Number(process.env.BENCH_REPORT_COMPANIES ?? 5_000),
  contacts: Number(process.env.BENCH_REPORT_CONTACTS ?? 10_000),
};

const usersArray = (users: string[]) => `{${(users.length ? users : ['']).join(',')}}`;

export async function insertReportData(db: Database, tenant: string, users: string[]): Promise<void> {
  const u = usersArray(users);
  const n = Math.max(users.length, 1);
  await insertCompanies(db, tenant, REPORT_BENCH.companies);
  await insertContacts(db, tenant, REPORT_BENCH.contacts, REPORT_BENCH.companies);
  // Created over the last year, from the three sources, each with an owner.
  await db.execute(sql`
    UPDATE crm_companies SET created_at = now() - make_interval(days => abs(hashtext(id::text)) % 365),
           source = (ARRAY['manual_entry', 'auto_enriched', 'external_crm'])[1 + abs(hashtext(id::text || 's')) % 3],
           owner_user_id = (${u}::text[])[1 + abs(hashtext(id::text || 'o')) % ${n}]
     WHERE company_id = ${tenant}`);
  await db.execute(sql`
    UPDATE crm_contacts SET created_at = now() - make_interval(days => abs(hashtext(id::text)) % 365),
           source = (ARRAY['manual', 'import', 'external_crm'])[1 + abs(hashtext(id::text || 's')) % 3],
           owner_user_id = (${u}::text[])[1 + abs(hashtext(id::text || 'o')) % ${n}]
     WHERE company_id = ${tenant}`);
  // Deals: 60 % open across the four open stages, the rest won or lost within a year of creation.
  await db.execute(sql`
    WITH stages AS (
      SELECT s.id, s.pipeline_id, s.name, s.kind, row_number() OVER (ORDER BY s.position) AS k
        FROM crm_pipeline_stages s JOIN crm_pipelines p ON p.id = s.pipeline_id
       WHERE s.company_id = ${tenant} AND p.is_default
    ),
    reasons AS (SELECT array_agg(id ORDER BY position) AS ids FROM crm_lost_reasons WHERE company_id = ${tenant}),
    customers AS (SELECT array_agg(id) AS ids FROM crm_companies WHERE company_id = ${tenant} AND NOT is_individual_contacts)
    INSERT INTO crm_deals (company_id, crm_company_id, name, stage, stage_id, pipeline_id, status, amount, close_date,
      owner_user_id, lost_reason_id, stage_entered_at, closed_at, created_at, updated_at)
    SELECT ${tenant}, cu.ids[1 + g % array_length(cu.ids, 1)], 'Deal ' || g, st.name, st.id, st.pipeline_id, st.kind,
      round((g % 997) * 41.13 + (g % 7) * 0.01, 2), current_date + (g % 240) - 120,
      (${u}::text[])[1 + g % ${n}],
      CASE WHEN st.kind = 'lost' AND g % 5 <> 0 THEN r.ids[1 + g % array_length(r.ids, 1)] END,
      now() - make_interval(hours => g % 2000),
      CASE WHEN st.kind = 'open' THEN NULL ELSE now() - make_interval(mins => (g * 37) % 525000) END,
      now() - make_interval(mins => (g * 37) % 525000) - make_interval(days => g % 150),
      now()
    FROM generate_series(1, ${REPORT_BENCH.deals}) AS g
    CROSS JOIN reasons r CROSS JOIN customers cu
    JOIN stages st ON st.k = CASE WHEN g % 10 < 6 THEN 1 + g % 4 ELSE 5 + g % 2 END`);
  // Activities: a million over the last year, nine types, logged by the users.
  await db.execute(sql`
    WITH customers AS (SELECT array_agg(id) AS ids FROM crm_companies WHERE company_id = ${tenant} AND NOT is_individual_contacts)
    INSERT INTO crm_activities (company_id, crm_company_id, type, subject, activity_date, created_by)
    SELECT ${tenant}, cu.ids[1 + g % array_length(cu.ids, 1)],
      (ARRAY['call', 'email', 'meeting', 'note', 'task', 'visit', 'proposal', 'follow-up', 'other'])[1 + g % 9],
      'Activity', now() - make_interval(secs => (g * 31.5) % 31536000), (${u}::text[])[1 + (g / 7) % ${n}]
    FROM generate_series(1, ${REPORT_BENCH.activities}) AS g CROSS JOIN customers cu`);
  // Tasks: 40 % done within the year, 10 % cancelled, the rest open with due dates around today.
  await db.execute(sql`
    INSERT INTO tasks (company_id, subject, status, due_date, assigned_to, completed_at, created_at, updated_at)
    SELECT ${tenant}, 'Task ' || g,
      CASE WHEN g % 10 < 4 THEN 'done' WHEN g % 10 = 4 THEN 'cancelled' ELSE 'todo' END,
      current_date + (g % 120) - 60, (${u}::text[])[1 + g % ${n}],
      CASE WHEN g % 10 < 4 THEN now() - make_interval(mins => (g * 13) % 525000) END,
      now() - make_interval(days => g % 365), now()
    FROM generate_series(1, ${REPORT_BENCH.tasks}) AS g`);
}
