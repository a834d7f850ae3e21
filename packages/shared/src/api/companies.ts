import { z } from 'zod';
import { ACCESS_LEVELS } from '../access.ts';
import { COMPANIES_COPY as C } from '../copy/companies.ts';
import { INDUSTRY_VALUES } from './industries.ts';
import { companySortSchema, sortDirectionSchema } from './list-sort.ts';
import { ownerFilterSchema, ownerRefSchema, ownerUserIdInputSchema } from './ownership.ts';

/** Business constants of the companies area (docs/product/companies.md). */
export const COMPANIES_PAGE_SIZE = 100;
export const COMPANY_CONTACTS_PAGE_SIZE = 100;
export const COMPANY_SEARCH_DEBOUNCE_MS = 800;
export const LOGO_PROBE_TIMEOUT_MS = 3000;
export const PAGER_WINDOW = 5;
/** Overview card sizes; the Activities and Tasks tabs show up to COMPANY_ACTIVITIES_LIMIT. */
export const RECENT_ACTIVITIES_LIMIT = 3;
export const RECENT_TASKS_LIMIT = 5;
export const COMPANY_ACTIVITIES_LIMIT = 50;
/** The special company that holds individual contacts; never listed (docs/product/companies.md). */
export const INDIVIDUAL_CONTACTS_COMPANY_NAME = 'Individual Contacts';

/** Lead status (docs/product/companies.md): free choice, new companies default to warm. */
export const LEAD_STATUSES = ['hot', 'warm', 'cold', 'customer', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const DEFAULT_LEAD_STATUS: LeadStatus = 'warm';
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  hot: 'Hot Lead',
  warm: 'Warm Lead',
  cold: 'Cold Lead',
  customer: 'Customer',
  lost: 'Lost',
};
export const leadStatusSchema = z.enum(LEAD_STATUSES);

export const COMPANY_SOURCES = ['manual_entry', 'auto_enriched', 'external_crm'] as const;
export type CompanySource = (typeof COMPANY_SOURCES)[number];

const HOSTNAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

/**
 * The form a domain is stored and compared in: lower-case, without scheme, `www.`, path or port
 * ("https://www.Example.com:8080/about" → "example.com"). Null when the text is no domain.
 */
export function normalizeDomain(input: string): string | null {
  let text = input.trim().toLowerCase();
  if (text === '') return null;
  if (!/^[a-z][a-z0-9+.-]*:\/\//.test(text)) text = `http://${text}`;
  let host: string;
  try {
    host = new URL(text).hostname;
  } catch {
    return null;
  }
  host = host.replace(/\.$/, '');
  if (host.startsWith('www.')) host = host.slice(4);
  return HOSTNAME.test(host) && host.length <= 253 ? host : null;
}

/**
 * Stored logo files: `{companyId or pending}-{timestamp}-{uuid}.{ext}` inside the tenant's logo folder
 * (the random part keeps two uploads in one millisecond apart; older names lack it).
 */
export const LOGO_FILE_PATTERN =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|pending)-\d{10,16}(?:-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?\.(?:png|jpg|gif|webp|svg|ico)$/;
export const companyLogoUrl = (logoFile: string) => `/api/companies/logos/${logoFile}`;

// Field rules shared by the form and the API. Every text is trimmed; empty becomes null.
// `undefined` stays undefined, so a partial update leaves fields it does not name alone.
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, C.tooLong(max))
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

const optionalEmail = z
  .string()
  .trim()
  .max(254, C.tooLong(254))
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (!value) return null;
    if (!z.email().safeParse(value).success) {
      ctx.issues.push({ code: 'custom', message: C.emailInvalid, input: value });
      return z.NEVER;
    }
    return value.toLowerCase();
  });

const optionalDomain = z
  .string()
  .max(2000, C.domainInvalid)
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || value.trim() === '') return null;
    const domain = normalizeDomain(value);
    if (!domain) {
      ctx.issues.push({ code: 'custom', message: C.domainInvalid, input: value });
      return z.NEVER;
    }
    return domain;
  });

const optionalIndustry = z
  .string()
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (!value) return null;
    const lower = value.toLowerCase();
    if (!INDUSTRY_VALUES.includes(lower)) {
      ctx.issues.push({ code: 'custom', message: C.industryUnknown, input: value });
      return z.NEVER;
    }
    return lower;
  });

/** A number or the text of one (form inputs); empty is null; at least 1 (docs/product/companies.md). */
const optionalEmployeeCount = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null) return null;
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (text === '') return null;
    const count = Number(text);
    if (!Number.isInteger(count)) {
      ctx.issues.push({ code: 'custom', message: C.employeeCountWhole, input: value });
      return z.NEVER;
    }
    if (count < 1) {
      ctx.issues.push({ code: 'custom', message: C.employeeCountMin, input: value });
      return z.NEVER;
    }
    if (count > 10_000_000) {
      ctx.issues.push({ code: 'custom', message: C.tooLong(8), input: value });
      return z.NEVER;
    }
    return count;
  });

const companyName = z
  .string({ error: C.nameRequired })
  .trim()
  .min(1, C.nameRequired)
  .max(200, C.tooLong(200))
  .refine((name) => name.toLowerCase() !== INDIVIDUAL_CONTACTS_COMPANY_NAME.toLowerCase(), C.nameReserved);

/** The Add/Edit Company form and POST /api/companies. */
export const companyInputSchema = z.object({
  name: companyName,
  domain: optionalDomain,
  industry: optionalIndustry,
  phone: optionalText(50),
  billingEmail: optionalEmail,
  billingAddress: optionalText(500),
  city: optionalText(100),
  state: optionalText(100),
  country: optionalText(100),
  employeeCount: optionalEmployeeCount,
  leadStatus: leadStatusSchema.optional(),
  businessUnit: optionalText(100),
  source: z.enum(COMPANY_SOURCES).optional(),
  /** A logo stored by enrichment (its file name); null removes the logo. */
  logoFile: z.string().regex(LOGO_FILE_PATTERN).nullish(),
  /** A user of the tenant; left out on create, the creator. */
  ownerUserId: ownerUserIdInputSchema,
});
export type CompanyInput = z.input<typeof companyInputSchema>;
export type CompanyValues = z.output<typeof companyInputSchema>;

/** PATCH /api/companies/{id} takes a subset of the fields. */
export const companyUpdateSchema = companyInputSchema.partial();
export type CompanyUpdate = z.output<typeof companyUpdateSchema>;

const timestamp = z.iso.datetime({ offset: true });

export const companySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  domain: z.string().nullable(),
  industry: z.string().nullable(),
  phone: z.string().nullable(),
  billingEmail: z.string().nullable(),
  billingAddress: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  employeeCount: z.number().int().nullable(),
  leadStatus: leadStatusSchema,
  source: z.enum(COMPANY_SOURCES),
  businessUnit: z.string().nullable(),
  logoFile: z.string().nullable(),
  owner: ownerRefSchema.nullable(),
  locallyModifiedAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Company = z.infer<typeof companySchema>;

export const companyResponseSchema = z.object({ company: companySchema });
export type CompanyResponse = z.infer<typeof companyResponseSchema>;

/**
 * A row of the companies list: what its table shows (docs/product/companies.md). The edit action reads the whole
 * company (GET /api/companies/{id}) when it opens.
 */
export const companyListItemSchema = companySchema
  .pick({
    id: true,
    name: true,
    domain: true,
    phone: true,
    billingEmail: true,
    city: true,
    state: true,
    country: true,
    leadStatus: true,
    logoFile: true,
    owner: true,
    source: true,
  })
  .extend({
    contactCount: z.number().int().min(0),
    /** The latest activity logged on the company, if any. */
    lastActivityAt: z.iso.datetime({ offset: true }).nullable(),
  });
export type CompanyListItem = z.infer<typeof companyListItemSchema>;

export const companyListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  country: z.string().trim().max(100).optional(),
  /** "mine", a user id, or left out for everyone. */
  owner: ownerFilterSchema,
  /** Created on or after / on or before these days (London): a report's drill-down. */
  createdFrom: z.iso.date().optional(),
  createdTo: z.iso.date().optional(),
  leadStatus: leadStatusSchema.optional(),
  source: z.enum(COMPANY_SOURCES).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  sort: companySortSchema,
  dir: sortDirectionSchema,
});
export type CompanyListQuery = z.input<typeof companyListQuerySchema>;

export const companyListResponseSchema = z.object({
  companies: z.array(companyListItemSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type CompanyListResponse = z.infer<typeof companyListResponseSchema>;

export const companyCountriesResponseSchema = z.object({
  countries: z.array(z.object({ country: z.string(), count: z.number().int().min(0) })),
});
export type CompanyCountriesResponse = z.infer<typeof companyCountriesResponseSchema>;

/** Params of every /api/companies/{id} route. Any text: an id that is no uuid is simply not found. */
export const companyIdParamsSchema = z.object({ id: z.string().max(100) });

export const domainCheckQuerySchema = z.object({
  domain: z.string().trim().min(1, C.enrichNeedsDomain).max(2000),
  /** The company being edited, which may keep its own domain. */
  excludeId: z.uuid().optional(),
});
export const domainCheckResponseSchema = z.object({
  domain: z.string(),
  existing: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type DomainCheckResponse = z.infer<typeof domainCheckResponseSchema>;

export const deleteCompanyQuerySchema = z.object({
  deleteContacts: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export const deleteCompanyResponseSchema = z.object({ deletedContacts: z.number().int().min(0) });
export type DeleteCompanyResponse = z.infer<typeof deleteCompanyResponseSchema>;

/** A contact linked to a company, as the company pages show it (crm_contacts arrives later). */
export const linkedContactSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  jobTitle: z.string().nullable(),
  leadStatus: z.string().nullable(),
  lastActivityAt: timestamp.nullable(),
});
export type LinkedContact = z.infer<typeof linkedContactSchema>;

export const companyContactsQuerySchema = z.object({
  category: z.enum(['all', 'department']).default('all'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export const companyContactsResponseSchema = z.object({
  contacts: z.array(linkedContactSchema),
  total: z.number().int().min(0),
});
export type CompanyContactsResponse = z.infer<typeof companyContactsResponseSchema>;

const recentItemSchema = z.object({
  id: z.string(),
  type: z.string(),
  subject: z.string().nullable(),
  activityDate: timestamp.nullable(),
});

/**
 * Counts for the detail tabs, and the newest activities and tasks (up to 50 each, newest first).
 * Contacts belong to the company page (its Contacts tab needs only companies access, as the list's
 * contact counts do); activities, deals and tasks are other sections', so each count of theirs is
 * null, and its recent items empty, when the user may not read that section (their own routes
 * would answer 403).
 */
export const companySummaryResponseSchema = z.object({
  counts: z.object({
    contacts: z.number().int().min(0),
    departments: z.number().int().min(0),
    activities: z.number().int().min(0).nullable(),
    deals: z.number().int().min(0).nullable(),
    tasks: z.number().int().min(0).nullable(),
  }),
  recentActivities: z.array(recentItemSchema),
  recentTasks: z.array(recentItemSchema),
});
export type CompanySummaryResponse = z.infer<typeof companySummaryResponseSchema>;

/** Deal stages (the spec shows none; these are the usual pipeline). */
export const DEAL_STAGES = [
  'prospecting',
  'qualification',
  'proposal',
  'negotiation',
  'closed_won',
  'closed_lost',
] as const;
export type DealStage = (typeof DEAL_STAGES)[number];
export const DEAL_STAGE_LABELS: Record<DealStage, string> = {
  prospecting: 'Prospecting',
  qualification: 'Qualification',
  proposal: 'Proposal',
  negotiation: 'Negotiation',
  closed_won: 'Closed Won',
  closed_lost: 'Closed Lost',
};
export function dealStageLabel(stage: string): string {
  return DEAL_STAGE_LABELS[stage as DealStage] ?? stage.replaceAll('_', ' ');
}

export const dealSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  stage: z.string(),
  /** In dollars, two decimals. */
  amount: z.number().nullable(),
  closeDate: z.iso.date().nullable(),
  contactId: z.uuid().nullable(),
  createdAt: timestamp,
});
export type Deal = z.infer<typeof dealSchema>;
export const companyDealsResponseSchema = z.object({ deals: z.array(dealSchema) });
export type CompanyDealsResponse = z.infer<typeof companyDealsResponseSchema>;

/**
 * GET /api/access: the signed-in user's effective level in every permission section, so the UI
 * can hide what the server would refuse (used by companies first; every section can read it).
 */
export const sectionAccessResponseSchema = z.object({
  levels: z.record(z.string(), z.enum(ACCESS_LEVELS)),
});
export type SectionAccessResponse = z.infer<typeof sectionAccessResponseSchema>;
