import { z } from 'zod';
import { COMPANY_SOURCES, leadStatusSchema } from './companies.ts';
import { CONTACT_CATEGORY_FILTERS, CONTACT_SOURCES } from './contacts.ts';
import { ownerFilterSchema } from './ownership.ts';

/** Bulk actions on the companies and contacts lists (issue 24 item 5), run as one background job. */
export const BULK_ENTITIES = ['company', 'contact'] as const;
export type BulkEntity = (typeof BULK_ENTITIES)[number];

/** The job's queue name. */
export const BULK_ACTIONS_JOB = 'bulk-actions.apply';
/** Most rows one request may name by id (larger selections go by the filter). */
export const BULK_MAX_IDS = 10_000;

export const bulkActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('lead_status'), leadStatus: leadStatusSchema }),
  z.object({ type: z.literal('owner'), ownerUserId: z.string().trim().min(1).max(100).nullable() }),
  z.object({ type: z.literal('archive') }),
]);
export type BulkAction = z.infer<typeof bulkActionSchema>;

/** The list's filters, as in its address (search, country, owner; a contact category; drill-down). */
export const bulkFilterSchema = z.object({
  search: z.string().trim().max(200).optional(),
  country: z.string().trim().max(100).optional(),
  owner: ownerFilterSchema,
  category: z.enum(CONTACT_CATEGORY_FILTERS).optional(),
  /** A report's drill-down filters (created between two London days, lead status, source). */
  createdFrom: z.iso.date().optional(),
  createdTo: z.iso.date().optional(),
  leadStatus: leadStatusSchema.optional(),
  source: z.enum([...COMPANY_SOURCES, ...CONTACT_SOURCES]).optional(),
});
export type BulkFilter = z.infer<typeof bulkFilterSchema>;

/** Either the chosen rows or every row matching the list's filters. */
export const bulkRequestSchema = z.object({
  selection: z.union([
    z.object({ ids: z.array(z.uuid()).min(1).max(BULK_MAX_IDS) }),
    z.object({ filter: bulkFilterSchema }),
  ]),
  action: bulkActionSchema,
});
export type BulkRequest = z.input<typeof bulkRequestSchema>;

export const bulkJobResponseSchema = z.object({ jobId: z.uuid() });

/** What the finished job reports (its result). */
export const bulkResultSchema = z.object({
  matched: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;
