import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Company,
  type CompanySource,
  type CompanyValues,
  companyInputSchema,
  DEFAULT_LEAD_STATUS,
  type EnrichedCompany,
  type LeadStatus,
} from '@northdesk/shared';
import type { Resolver, UseFormReturn } from 'react-hook-form';

/** What the Add/Edit Company form holds: text inputs as text; the schema trims and converts. */
export interface CompanyFormValues {
  name: string;
  domain: string;
  industry: string;
  phone: string;
  billingEmail: string;
  billingAddress: string;
  city: string;
  state: string;
  country: string;
  employeeCount: string;
  leadStatus: LeadStatus;
  businessUnit: string;
  logoFile: string | null;
  source: CompanySource;
  /** The owner's user id, '' for none (a new company starts with the signed-in user). */
  ownerUserId: string;
}

/** A blank form; `leadStatus` is the tenant's default (CRM Settings → General settings). */
export function emptyCompanyForm(
  leadStatus: LeadStatus = DEFAULT_LEAD_STATUS,
  ownerUserId = '',
): CompanyFormValues {
  return {
    name: '',
    domain: '',
    industry: '',
    phone: '',
    billingEmail: '',
    billingAddress: '',
    city: '',
    state: '',
    country: '',
    employeeCount: '',
    leadStatus,
    businessUnit: '',
    logoFile: null,
    source: 'manual_entry',
    ownerUserId,
  };
}

export function companyToForm(company: Company): CompanyFormValues {
  return {
    name: company.name,
    domain: company.domain ?? '',
    industry: company.industry ?? '',
    phone: company.phone ?? '',
    billingEmail: company.billingEmail ?? '',
    billingAddress: company.billingAddress ?? '',
    city: company.city ?? '',
    state: company.state ?? '',
    country: company.country ?? '',
    employeeCount: company.employeeCount === null ? '' : String(company.employeeCount),
    leadStatus: company.leadStatus,
    businessUnit: company.businessUnit ?? '',
    logoFile: company.logoFile,
    source: company.source,
    ownerUserId: company.owner?.id ?? '',
  };
}

type TextField = Exclude<keyof CompanyFormValues, 'leadStatus' | 'logoFile' | 'source' | 'ownerUserId'>;

/**
 * The form after enrichment: only empty fields are filled, so nothing the user typed is
 * overwritten (integrations spec C.4). Returns the new values and the fields it filled.
 */
export function withEnrichment(
  values: CompanyFormValues,
  enriched: EnrichedCompany,
): { values: CompanyFormValues; filled: TextField[] } {
  const found: readonly (readonly [TextField, string | null])[] = [
    ['name', enriched.name],
    ['industry', enriched.industry],
    ['phone', enriched.phone],
    ['billingEmail', enriched.email],
    ['billingAddress', enriched.location.address],
    ['city', enriched.location.city],
    ['state', enriched.location.state],
    ['country', enriched.location.country],
    ['employeeCount', enriched.employeeCount === null ? null : String(enriched.employeeCount)],
  ];
  const next = { ...values };
  const filled: TextField[] = [];
  for (const [field, value] of found) {
    if (value && !next[field].trim()) {
      next[field] = value;
      filled.push(field);
    }
  }
  if (enriched.logoFile && !next.logoFile) next.logoFile = enriched.logoFile;
  if (filled.length > 0 || next.logoFile !== values.logoFile) next.source = 'auto_enriched';
  return { values: next, filled };
}

/** The Add/Edit Company form as react-hook-form holds it (text in, validated values out). */
export type CompanyForm = UseFormReturn<CompanyFormValues, unknown, CompanyValues>;

/**
 * The shared schema as the form's resolver. Its input is wider than the form's values (API
 * clients may also send null or numbers); every form value is a valid input, so it serves the
 * narrower form type unchanged.
 */
export const companyFormResolver = zodResolver(companyInputSchema) as unknown as Resolver<
  CompanyFormValues,
  unknown,
  CompanyValues
>;
