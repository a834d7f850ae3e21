import { ACTIVITY_REPORT_TYPES, LEAD_STATUS_ORDER } from '@northdesk/shared';
import { type SQL, sql } from 'drizzle-orm';
import { inPeriod, londonMonth, periodMonths, personName, type ReportParams, when } from './report-params.ts';

/*
 * The activity, task and record reports (docs/product/reports.md), one statement each.
 */

/**
 * Activities per week (Monday, London) and the user who logged them, one column per type. Read
 * from crm_activity_day_counts (kept by triggers, migration 0046), not from the activities
 * themselves: a year of a busy tenant is up to a million activities. Weeks without any activity
 * are listed once with no user, so the chart shows the gap.
 */
export const activitiesByUserWeekSql = (p: ReportParams) => {
  const typeColumns = sql.join(
    ACTIVITY_REPORT_TYPES.map(
      (type) =>
        sql`coalesce(sum(c.activity_count) FILTER (WHERE c.type = ${type}), 0)::int AS ${sql.identifier(type)}`,
    ),
    sql`, `,
  );
  return sql`
    WITH counts AS (
      SELECT date_trunc(${'week'}, c.day::timestamp)::date AS week, c.user_id, c.type, c.activity_count
        FROM crm_activity_day_counts c
       WHERE c.company_id = ${p.tenant} AND c.day >= ${p.from}::date AND c.day <= ${p.to}::date
         AND ${when(p.owner, (o) => sql`c.user_id = ${o}`)}
    ),
    weeks AS (
      SELECT w::date AS week
        FROM generate_series(date_trunc(${'week'}, ${p.from}::date::timestamp), ${p.to}::date::timestamp,
                             ${'1 week'}::interval) AS w
    ),
    per_user AS (
      SELECT c.week, nullif(c.user_id, ${''}) AS user_id, ${typeColumns},
             coalesce(sum(c.activity_count), 0)::int AS total
        FROM counts c
       GROUP BY c.week, c.user_id
      HAVING sum(c.activity_count) <> 0
    )
    SELECT to_char(w.week, ${'YYYY-MM-DD'}) AS week, u.user_id AS "userId", ${personName} AS "user",
           ${sql.join(
             ACTIVITY_REPORT_TYPES.map(
               (type) => sql`coalesce(u.${sql.identifier(type)}, 0) AS ${sql.identifier(type)}`,
             ),
             sql`, `,
           )},
           coalesce(u.total, 0) AS total
      FROM weeks w
      LEFT JOIN per_user u ON u.week = w.week
      LEFT JOIN profiles pr ON pr.id = u.user_id
     ORDER BY w.week, lower(${personName}) NULLS LAST`;
};

const CLOSED_TASK = ['done', 'cancelled'] as const;

/**
 * Per assignee: tasks completed in the period, and open tasks past their due date now (due before
 * today in London). Users with neither are left out.
 */
export const tasksByUserSql = (p: ReportParams) => sql`
  WITH completed AS (
    SELECT t.assigned_to AS user_id, count(*)::int AS n
      FROM tasks t
     WHERE t.company_id = ${p.tenant} AND t.completed_at IS NOT NULL AND t.status = ${'done'}
       AND ${inPeriod(sql`t.completed_at`, p)}
       AND ${when(p.owner, (o) => sql`t.assigned_to = ${o}`)}
     GROUP BY t.assigned_to
  ),
  overdue AS (
    SELECT t.assigned_to AS user_id, count(*)::int AS n
      FROM tasks t
     WHERE t.company_id = ${p.tenant} AND t.due_date IS NOT NULL AND t.due_date < ${p.today}::date
       AND t.status NOT IN (${CLOSED_TASK[0]}, ${CLOSED_TASK[1]})
       AND ${when(p.owner, (o) => sql`t.assigned_to = ${o}`)}
     GROUP BY t.assigned_to
  ),
  users AS (SELECT user_id FROM completed UNION SELECT user_id FROM overdue)
  SELECT u.user_id AS "userId", ${personName} AS "user",
         coalesce(c.n, 0) AS completed, coalesce(o.n, 0) AS overdue
    FROM users u
    LEFT JOIN completed c ON c.user_id IS NOT DISTINCT FROM u.user_id
    LEFT JOIN overdue o ON o.user_id IS NOT DISTINCT FROM u.user_id
    LEFT JOIN profiles pr ON pr.id = u.user_id
   ORDER BY lower(${personName}) NULLS LAST`;

const countWhere = (alias: string, source: string, name: string): SQL =>
  sql`count(*) FILTER (WHERE ${sql.raw(alias)}.source = ${source})::int AS ${sql.identifier(name)}`;

/** New listed companies and contacts per month of the period, by source; empty months too. */
export const newRecordsByMonthSql = (p: ReportParams) => sql`
  WITH companies AS (
    SELECT ${londonMonth(sql`c.created_at`)} AS month, ${countWhere('c', 'manual_entry', 'companiesManual')},
           ${countWhere('c', 'auto_enriched', 'companiesEnriched')},
           ${countWhere('c', 'external_crm', 'companiesHubspot')}
      FROM crm_companies c
     WHERE c.company_id = ${p.tenant} AND ${inPeriod(sql`c.created_at`, p)}
       AND NOT c.archived AND NOT c.is_individual_contacts
       AND ${when(p.owner, (o) => sql`c.owner_user_id = ${o}`)}
     GROUP BY 1
  ),
  contacts AS (
    SELECT ${londonMonth(sql`ct.created_at`)} AS month, ${countWhere('ct', 'manual', 'contactsManual')},
           ${countWhere('ct', 'import', 'contactsImport')}, ${countWhere('ct', 'external_crm', 'contactsHubspot')}
      FROM crm_contacts ct
     WHERE ct.company_id = ${p.tenant} AND ${inPeriod(sql`ct.created_at`, p)} AND NOT ct.archived
       AND ${when(p.owner, (o) => sql`ct.owner_user_id = ${o}`)}
     GROUP BY 1
  )
  SELECT m.month,
         coalesce(c."companiesManual", 0) AS "companiesManual",
         coalesce(c."companiesEnriched", 0) AS "companiesEnriched",
         coalesce(c."companiesHubspot", 0) AS "companiesHubspot",
         coalesce(ct."contactsManual", 0) AS "contactsManual",
         coalesce(ct."contactsImport", 0) AS "contactsImport",
         coalesce(ct."contactsHubspot", 0) AS "contactsHubspot"
    FROM (${periodMonths(p)}) m
    LEFT JOIN companies c ON c.month = m.month
    LEFT JOIN contacts ct ON ct.month = m.month
   ORDER BY m.month`;

/** Listed companies now, per lead status (every status listed, in the usual order). */
export const companiesByLeadStatusSql = (p: ReportParams) => sql`
  SELECT s.status, s.status AS "leadStatus", count(c.id)::int AS count
    FROM unnest(${`{${LEAD_STATUS_ORDER.join(',')}}`}::text[]) WITH ORDINALITY AS s(status, position)
    LEFT JOIN crm_companies c ON c.company_id = ${p.tenant} AND c.lead_status = s.status
         AND NOT c.archived AND NOT c.is_individual_contacts
         AND ${when(p.owner, (o) => sql`c.owner_user_id = ${o}`)}
   GROUP BY s.status, s.position
   ORDER BY s.position`;
