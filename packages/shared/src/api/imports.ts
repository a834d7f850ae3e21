import { z } from 'zod';
import { activityListQuerySchema } from './activities.ts';
import { companyListQuerySchema } from './companies.ts';
import { contactListQuerySchema } from './contacts.ts';
import { dealListQuerySchema } from './deals.ts';
import { type ExportEntity, IMPORT_ENTITIES, type ImportEntity } from './list-data.ts';
import { productListQuerySchema } from './products.ts';
import { quoteListQuerySchema } from './quotes.ts';
import { taskListQuerySchema } from './tasks.ts';

// ---------------------------------------------------------------- import (issue 24 item 1)

/** What can be imported from CSV; each is also a permission section (import needs create). */

/** Largest file and most data rows one import takes. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 200_000;
/** Rows shown under the column mapping, and outcome lines kept for the dry-run report. */
export const IMPORT_PREVIEW_ROWS = 5;
export const IMPORT_REPORT_ROWS = 200;

/**
 * The fields each import fills, in the mapping's order. `id` is the record's Northdesk id (an
 * exported file carries it, so re-importing it updates the same records); `externalId` is the id
 * in the system the data comes from (HubSpot's for synced records).
 */
export const IMPORT_FIELDS = {
  companies: [
    'id',
    'name',
    'domain',
    'industry',
    'phone',
    'billingEmail',
    'billingAddress',
    'city',
    'state',
    'country',
    'employeeCount',
    'leadStatus',
    'externalId',
  ],
  contacts: [
    'id',
    'firstName',
    'lastName',
    'email',
    'phone',
    'jobTitle',
    'companyName',
    'companyDomain',
    'companyExternalId',
    'leadStatus',
    'externalId',
  ],
  products: ['id', 'sku', 'name', 'description', 'unit', 'costPrice', 'listPrice', 'vatCode'],
  deals: [
    'id',
    'name',
    'amount',
    'closeDate',
    'stage',
    'companyName',
    'companyDomain',
    'companyExternalId',
    'contactEmail',
  ],
} as const satisfies Record<ImportEntity, readonly string[]>;
export type ImportField<E extends ImportEntity = ImportEntity> = (typeof IMPORT_FIELDS)[E][number];
export const ALL_IMPORT_FIELDS = [...new Set(Object.values(IMPORT_FIELDS).flat())] as [string, ...string[]];

/** What to do with a row whose company (domain), contact (email), product (SKU) already exists. */
export const DUPLICATE_MODES = ['skip', 'update', 'create'] as const;
export type DuplicateMode = (typeof DUPLICATE_MODES)[number];

/** How dates are written in the file: 2026-03-31, 31/03/2026, 03/31/2026. */
export const DATE_FORMATS = ['ymd', 'dmy', 'mdy'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export const IMPORT_ENCODINGS = ['utf-8', 'windows-1252'] as const;
export type ImportEncoding = (typeof IMPORT_ENCODINGS)[number];
export const IMPORT_DELIMITERS = [',', ';', '\t'] as const;

export const IMPORT_STATUSES = [
  'uploaded',
  'checking',
  'checked',
  'importing',
  'imported',
  'undoing',
  'undone',
  'failed',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const ROW_ACTIONS = ['create', 'update', 'skip', 'reject'] as const;
export type RowAction = (typeof ROW_ACTIONS)[number];

/** Why a row is skipped or rejected (the words are in IMPORTS_COPY.reasons). */
export const ROW_REASONS = [
  'duplicate',
  'duplicate_in_file',
  'unchanged',
  'missing_required',
  'missing_name',
  'invalid_email',
  'invalid_domain',
  'invalid_number',
  'invalid_money',
  'invalid_date',
  'invalid_choice',
  'too_long',
  'not_found',
  'company_not_found',
  'contact_not_found',
  'stage_not_found',
  'conflict',
] as const;
export type RowReason = (typeof ROW_REASONS)[number];

export const importMappingSchema = z.array(z.enum(ALL_IMPORT_FIELDS).nullable()).max(200);
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** What the person chose before a dry run (and the import after it runs with the same). */
export const importOptionsSchema = z.object({
  mapping: importMappingSchema,
  duplicates: z.enum(DUPLICATE_MODES).default('skip'),
  dateFormat: z.enum(DATE_FORMATS).default('ymd'),
});
export type ImportOptions = z.infer<typeof importOptionsSchema>;
/** The choices as stored and returned (response schemas carry no defaults). */
export const importChoicesSchema = z.object({
  mapping: importMappingSchema,
  duplicates: z.enum(DUPLICATE_MODES),
  dateFormat: z.enum(DATE_FORMATS),
});
export type ImportOptionsInput = z.input<typeof importOptionsSchema>;

export const importCountsSchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  skip: z.number().int(),
  reject: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** One row's outcome: its line in the file (the header is line 1), what happens, and why. */
export const importRowOutcomeSchema = z.object({
  line: z.number().int(),
  action: z.enum(ROW_ACTIONS),
  reason: z.enum(ROW_REASONS).nullable(),
  /** The field the reason is about, and the value that was refused. */
  field: z.string().nullable(),
  value: z.string().nullable(),
  /** The row as people recognise it (a name, an email). */
  label: z.string(),
});
export type ImportRowOutcome = z.infer<typeof importRowOutcomeSchema>;

export const importReportSchema = z.object({
  counts: importCountsSchema,
  rows: z.number().int(),
  /** The first outcomes that are not a plain create, up to IMPORT_REPORT_ROWS. */
  outcomes: z.array(importRowOutcomeSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const importSchema = z.object({
  id: z.uuid(),
  entity: z.enum(IMPORT_ENTITIES),
  status: z.enum(IMPORT_STATUSES),
  fileName: z.string(),
  fileSize: z.number().int(),
  /** Data rows in the file (the header aside). */
  rowCount: z.number().int(),
  encoding: z.enum(IMPORT_ENCODINGS),
  delimiter: z.string(),
  headers: z.array(z.string()),
  preview: z.array(z.array(z.string())),
  options: importChoicesSchema,
  /** Whether the mapping came from this tenant's last import of the entity. */
  mappingRemembered: z.boolean(),
  /** The dry run's report, then the import's. */
  dryRun: importReportSchema.nullable(),
  result: importReportSchema.nullable(),
  progress: z.object({ done: z.number().int(), total: z.number().int().nullable() }).nullable(),
  jobId: z.uuid().nullable(),
  error: z.string().nullable(),
  /** Whether the last run rejected rows (downloadable as CSV). */
  hasRejected: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  importedAt: z.iso.datetime({ offset: true }).nullable(),
  undoneAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Import = z.infer<typeof importSchema>;

export const importResponseSchema = z.object({ import: importSchema });
export type ImportResponse = z.infer<typeof importResponseSchema>;
export const importIdParamsSchema = z.object({ id: z.uuid() });

// ---------------------------------------------------------------- export (issue 24 item 2)

/** Each export takes its list's own filters and search (paging aside: it is the whole list). */
export const EXPORT_QUERY_SCHEMAS = {
  companies: companyListQuerySchema.omit({ page: true }),
  contacts: contactListQuerySchema.omit({ page: true }),
  activities: activityListQuerySchema.omit({ limit: true, before: true, after: true }),
  tasks: taskListQuerySchema,
  deals: dealListQuerySchema.omit({ page: true, pageSize: true }),
  quotes: quoteListQuerySchema.omit({ page: true, pageSize: true }),
  products: productListQuerySchema.omit({ page: true, pageSize: true }),
} as const;
export type ExportQuery<E extends ExportEntity> = z.infer<(typeof EXPORT_QUERY_SCHEMAS)[E]>;
