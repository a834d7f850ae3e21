import {
  ACTIVITY_TYPE_LABELS,
  type ActivityType,
  CONTACT_CATEGORY_LABELS,
  type ContactCategory,
  EXPORT_HEADINGS as EXPORT_COPY,
  type ExportQuery,
  IMPORT_FIELD_LABELS,
  LEAD_STATUS_LABELS,
  type LeadStatus,
  REPORTS_TIME_ZONE,
} from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import type { TenantContext } from '../../../db/tenant.ts';
import { contactCountOf } from '../../../lib/contact-counts.ts';
import { recordFilterConditions } from '../../../lib/record-filters.ts';
import type { ExportSpec } from './export-csv.ts';
import { after, and, containing, londonDate, londonDateTime, TENANT } from './export-sql.ts';

const leadStatus = (value: string) => LEAD_STATUS_LABELS[value as LeadStatus] ?? value;
const mine = (owner: string | undefined, ctx: TenantContext) =>
  owner === 'mine' ? (ctx.userId ?? '') : owner;

/** The companies list (search, country, owner, drill-down filters), in name order, with owner and contact count. */
export function companiesExport(query: ExportQuery<'companies'>, ctx: TenantContext): ExportSpec {
  const L = IMPORT_FIELD_LABELS.companies;
  const owner = mine(query.owner, ctx);
  const filters = and([
    query.search ? sql`c.search_text LIKE ${containing(query.search)}` : undefined,
    query.country ? sql`c.country = ${query.country}` : undefined,
    owner ? sql`c.owner_user_id = ${owner}` : undefined,
    ...recordFilterConditions(query),
  ]);
  return {
    columns: [
      { key: 'id', header: L.id },
      { key: 'name', header: L.name, text: true },
      { key: 'domain', header: L.domain },
      { key: 'industry', header: L.industry, text: true },
      { key: 'phone', header: L.phone, text: true },
      { key: 'billing_email', header: L.billingEmail, text: true },
      { key: 'billing_address', header: L.billingAddress, text: true },
      { key: 'city', header: L.city, text: true },
      { key: 'state', header: L.state, text: true },
      { key: 'country', header: L.country, text: true },
      { key: 'employee_count', header: L.employeeCount },
      { key: 'lead_status', header: L.leadStatus, format: leadStatus },
      { key: 'external_crm_id', header: L.externalId },
      { key: 'owner', header: EXPORT_COPY.owner, text: true },
      { key: 'contact_count', header: EXPORT_COPY.contacts },
      { key: 'created', header: EXPORT_COPY.created },
    ],
    batch: (cursor, limit) =>
      sql`SELECT c.sort_name AS _k, c.id, c.name, c.domain, c.industry, c.phone, c.billing_email,
          c.billing_address, c.city, c.state, c.country, c.employee_count, c.lead_status, c.external_crm_id,
          coalesce(pr.full_name, pr.email) AS owner, ${contactCountOf(sql`c`)} AS contact_count, ${londonDate(sql`c.created_at`)} AS created
        FROM crm_companies c LEFT JOIN profiles pr ON pr.id = c.owner_user_id
        WHERE c.company_id = ${TENANT} AND NOT c.archived AND NOT c.is_individual_contacts${filters}
          ${after(cursor, sql`c.sort_name`, sql`c.id`, 'text', 'asc')}
        ORDER BY c.sort_name, c.id LIMIT ${limit}`,
  };
}

/** The contacts list (search, category, country, owner, drill-down filters) with its company's name and domain. */
export function contactsExport(query: ExportQuery<'contacts'>, ctx: TenantContext): ExportSpec {
  const L = IMPORT_FIELD_LABELS.contacts;
  const owner = mine(query.owner, ctx);
  const filters = and([
    query.search ? sql`c.search_text LIKE ${containing(query.search)}` : undefined,
    query.category !== 'all' ? sql`c.category = ${query.category}` : undefined,
    query.country ? sql`c.company_country = ${query.country}` : undefined,
    owner ? sql`c.owner_user_id = ${owner}` : undefined,
    ...recordFilterConditions(query),
  ]);
  return {
    columns: [
      { key: 'id', header: L.id },
      { key: 'first_name', header: L.firstName, text: true },
      { key: 'last_name', header: L.lastName, text: true },
      { key: 'email', header: L.email, text: true },
      { key: 'phone', header: L.phone, text: true },
      { key: 'job_title', header: L.jobTitle, text: true },
      { key: 'company_name', header: L.companyName, text: true },
      { key: 'company_domain', header: L.companyDomain },
      { key: 'lead_status', header: L.leadStatus, format: leadStatus },
      { key: 'external_crm_id', header: L.externalId },
      {
        key: 'category',
        header: EXPORT_COPY.category,
        format: (v) => CONTACT_CATEGORY_LABELS[v as ContactCategory] ?? v,
      },
      { key: 'owner', header: EXPORT_COPY.owner, text: true },
      { key: 'created', header: EXPORT_COPY.created },
    ],
    // The "Individual Contacts" company is where individuals are filed, not a company of theirs.
    batch: (cursor, limit) =>
      sql`SELECT c.sort_key AS _k, c.id, c.first_name, c.last_name, c.email, c.phone, c.job_title,
          CASE WHEN co.id IS NULL OR co.is_individual_contacts THEN c.company ELSE co.name END AS company_name,
          CASE WHEN co.is_individual_contacts THEN NULL ELSE co.domain END AS company_domain,
          c.lead_status, c.external_crm_id, c.category,
          coalesce(pr.full_name, pr.email) AS owner, ${londonDate(sql`c.created_at`)} AS created
        FROM crm_contacts c
        LEFT JOIN crm_companies co ON co.company_id = c.company_id AND co.id = c.crm_company_id
        LEFT JOIN profiles pr ON pr.id = c.owner_user_id
        WHERE c.company_id = ${TENANT} AND NOT c.archived${filters}
          ${after(cursor, sql`c.sort_key`, sql`c.id`, 'text', 'asc')}
        ORDER BY c.sort_key, c.id LIMIT ${limit}`,
  };
}

/** The activities (the list's drill-down filters), newest first, with company, contact and deal. */
export function activitiesExport(query: ExportQuery<'activities'>, ctx: TenantContext): ExportSpec {
  const createdBy = mine(query.createdBy, ctx);
  const filters = and([
    query.crmCompanyId ? sql`a.crm_company_id = ${query.crmCompanyId}` : undefined,
    query.contactId ? sql`a.contact_id = ${query.contactId}` : undefined,
    query.dealId ? sql`a.deal_id = ${query.dealId}` : undefined,
    createdBy ? sql`a.created_by = ${createdBy}` : undefined,
    query.type ? sql`a.type = ${query.type}` : undefined,
    query.search
      ? sql`(lower(a.subject) LIKE ${containing(query.search)} OR lower(coalesce(a.content, '')) LIKE ${containing(query.search)})`
      : undefined,
    query.from
      ? sql`a.activity_date >= ((${query.from}::date)::timestamp AT TIME ZONE ${REPORTS_TIME_ZONE})`
      : undefined,
    query.to
      ? sql`a.activity_date < ((${query.to}::date + 1)::timestamp AT TIME ZONE ${REPORTS_TIME_ZONE})`
      : undefined,
  ]);
  return {
    columns: [
      { key: 'id', header: EXPORT_COPY.id },
      { key: 'date', header: EXPORT_COPY.date },
      { key: 'type', header: EXPORT_COPY.type, format: (v) => ACTIVITY_TYPE_LABELS[v as ActivityType] ?? v },
      { key: 'subject', header: EXPORT_COPY.subject, text: true },
      { key: 'company_name', header: EXPORT_COPY.company, text: true },
      { key: 'company_domain', header: EXPORT_COPY.companyDomain },
      { key: 'contact_name', header: EXPORT_COPY.contact, text: true },
      { key: 'contact_email', header: EXPORT_COPY.contactEmail, text: true },
      { key: 'deal_name', header: EXPORT_COPY.deal, text: true },
      { key: 'logged_by', header: EXPORT_COPY.loggedBy, text: true },
      { key: 'content', header: EXPORT_COPY.content, text: true },
    ],
    batch: (cursor, limit) =>
      sql`SELECT a.activity_date AS _k, a.id, ${londonDateTime(sql`a.activity_date`)} AS date, a.type,
          a.subject, co.name AS company_name, co.domain AS company_domain,
          nullif(btrim(concat_ws(' ', ct.first_name, ct.last_name)), '') AS contact_name, ct.email AS contact_email,
          d.name AS deal_name, coalesce(pr.full_name, pr.email) AS logged_by, a.content
        FROM crm_activities a
        LEFT JOIN crm_companies co ON co.company_id = a.company_id AND co.id = a.crm_company_id
        LEFT JOIN crm_contacts ct ON ct.company_id = a.company_id AND ct.id = a.contact_id
        LEFT JOIN crm_deals d ON d.company_id = a.company_id AND d.id = a.deal_id
        LEFT JOIN profiles pr ON pr.id = a.created_by
        WHERE a.company_id = ${TENANT}${filters}
          ${after(cursor, sql`a.activity_date`, sql`a.id`, 'timestamptz', 'desc')}
        ORDER BY a.activity_date DESC, a.id DESC LIMIT ${limit}`,
  };
}
