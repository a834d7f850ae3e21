import type { DealCard, DealDetail, DealStatus } from '@northdesk/shared';
import { normalizeAmount, REPORTS_TIME_ZONE } from '@northdesk/shared';
import { type SQL, sql } from 'drizzle-orm';

/** A deal row as dealCardSelect reads it (raw SQL: both drivers give dates as Date or text). */
export type DealCardRow = {
  id: string;
  name: string;
  amount: string | null;
  close_date: string | Date | null;
  status: DealStatus;
  pipeline_id: string;
  stage_id: string;
  stage_name: string;
  probability: number;
  rotting_days: number | null;
  crm_company_id: string | null;
  company_name: string | null;
  contact_id: string | null;
  contact_name: string | null;
  owner_user_id: string | null;
  owner_name: string | null;
  stage_entered_at: string | Date;
  closed_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
};

export type DealDetailRow = DealCardRow & {
  lost_reason_id: string | null;
  lost_reason: string | null;
  lost_note: string | null;
  created_by: string | null;
  created_by_name: string | null;
};

/**
 * The columns and joins of a deal card; every query adds its own WHERE and ORDER. A person's name
 * falls back to their email, as everywhere else.
 */
export const dealCardFrom = sql`
  SELECT d.id, d.name, d.amount::text AS amount, d.close_date::text AS close_date, d.status,
         d.pipeline_id, d.stage_id, s.name AS stage_name, s.probability, s.rotting_days,
         d.crm_company_id, c.name AS company_name, d.contact_id,
         nullif(trim(concat_ws(${' '}::text, ct.first_name, ct.last_name)), ${''}) AS contact_name,
         d.owner_user_id, coalesce(nullif(trim(op.full_name), ${''}), op.email) AS owner_name,
         d.stage_entered_at, d.closed_at, d.created_at, d.updated_at
    FROM crm_deals d
    JOIN crm_pipeline_stages s ON s.company_id = d.company_id AND s.id = d.stage_id
    LEFT JOIN crm_companies c ON c.company_id = d.company_id AND c.id = d.crm_company_id
    LEFT JOIN crm_contacts ct ON ct.company_id = d.company_id AND ct.id = d.contact_id
    LEFT JOIN profiles op ON op.id = d.owner_user_id`;

export const dealDetailFrom = sql`
  SELECT d.id, d.name, d.amount::text AS amount, d.close_date::text AS close_date, d.status,
         d.pipeline_id, d.stage_id, s.name AS stage_name, s.probability, s.rotting_days,
         d.crm_company_id, c.name AS company_name, d.contact_id,
         nullif(trim(concat_ws(${' '}::text, ct.first_name, ct.last_name)), ${''}) AS contact_name,
         d.owner_user_id, coalesce(nullif(trim(op.full_name), ${''}), op.email) AS owner_name,
         d.stage_entered_at, d.closed_at, d.created_at, d.updated_at,
         d.lost_reason_id, lr.label AS lost_reason, d.lost_note,
         d.created_by, coalesce(nullif(trim(cp.full_name), ${''}), cp.email) AS created_by_name
    FROM crm_deals d
    JOIN crm_pipeline_stages s ON s.company_id = d.company_id AND s.id = d.stage_id
    LEFT JOIN crm_companies c ON c.company_id = d.company_id AND c.id = d.crm_company_id
    LEFT JOIN crm_contacts ct ON ct.company_id = d.company_id AND ct.id = d.contact_id
    LEFT JOIN profiles op ON op.id = d.owner_user_id
    LEFT JOIN profiles cp ON cp.id = d.created_by
    LEFT JOIN crm_lost_reasons lr ON lr.company_id = d.company_id AND lr.id = d.lost_reason_id`;

const DAY_MS = 86_400_000;

export const isoOf = (value: string | Date) => new Date(value).toISOString();
const dateOf = (value: string | Date | null) =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

export function toDealCard(row: DealCardRow, now: Date = new Date()): DealCard {
  const daysInStage = Math.max(
    0,
    Math.floor((now.getTime() - new Date(row.stage_entered_at).getTime()) / DAY_MS),
  );
  return {
    id: row.id,
    name: row.name,
    amount: row.amount === null ? null : normalizeAmount(row.amount),
    closeDate: dateOf(row.close_date),
    status: row.status,
    pipelineId: row.pipeline_id,
    stageId: row.stage_id,
    stageName: row.stage_name,
    probability: Number(row.probability),
    crmCompanyId: row.crm_company_id,
    companyName: row.company_name,
    contactId: row.contact_id,
    contactName: row.contact_name,
    owner: row.owner_user_id ? { id: row.owner_user_id, name: row.owner_name } : null,
    stageEnteredAt: isoOf(row.stage_entered_at),
    daysInStage,
    rotting: row.status === 'open' && row.rotting_days !== null && daysInStage > Number(row.rotting_days),
    closedAt: row.closed_at === null ? null : isoOf(row.closed_at),
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  };
}

export function toDealDetail(row: DealDetailRow, weightedAmount: string | null, now?: Date): DealDetail {
  return {
    ...toDealCard(row, now),
    lostReasonId: row.lost_reason_id,
    lostReason: row.lost_reason,
    lostNote: row.lost_note,
    createdBy: row.created_by ? { id: row.created_by, name: row.created_by_name } : null,
    weightedAmount,
  };
}

/** Filters shared by the board and the list; `owner` is "mine", "none" or a user id. */
export type DealFilters = {
  pipelineId?: string | undefined;
  stageId?: string | undefined;
  owner?: string | undefined;
  crmCompanyId?: string | undefined;
  contactId?: string | undefined;
  closeMonth?: string | undefined;
  search?: string | undefined;
  status?: DealStatus | 'all' | undefined;
  /** Closed on these London days (inclusive): the reports' drill-down. */
  closedFrom?: string | undefined;
  closedTo?: string | undefined;
  lostReasonId?: string | undefined;
  /** Whole days from creation to closing (inclusive bounds): a sales-cycle bar of the reports. */
  cycleMinDays?: number | undefined;
  cycleMaxDays?: number | undefined;
};

/** Whole days from creation to closing, as the sales-cycle report counts them. */
const cycleDays = sql`greatest(floor(extract(epoch FROM d.closed_at - d.created_at) / 86400)::int, 0)`;

const containsPattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE conditions of the filters (the tenant is added by the caller, and RLS holds anyway). */
export function dealConditions(filters: DealFilters, userId: string): SQL[] {
  const where: SQL[] = [];
  if (filters.pipelineId) where.push(sql`d.pipeline_id = ${filters.pipelineId}`);
  if (filters.stageId) where.push(sql`d.stage_id = ${filters.stageId}`);
  if (filters.status && filters.status !== 'all') where.push(sql`d.status = ${filters.status}`);
  if (filters.owner === 'mine') where.push(sql`d.owner_user_id = ${userId}`);
  else if (filters.owner === 'none') where.push(sql`d.owner_user_id IS NULL`);
  else if (filters.owner) where.push(sql`d.owner_user_id = ${filters.owner}`);
  if (filters.crmCompanyId) where.push(sql`d.crm_company_id = ${filters.crmCompanyId}`);
  if (filters.contactId) where.push(sql`d.contact_id = ${filters.contactId}`);
  if (filters.closeMonth) {
    const start = `${filters.closeMonth}-01`;
    where.push(sql`d.close_date >= ${start}::date AND d.close_date < (${start}::date + interval '1 month')`);
  }
  if (filters.closedFrom)
    where.push(
      sql`d.closed_at >= ((${filters.closedFrom}::date)::timestamp AT TIME ZONE ${REPORTS_TIME_ZONE})`,
    );
  if (filters.closedTo)
    where.push(
      sql`d.closed_at < ((${filters.closedTo}::date + 1)::timestamp AT TIME ZONE ${REPORTS_TIME_ZONE})`,
    );
  if (filters.lostReasonId === 'none') where.push(sql`d.lost_reason_id IS NULL`);
  else if (filters.lostReasonId) where.push(sql`d.lost_reason_id = ${filters.lostReasonId}::uuid`);
  if (filters.cycleMinDays !== undefined)
    where.push(sql`d.closed_at IS NOT NULL AND ${cycleDays} >= ${filters.cycleMinDays}`);
  if (filters.cycleMaxDays !== undefined)
    where.push(sql`d.closed_at IS NOT NULL AND ${cycleDays} <= ${filters.cycleMaxDays}`);
  const search = filters.search?.trim();
  if (search) where.push(sql`lower(d.name) LIKE ${containsPattern(search)}`);
  return where;
}

export const andAll = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` AND `) : sql`true`);
