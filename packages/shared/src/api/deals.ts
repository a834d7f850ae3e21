import { z } from 'zod';
import { DEALS_COPY as C } from '../copy/deals.ts';
import { decimalInput, moneySchema, optionalTextInput, textInput } from './money-input.ts';

/** What reaching a stage means (docs/product/deals.md): an open stage, or closing the deal won or lost. */
export const STAGE_KINDS = ['open', 'won', 'lost'] as const;
export type StageKind = (typeof STAGE_KINDS)[number];
export const DEAL_STATUSES = STAGE_KINDS;
export type DealStatus = StageKind;
export const DEAL_SORTS = [
  'name',
  'amount',
  'closeDate',
  'stage',
  'owner',
  'company',
  'created',
  'updated',
] as const;
export type DealSort = (typeof DEAL_SORTS)[number];
/** Cards a board column shows before "Load more". */
export const DEAL_BOARD_COLUMN_SIZE = 50;
export const DEAL_PAGE_SIZE = 25;

const id = z.uuid();
const isoDateTime = z.iso.datetime({ offset: true });

export const pipelineStageSchema = z.object({
  id,
  name: z.string(),
  position: z.number().int(),
  kind: z.enum(STAGE_KINDS),
  probability: z.number().int().min(0).max(100),
  rottingDays: z.number().int().nullable(),
});
export type PipelineStage = z.infer<typeof pipelineStageSchema>;

export const pipelineSchema = z.object({
  id,
  name: z.string(),
  isDefault: z.boolean(),
  stages: z.array(pipelineStageSchema),
});
export type Pipeline = z.infer<typeof pipelineSchema>;

export const lostReasonSchema = z.object({ id, label: z.string() });
export type LostReason = z.infer<typeof lostReasonSchema>;

export const pipelinesResponseSchema = z.object({
  pipelines: z.array(pipelineSchema),
  lostReasons: z.array(lostReasonSchema),
});
export type PipelinesResponse = z.infer<typeof pipelinesResponseSchema>;

export const pipelineStageInputSchema = z.object({
  /** An existing stage keeps its deals; a stage without id is new. */
  id: id.optional(),
  name: textInput(60, C.stageNameRequired),
  kind: z.enum(STAGE_KINDS),
  probability: z.number().int().min(0).max(100),
  rottingDays: z.number().int().min(1).max(3650).nullable(),
});
export const pipelineInputSchema = z
  .object({
    name: textInput(80, C.nameRequired),
    /** In board order. Existing stages left out are removed (refused while open deals are in them). */
    stages: z.array(pipelineStageInputSchema).min(3).max(20),
  })
  .refine((p) => STAGE_KINDS.every((kind) => p.stages.some((s) => s.kind === kind)), {
    message: C.pipelineNeedsStages,
    path: ['stages'],
  })
  .refine((p) => new Set(p.stages.map((s) => s.name.toLowerCase())).size === p.stages.length, {
    message: C.duplicateStageName,
    path: ['stages'],
  });
export type PipelineInput = z.input<typeof pipelineInputSchema>;
export const pipelineResponseSchema = z.object({ pipeline: pipelineSchema });

export const lostReasonsInputSchema = z.object({
  reasons: z.array(z.object({ id: id.optional(), label: textInput(80, C.lostReasonRequired) })).max(30),
});
export type LostReasonsInput = z.input<typeof lostReasonsInputSchema>;
export const lostReasonsResponseSchema = z.object({ lostReasons: z.array(lostReasonSchema) });

const personSchema = z.object({ id: z.string(), name: z.string().nullable() });

/** A deal as the board and the lists show it. */
export const dealCardSchema = z.object({
  id,
  name: z.string(),
  amount: moneySchema.nullable(),
  closeDate: z.iso.date().nullable(),
  status: z.enum(DEAL_STATUSES),
  pipelineId: id,
  stageId: id,
  stageName: z.string(),
  probability: z.number().int(),
  crmCompanyId: id.nullable(),
  companyName: z.string().nullable(),
  contactId: id.nullable(),
  contactName: z.string().nullable(),
  owner: personSchema.nullable(),
  stageEnteredAt: isoDateTime,
  /** Whole days since the deal entered its stage. */
  daysInStage: z.number().int().min(0),
  /** Open and idle in its stage for longer than the stage's rotting days. */
  rotting: z.boolean(),
  closedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type DealCard = z.infer<typeof dealCardSchema>;

export const dealDetailSchema = dealCardSchema.extend({
  lostReasonId: id.nullable(),
  lostReason: z.string().nullable(),
  lostNote: z.string().nullable(),
  createdBy: personSchema.nullable(),
  weightedAmount: moneySchema.nullable(),
});
export type DealDetail = z.infer<typeof dealDetailSchema>;

export const dealHistoryEntrySchema = z.object({
  id,
  fromStage: z.string().nullable(),
  toStage: z.string(),
  changedBy: personSchema.nullable(),
  changedAt: isoDateTime,
});
export type DealHistoryEntry = z.infer<typeof dealHistoryEntrySchema>;

export const dealResponseSchema = z.object({ deal: dealDetailSchema });
export const dealWithHistoryResponseSchema = z.object({
  deal: dealDetailSchema,
  history: z.array(dealHistoryEntrySchema),
});
export type DealWithHistoryResponse = z.infer<typeof dealWithHistoryResponseSchema>;

/** `mine`, or a user id. */
const ownerFilter = z.string().trim().min(1).max(100).optional();

export const dealBoardQuerySchema = z.object({
  pipelineId: id.optional(),
  owner: ownerFilter,
  crmCompanyId: id.optional(),
  search: z.string().trim().max(200).optional(),
});
export type DealBoardQuery = z.input<typeof dealBoardQuerySchema>;

export const dealBoardColumnSchema = z.object({
  stage: pipelineStageSchema,
  count: z.number().int(),
  total: moneySchema,
  weighted: moneySchema,
  deals: z.array(dealCardSchema),
});
export type DealBoardColumn = z.infer<typeof dealBoardColumnSchema>;
export const dealBoardResponseSchema = z.object({
  pipeline: pipelineSchema,
  columns: z.array(dealBoardColumnSchema),
});
export type DealBoardResponse = z.infer<typeof dealBoardResponseSchema>;

export const dealListQuerySchema = z.object({
  pipelineId: id.optional(),
  stageId: id.optional(),
  status: z.enum(['open', 'won', 'lost', 'all']).default('open'),
  owner: ownerFilter,
  crmCompanyId: id.optional(),
  contactId: id.optional(),
  /** YYYY-MM: deals expected to close in that month. */
  closeMonth: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
  search: z.string().trim().max(200).optional(),
  /** Closed on these days (London, inclusive) and why it was lost ("none": no reason): the reports' drill-down. */
  closedFrom: z.iso.date().optional(),
  closedTo: z.iso.date().optional(),
  lostReasonId: z.union([id, z.literal('none')]).optional(),
  /** Won in this many whole days from creation (inclusive): a sales-cycle bar of the reports. */
  cycleMinDays: z.coerce.number().int().min(0).max(100_000).optional(),
  cycleMaxDays: z.coerce.number().int().min(0).max(100_000).optional(),
  sort: z.enum(DEAL_SORTS).default('closeDate'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(DEAL_PAGE_SIZE),
});
export type DealListQuery = z.input<typeof dealListQuerySchema>;
export const dealListResponseSchema = z.object({
  deals: z.array(dealCardSchema),
  total: z.number().int(),
  totalAmount: moneySchema,
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DealListResponse = z.infer<typeof dealListResponseSchema>;

export const dealOwnersResponseSchema = z.object({ owners: z.array(personSchema) });

const amountInput = decimalInput(2, C.amountInvalid).nullish();

export const dealCreateSchema = z.object({
  name: textInput(200, C.nameRequired),
  amount: amountInput,
  closeDate: z.iso.date().nullish(),
  crmCompanyId: z.uuid(C.companyRequired),
  contactId: z.uuid().nullish(),
  pipelineId: z.uuid().optional(),
  /** The pipeline's first stage when absent. */
  stageId: z.uuid().optional(),
  /** The creator when absent; null for no owner. */
  ownerUserId: z.string().trim().min(1).max(100).nullish(),
});
export type DealCreateInput = z.input<typeof dealCreateSchema>;

export const dealUpdateSchema = z
  .object({
    name: textInput(200, C.nameRequired),
    amount: amountInput,
    closeDate: z.iso.date().nullable(),
    crmCompanyId: z.uuid(C.companyRequired),
    contactId: z.uuid().nullable(),
    stageId: z.uuid(),
    ownerUserId: z.string().trim().min(1).max(100).nullable(),
  })
  .partial();
export type DealUpdateInput = z.input<typeof dealUpdateSchema>;

export const dealMoveSchema = z.object({
  stageId: z.uuid(),
  /** The stage the mover saw: a 409 when someone moved the deal meanwhile. */
  fromStageId: z.uuid().optional(),
});
export type DealMoveInput = z.input<typeof dealMoveSchema>;

export const dealLostSchema = z
  .object({ lostReasonId: z.uuid().nullish(), note: optionalTextInput(1000) })
  .refine((v) => Boolean(v.lostReasonId || v.note), { message: C.lostNeedsReason, path: ['lostReasonId'] });
export type DealLostInput = z.input<typeof dealLostSchema>;

export const dealIdParamsSchema = z.object({ id: z.uuid(C.notFound) });
export const pipelineIdParamsSchema = z.object({ id: z.uuid(C.pipelineNotFound) });
