import type { Company, CompanySource, LeadStatus, OwnerRef } from '@northdesk/shared';
import { COMPANY_SOURCES, LEAD_STATUSES } from '@northdesk/shared';
import type { crmCompanies } from '../../db/schema/index.ts';
import { toIsoTimestamp } from '../../db/timestamps.ts';

export type CompanyRow = typeof crmCompanies.$inferSelect;
/** What the API shows of a row (tenant, flags and the search and sort columns stay inside). */
export type CompanyFields = Omit<
  CompanyRow,
  | 'companyId'
  | 'isIndividualContacts'
  | 'archived'
  | 'searchText'
  | 'searchScope'
  | 'sortName'
  | 'ownerUserId'
  | 'locallyModifiedAt'
  | 'createdAt'
  | 'updatedAt'
> & {
  // Date from drizzle's typed selects, PostgreSQL's text from raw rows (the list function).
  locallyModifiedAt: Date | string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
};

const isLeadStatus = (value: string): value is LeadStatus =>
  (LEAD_STATUSES as readonly string[]).includes(value);

/** The table's check constraint allows only these; the fallback keeps a bad sync row readable. */
export const toLeadStatus = (value: string): LeadStatus => (isLeadStatus(value) ? value : 'warm');

/** Where a company came from; external_crm is HubSpot's (the lists show it). */
export const toCompanySource = (value: string): CompanySource =>
  (COMPANY_SOURCES as readonly string[]).includes(value) ? (value as CompanySource) : 'manual_entry';

/** The file name of a stored logo key ({tenantId}/company-logos/{file}). */
export const logoFileOf = (logoKey: string | null) => (logoKey ? (logoKey.split('/').pop() ?? null) : null);

/** The owner is read apart (its name is a profile's): null when it has none. */
export function toCompany(row: CompanyFields, owner: OwnerRef | null): Company {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    industry: row.industry,
    phone: row.phone,
    billingEmail: row.billingEmail,
    billingAddress: row.billingAddress,
    city: row.city,
    state: row.state,
    country: row.country,
    employeeCount: row.employeeCount,
    leadStatus: toLeadStatus(row.leadStatus),
    source: toCompanySource(row.source),
    businessUnit: row.businessUnit,
    logoFile: logoFileOf(row.logoKey),
    owner,
    locallyModifiedAt: toIsoTimestamp(row.locallyModifiedAt),
    createdAt: toIsoTimestamp(row.createdAt) ?? new Date(0).toISOString(),
    updatedAt: toIsoTimestamp(row.updatedAt) ?? new Date(0).toISOString(),
  };
}
