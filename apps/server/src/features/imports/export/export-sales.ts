import {
  type ExportQuery,
  EXPORT_HEADINGS as H,
  IMPORT_FIELD_LABELS,
  REPORTS_TIME_ZONE,
} from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import type { TenantContext } from '../../../db/tenant.ts';
import type { ExportSpec } from './export-csv.ts';
import { after, and, containing, londonDate, TENANT } from './export-sql.ts';

const mine = (owner: string | undefined, ctx: TenantContext) =>
  owner === 'mine' ? (ctx.userId ?? '') : owner;
const yesNo = (value: string) => (value === 'true' ? H.yes : H.no);

/** The tasks (tab, search, assignee, related record), newest first. */
export function tasksExport(query: ExportQuery<'tasks'>, ctx: TenantContext): ExportSpec {
  const today = query.today ?? new Date().toISOString().slice(0, 10);
  const open = sql`t.status NOT IN ('done', 'cancelled')`;
  const tab =
    query.tab === 'my-tasks'
      ? sql`t.assigned_to = ${ctx.userId ?? ''} AND ${open}`
      : query.tab === 'all'
        ? open
        : query.tab === 'overdue'
          ? sql`${open} AND t.due_date < ${today}::date`
          : query.tab === 'completed'
            ? sql`t.status = 'done'`
            : undefined;
  const filters = and([
    tab,
    query.search
      ? sql`(lower(t.subject) LIKE ${containing(query.search)} OR lower(coalesce(t.description, '')) LIKE ${containing(query.search)})`
      : undefined,
    query.assignedTo === 'unassigned'
      ? sql`t.assigned_to IS NULL`
      : query.assignedTo
        ? sql`t.assigned_to = ${query.assignedTo}`
        : undefined,
    query.crmCompanyId
      ? sql`(t.crm_company_id = ${query.crmCompanyId} OR EXISTS (SELECT 1 FROM task_companies tc
          WHERE tc.task_id = t.id AND tc.crm_company_id = ${query.crmCompanyId}))`
      : undefined,
    query.contactId
      ? sql`(t.contact_id = ${query.contactId} OR EXISTS (SELECT 1 FROM task_contacts tc
          WHERE tc.task_id = t.id AND tc.contact_id = ${query.contactId}))`
      : undefined,
    query.parentTaskId ? sql`t.parent_task_id = ${query.parentTaskId}` : undefined,
    query.dealId ? sql`t.deal_id = ${query.dealId}` : undefined,
    query.completedFrom
      ? sql`t.completed_at >= ((${query.completedFrom}::date)::timestamp AT TIME ZONE ${REPORTS_TIME_ZONE})`
      : undefined,
    query.completedTo
      ? sql`t.completed_at < ((${query.completedTo}::date + 1)::timestamp AT TIME ZONE ${REPORTS_TIME_ZONE})`
      : undefined,
  ]);
  return {
    columns: [
      { key: 'id', header: H.id },
      { key: 'subject', header: H.title, text: true },
      { key: 'status', header: H.status },
      { key: 'priority', header: H.priority },
      { key: 'due_date', header: H.dueDate },
      { key: 'assignee', header: H.assignedTo, text: true },
      { key: 'company_name', header: H.company, text: true },
      { key: 'contact_name', header: H.contact, text: true },
      { key: 'deal_name', header: H.deal, text: true },
      { key: 'completed', header: H.completed },
      { key: 'created', header: H.created },
      { key: 'description', header: H.description, text: true },
    ],
    batch: (cursor, limit) =>
      sql`SELECT t.created_at AS _k, t.id, t.subject, t.status, t.priority, t.due_date,
          coalesce(pr.full_name, pr.email) AS assignee, co.name AS company_name,
          nullif(btrim(concat_ws(' ', ct.first_name, ct.last_name)), '') AS contact_name, d.name AS deal_name,
          ${londonDate(sql`t.completed_at`)} AS completed, ${londonDate(sql`t.created_at`)} AS created, t.description
        FROM tasks t
        LEFT JOIN crm_companies co ON co.company_id = t.company_id AND co.id = t.crm_company_id
        LEFT JOIN crm_contacts ct ON ct.company_id = t.company_id AND ct.id = t.contact_id
        LEFT JOIN crm_deals d ON d.company_id = t.company_id AND d.id = t.deal_id
        LEFT JOIN profiles pr ON pr.id = t.assigned_to
        WHERE t.company_id = ${TENANT}${filters}
          ${after(cursor, sql`t.created_at`, sql`t.id`, 'timestamptz', 'desc')}
        ORDER BY t.created_at DESC, t.id DESC LIMIT ${limit}`,
  };
}

/** The deals list (pipeline, stage, status, owner, month, search…) with company, contact and stage. */
export function dealsExport(query: ExportQuery<'deals'>, ctx: TenantContext): ExportSpec {
  const L = IMPORT_FIELD_LABELS.deals;
  const owner = mine(query.owner, ctx);
  const filters = and([
    query.pipelineId ? sql`d.pipeline_id = ${query.pipelineId}` : undefined,
    query.stageId ? sql`d.stage_id = ${query.stageId}` : undefined,
    query.status !== 'all' ? sql`d.status = ${query.status}` : undefined,
    owner ? sql`d.owner_user_id = ${owner}` : undefined,
    query.crmCompanyId ? sql`d.crm_company_id = ${query.crmCompanyId}` : undefined,
    query.contactId ? sql`d.contact_id = ${query.contactId}` : undefined,
    query.closeMonth ? sql`to_char(d.close_date, 'YYYY-MM') = ${query.closeMonth}` : undefined,
    query.search
      ? sql`(lower(d.name) LIKE ${containing(query.search)} OR lower(coalesce(co.name, '')) LIKE ${containing(query.search)})`
      : undefined,
    query.closedFrom
      ? sql`d.closed_at >= ((${query.closedFrom}::date)::timestamp AT TIME ZONE ${REPORTS_TIME_ZONE})`
      : undefined,
    query.closedTo
      ? sql`d.closed_at < ((${query.closedTo}::date + 1)::timestamp AT TIME ZONE ${REPORTS_TIME_ZONE})`
      : undefined,
    query.lostReasonId === 'none'
      ? sql`d.lost_reason_id IS NULL`
      : query.lostReasonId
        ? sql`d.lost_reason_id = ${query.lostReasonId}`
        : undefined,
  ]);
  return {
    columns: [
      { key: 'id', header: L.id },
      { key: 'name', header: L.name, text: true },
      { key: 'amount', header: L.amount },
      { key: 'close_date', header: L.closeDate },
      { key: 'stage', header: L.stage, text: true },
      { key: 'status', header: H.status },
      { key: 'pipeline', header: H.pipeline, text: true },
      { key: 'company_name', header: L.companyName, text: true },
      { key: 'company_domain', header: L.companyDomain },
      { key: 'contact_email', header: L.contactEmail, text: true },
      { key: 'contact_name', header: H.contact, text: true },
      { key: 'owner', header: H.owner, text: true },
      { key: 'created', header: H.created },
    ],
    batch: (cursor, limit) =>
      sql`SELECT d.created_at AS _k, d.id, d.name, d.amount::text AS amount, d.close_date, coalesce(s.name, d.stage) AS stage,
          d.status, p.name AS pipeline, co.name AS company_name, co.domain AS company_domain,
          ct.email AS contact_email, nullif(btrim(concat_ws(' ', ct.first_name, ct.last_name)), '') AS contact_name,
          coalesce(pr.full_name, pr.email) AS owner, ${londonDate(sql`d.created_at`)} AS created
        FROM crm_deals d
        LEFT JOIN crm_pipeline_stages s ON s.company_id = d.company_id AND s.id = d.stage_id
        LEFT JOIN crm_pipelines p ON p.company_id = d.company_id AND p.id = d.pipeline_id
        LEFT JOIN crm_companies co ON co.company_id = d.company_id AND co.id = d.crm_company_id
        LEFT JOIN crm_contacts ct ON ct.company_id = d.company_id AND ct.id = d.contact_id
        LEFT JOIN profiles pr ON pr.id = d.owner_user_id
        WHERE d.company_id = ${TENANT}${filters}
          ${after(cursor, sql`d.created_at`, sql`d.id`, 'timestamptz', 'desc')}
        ORDER BY d.created_at DESC, d.id DESC LIMIT ${limit}`,
  };
}

/** The quotes list (search, status, deal, customer), current revisions, newest first. */
export function quotesExport(query: ExportQuery<'quotes'>): ExportSpec {
  const today = new Date().toISOString().slice(0, 10);
  const status =
    query.status === 'expired'
      ? sql`(q.status = 'expired' OR (q.status = 'sent' AND q.valid_until < ${today}::date))`
      : query.status === 'sent'
        ? sql`q.status = 'sent' AND q.valid_until >= ${today}::date`
        : query.status
          ? sql`q.status = ${query.status}`
          : undefined;
  const filters = and([
    status,
    query.dealId ? sql`q.deal_id = ${query.dealId}` : undefined,
    query.crmCompanyId ? sql`q.crm_company_id = ${query.crmCompanyId}` : undefined,
    query.search
      ? sql`(lower(q.base_number) LIKE ${containing(query.search)} OR lower(coalesce(q.title, '')) LIKE ${containing(query.search)}
          OR lower(co.name) LIKE ${containing(query.search)})`
      : undefined,
  ]);
  return {
    columns: [
      { key: 'id', header: H.id },
      { key: 'number', header: H.number },
      { key: 'revision', header: H.revision },
      { key: 'title', header: H.title, text: true },
      { key: 'status', header: H.status },
      { key: 'company_name', header: H.company, text: true },
      { key: 'contact_name', header: H.contact, text: true },
      { key: 'deal_name', header: H.deal, text: true },
      { key: 'net_total', header: H.net },
      { key: 'vat_total', header: H.vat },
      { key: 'gross_total', header: H.gross },
      { key: 'currency', header: H.currency },
      { key: 'valid_until', header: H.validUntil },
      { key: 'sent', header: H.sent },
      { key: 'owner', header: H.owner, text: true },
      { key: 'created', header: H.created },
    ],
    batch: (cursor, limit) =>
      sql`SELECT q.created_at AS _k, q.id, q.base_number AS number, q.revision, q.title,
          CASE WHEN q.status = 'sent' AND q.valid_until < ${today}::date THEN 'expired' ELSE q.status END AS status,
          co.name AS company_name, nullif(btrim(concat_ws(' ', ct.first_name, ct.last_name)), '') AS contact_name,
          d.name AS deal_name, q.net_total::text AS net_total, q.vat_total::text AS vat_total, q.gross_total::text AS gross_total, q.currency, q.valid_until,
          ${londonDate(sql`q.sent_at`)} AS sent, coalesce(pr.full_name, pr.email) AS owner,
          ${londonDate(sql`q.created_at`)} AS created
        FROM quotes q
        LEFT JOIN crm_companies co ON co.company_id = q.company_id AND co.id = q.crm_company_id
        LEFT JOIN crm_contacts ct ON ct.company_id = q.company_id AND ct.id = q.contact_id
        LEFT JOIN crm_deals d ON d.company_id = q.company_id AND d.id = q.deal_id
        LEFT JOIN profiles pr ON pr.id = q.owner_id
        WHERE q.company_id = ${TENANT} AND q.superseded_at IS NULL${filters}
          ${after(cursor, sql`q.created_at`, sql`q.id`, 'timestamptz', 'desc')}
        ORDER BY q.created_at DESC, q.id DESC LIMIT ${limit}`,
  };
}

/** The product catalogue (search over SKU and name, status), by name. */
export function productsExport(query: ExportQuery<'products'>): ExportSpec {
  const L = IMPORT_FIELD_LABELS.products;
  const filters = and([
    query.search ? sql`p.search_text LIKE ${containing(query.search)}` : undefined,
    query.status === 'active'
      ? sql`NOT p.archived`
      : query.status === 'archived'
        ? sql`p.archived`
        : undefined,
  ]);
  return {
    columns: [
      { key: 'id', header: L.id },
      { key: 'sku', header: L.sku, text: true },
      { key: 'name', header: L.name, text: true },
      { key: 'description', header: L.description, text: true },
      { key: 'unit', header: L.unit, text: true },
      { key: 'cost_price', header: L.costPrice },
      { key: 'list_price', header: L.listPrice },
      { key: 'vat_code', header: L.vatCode },
      { key: 'archived', header: H.archived, format: yesNo },
    ],
    batch: (cursor, limit) =>
      sql`SELECT lower(p.name) AS _k, p.id, p.sku, p.name, p.description, p.unit, p.cost_price::text AS cost_price,
          p.list_price::text AS list_price, p.vat_code, p.archived
        FROM products p
        WHERE p.company_id = ${TENANT}${filters}
          ${after(cursor, sql`lower(p.name)`, sql`p.id`, 'text', 'asc')}
        ORDER BY lower(p.name), p.id LIMIT ${limit}`,
  };
}
