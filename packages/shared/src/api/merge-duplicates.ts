import { z } from 'zod';

/** Merging duplicates (issue 24 item 6): companies and contacts. */
export const MERGE_ENTITIES = ['company', 'contact'] as const;
export type MergeEntity = (typeof MERGE_ENTITIES)[number];

/** The fields a person picks from either record; everything else stays as the kept record has it. */
export const COMPANY_MERGE_FIELDS = [
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
  'businessUnit',
  'ownerUserId',
] as const;
export type CompanyMergeField = (typeof COMPANY_MERGE_FIELDS)[number];

export const CONTACT_MERGE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'jobTitle',
  'crmCompanyId',
  'leadStatus',
  'ownerUserId',
] as const;
export type ContactMergeField = (typeof CONTACT_MERGE_FIELDS)[number];

export const MERGE_FIELDS: Readonly<Record<MergeEntity, readonly string[]>> = {
  company: COMPANY_MERGE_FIELDS,
  contact: CONTACT_MERGE_FIELDS,
};

/** Why two records look like one: same domain or email, same name once normalised, a similar name. */
export const DUPLICATE_REASONS = ['same_domain', 'same_email', 'same_name', 'similar_name'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** Most pairs one request lists. */
export const DUPLICATES_MAX = 100;

export const duplicatesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(DUPLICATES_MAX).default(50),
  /** Only pairs where either record's name, domain or email contains this text (any case). */
  q: z.string().trim().max(200).optional(),
});
export type DuplicatesQuery = z.infer<typeof duplicatesQuerySchema>;

/** One side of a pair: the values as a person reads them (an owner's name, a company's name). */
export const duplicateRecordSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** How many records hang off it (a company's contacts, deals and activities; a contact's activities and deals). */
  related: z.number().int(),
  values: z.record(z.string(), z.string().nullable()),
});
export type DuplicateRecord = z.infer<typeof duplicateRecordSchema>;

export const duplicatePairSchema = z.object({
  reason: z.enum(DUPLICATE_REASONS),
  /** Trigram similarity of the names, 0–1. */
  similarity: z.number(),
  a: duplicateRecordSchema,
  b: duplicateRecordSchema,
});
export type DuplicatePair = z.infer<typeof duplicatePairSchema>;

export const duplicatesResponseSchema = z.object({ pairs: z.array(duplicatePairSchema) });
export type DuplicatesResponse = z.infer<typeof duplicatesResponseSchema>;

export const mergeParamsSchema = z.object({ id: z.uuid() });

const pick = z.enum(['kept', 'other']);

/** POST …/:id/merge: `id` is kept, `otherId` is archived; per field, whose value the kept record takes. */
export const companyMergeRequestSchema = z.object({
  otherId: z.uuid(),
  fields: z.partialRecord(z.enum(COMPANY_MERGE_FIELDS), pick).default({}),
});
export const contactMergeRequestSchema = z.object({
  otherId: z.uuid(),
  fields: z.partialRecord(z.enum(CONTACT_MERGE_FIELDS), pick).default({}),
});
export type MergeRequest = {
  otherId: string;
  fields: Partial<Record<string, 'kept' | 'other'>>;
};

/** What moved to the kept record. */
export const mergeResultSchema = z.object({
  keptId: z.uuid(),
  archivedId: z.uuid(),
  moved: z.record(z.string(), z.number().int()),
});
export type MergeResult = z.infer<typeof mergeResultSchema>;
