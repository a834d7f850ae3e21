import { z } from 'zod';
import { CONTACT_CATEGORIES } from '../contact-classification.ts';
import { CONTACTS_COPY } from '../copy/contacts.ts';
import { DEFAULT_LEAD_STATUS, leadStatusSchema } from './companies.ts';
import { contactSortSchema, sortDirectionSchema } from './list-sort.ts';
import { ownerFilterSchema, ownerRefSchema, ownerUserIdInputSchema } from './ownership.ts';

/** Business constants of the contacts area (docs/product/contacts.md). */
export const CONTACTS_PAGE_SIZE = 100;
export const CONTACTS_SEARCH_DEBOUNCE_MS = 800;
export const CUSTOMER_PICKER = {
  debounceMs: 300,
  minChars: 2,
  maxResults: 50,
  recentCount: 20,
} as const;
export const CONTACT_ARCHIVE = { recentActivityDays: 30, latestActivities: 10 } as const;

/** How a contact syncs with the external CRM (docs/product/contacts.md). */
export const CONTACT_SYNC_STRATEGIES = ['bidirectional', 'hubspot_managed', 'local_only'] as const;
export type ContactSyncStrategy = (typeof CONTACT_SYNC_STRATEGIES)[number];

export const CONTACT_SOURCES = ['manual', 'external_crm', 'import'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

export const CONTACT_ARCHIVED_REASONS = ['user_deleted', 'company_deleted', 'hubspot_deleted'] as const;

/** The category switch of the contacts page, in the spec's order. */
export const CONTACT_CATEGORY_FILTERS = ['company', 'generic', 'department', 'all'] as const;
export type ContactCategoryFilter = (typeof CONTACT_CATEGORY_FILTERS)[number];
export const DEFAULT_CONTACT_CATEGORY_FILTER: ContactCategoryFilter = 'all';

export const CONTACT_TYPES = ['business', 'individual'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

const trimmedOrNull = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, CONTACTS_COPY.emailInvalid)
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(z.email(CONTACTS_COPY.emailInvalid).nullable());

// ---------------------------------------------------------------- list

export const contactListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  search: z.string().trim().max(200).default(''),
  category: z.enum(CONTACT_CATEGORY_FILTERS).default(DEFAULT_CONTACT_CATEGORY_FILTER),
  country: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => (value ? value : undefined)),
  /** "mine", a user id, or left out for everyone. */
  owner: ownerFilterSchema,
  /** Created on or after / on or before these days (London): a report's drill-down. */
  createdFrom: z.iso.date().optional(),
  createdTo: z.iso.date().optional(),
  leadStatus: leadStatusSchema.optional(),
  source: z.enum(CONTACT_SOURCES).optional(),
  sort: contactSortSchema,
  dir: sortDirectionSchema,
});
export type ContactListQuery = z.input<typeof contactListQuerySchema>;

export const contactCompanyRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  domain: z.string().nullable(),
  country: z.string().nullable(),
  isIndividualContacts: z.boolean(),
});
export type ContactCompanyRef = z.infer<typeof contactCompanyRefSchema>;

export const contactListItemSchema = z.object({
  id: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  jobTitle: z.string().nullable(),
  /** Free-text company name (used when no company is linked). */
  company: z.string().nullable(),
  crmCompany: contactCompanyRefSchema.nullable(),
  category: z.enum(CONTACT_CATEGORIES),
  leadStatus: leadStatusSchema,
  syncStrategy: z.enum(CONTACT_SYNC_STRATEGIES),
  /** 'external_crm' for records that came from HubSpot (the list's badge). */
  source: z.string(),
  lastActivityAt: z.iso.datetime({ offset: true }).nullable(),
  owner: ownerRefSchema.nullable(),
});
export type ContactListItem = z.infer<typeof contactListItemSchema>;

export const contactListResponseSchema = z.object({
  contacts: z.array(contactListItemSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type ContactListResponse = z.infer<typeof contactListResponseSchema>;

/** The country filter's counts follow the selected category (issue 18: "Ireland (128)" under Individuals). */
export const contactCountriesQuerySchema = z.object({
  category: z.enum(CONTACT_CATEGORY_FILTERS).default(DEFAULT_CONTACT_CATEGORY_FILTER),
});

export const contactCountriesResponseSchema = z.object({
  countries: z.array(z.object({ country: z.string(), count: z.number().int().min(0) })),
});
export type ContactCountriesResponse = z.infer<typeof contactCountriesResponseSchema>;

// ---------------------------------------------------------------- detail

export const contactCompanyDetailsSchema = contactCompanyRefSchema.extend({
  industry: z.string().nullable(),
  phone: z.string().nullable(),
  billingEmail: z.string().nullable(),
  billingAddress: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  employeeCount: z.number().int().nullable(),
  leadStatus: z.string(),
});
export type ContactCompanyDetails = z.infer<typeof contactCompanyDetailsSchema>;

export const contactSchema = contactListItemSchema.extend({
  crmCompany: contactCompanyDetailsSchema.nullable(),
  externalCrmId: z.string().nullable(),
  locallyModifiedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  stats: z.object({
    activityCount: z.number().int().min(0),
    /** Null when the user may not see deals. */
    dealCount: z.number().int().min(0).nullable(),
    totalDealValue: z.number().nullable(),
  }),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactResponseSchema = z.object({ contact: contactSchema });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** Any text: an id that is no uuid is simply not found (404), like another tenant's. */
export const contactIdParamsSchema = z.object({ id: z.string().max(100) });

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_PATTERN.test(value);

// ---------------------------------------------------------------- create / edit

/**
 * The Add/Edit Contact form. Text is trimmed and empty becomes null. An individual contact goes to
 * the tenant's "Individual Contacts" company and loses its manual company text (docs/product/contacts.md).
 */
export const contactInputSchema = z
  .object({
    firstName: trimmedOrNull(100, CONTACTS_COPY.tooLong),
    lastName: trimmedOrNull(100, CONTACTS_COPY.tooLong),
    email: optionalEmail,
    phone: trimmedOrNull(50, CONTACTS_COPY.tooLong),
    jobTitle: trimmedOrNull(150, CONTACTS_COPY.tooLong),
    company: trimmedOrNull(200, CONTACTS_COPY.tooLong),
    leadStatus: leadStatusSchema.default(DEFAULT_LEAD_STATUS),
    contactType: z.enum(CONTACT_TYPES).default('business'),
    crmCompanyId: z.uuid(CONTACTS_COPY.companyNotFound).nullish().default(null),
    /** A user of the tenant; left out, the creator (create) or unchanged (edit). */
    ownerUserId: ownerUserIdInputSchema,
  })
  .refine((value) => Boolean(value.firstName || value.lastName), {
    path: ['firstName'],
    message: CONTACTS_COPY.nameRequired,
  });
export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactValues = z.output<typeof contactInputSchema>;

/**
 * PATCH /api/contacts/{id}/quick-edit: the lead status and/or owner changed straight from a list
 * row or the detail header (issue 18 item 3), without sending the whole form.
 */
export const contactQuickEditSchema = z
  .object({ leadStatus: leadStatusSchema.optional(), ownerUserId: ownerUserIdInputSchema })
  .refine((value) => value.leadStatus !== undefined || value.ownerUserId !== undefined, {
    message: CONTACTS_COPY.quickEditEmpty,
  });
export type ContactQuickEdit = z.input<typeof contactQuickEditSchema>;

export const updateContactResponseSchema = z.object({
  contact: contactSchema,
  /** True when this edit moved the contact from hubspot_managed to bidirectional. */
  syncStrategyChanged: z.boolean(),
});
export type UpdateContactResponse = z.infer<typeof updateContactResponseSchema>;

/** Quick-create from another form (e.g. a task's linked contacts): a name or an email is enough. */
export const quickContactRequestSchema = z
  .object({
    firstName: trimmedOrNull(100, CONTACTS_COPY.tooLong),
    lastName: trimmedOrNull(100, CONTACTS_COPY.tooLong),
    email: optionalEmail,
    crmCompanyId: z.uuid(CONTACTS_COPY.companyNotFound).nullish().default(null),
    /** A user of the tenant; left out, the creator (create) or unchanged (edit). */
    ownerUserId: ownerUserIdInputSchema,
  })
  .refine((value) => Boolean(value.firstName || value.email), {
    path: ['firstName'],
    message: CONTACTS_COPY.quickNameOrEmailRequired,
  });
export type QuickContactRequest = z.input<typeof quickContactRequestSchema>;

// ---------------------------------------------------------------- archive

export const contactArchivePreviewSchema = z.object({
  activityCount: z.number().int().min(0),
  dealCount: z.number().int().min(0),
  latestActivities: z.array(
    z.object({
      id: z.uuid(),
      type: z.string(),
      subject: z.string(),
      activityDate: z.iso.datetime({ offset: true }),
    }),
  ),
  /** Whether an activity happened within the last 30 days. */
  hasRecentActivity: z.boolean(),
});
export type ContactArchivePreview = z.infer<typeof contactArchivePreviewSchema>;

export const archiveContactResponseSchema = z.object({ id: z.uuid(), archived: z.literal(true) });

// ---------------------------------------------------------------- company picker and linking

export const customerOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  domain: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
});
export type CustomerOption = z.infer<typeof customerOptionSchema>;

export const customerSearchQuerySchema = z.object({
  search: z.string().trim().max(200).default(''),
});
export const customerOptionsResponseSchema = z.object({
  customers: z.array(customerOptionSchema),
  /** 'recent' when the search was empty (the 20 most recently updated), else 'search'. */
  mode: z.enum(['recent', 'search']),
});
export type CustomerOptionsResponse = z.infer<typeof customerOptionsResponseSchema>;

/** Quick-create a customer company from the picker, or from an email domain. */
export const createCustomerRequestSchema = z.object({
  name: z.string().trim().min(1, CONTACTS_COPY.customerNameRequired).max(200, CONTACTS_COPY.tooLong),
  website: z
    .string()
    .trim()
    .max(253, CONTACTS_COPY.tooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type CreateCustomerRequest = z.input<typeof createCustomerRequestSchema>;
export const customerResponseSchema = z.object({ customer: customerOptionSchema });

/** A company name from a domain: "acme-trading.co.uk" → "Acme Trading" (creating it from an email). */
export function companyNameFromDomain(domain: string): string {
  const label = domain.split('.')[0] ?? domain;
  return label
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export const companyByEmailQuerySchema = z.object({ email: z.string().trim().max(254) });
export const companyByEmailResponseSchema = z.object({
  domain: z.string().nullable(),
  /** The tenant's company with that domain, if any. */
  customer: customerOptionSchema.nullable(),
});
export type CompanyByEmailResponse = z.infer<typeof companyByEmailResponseSchema>;

// ---------------------------------------------------------------- deals of a contact

export const contactDealSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  stage: z.string(),
  amount: z.number().nullable(),
  closeDate: z.string().nullable(),
});
export type ContactDeal = z.infer<typeof contactDealSchema>;
export const contactDealsResponseSchema = z.object({ deals: z.array(contactDealSchema) });
