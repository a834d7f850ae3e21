import { z } from 'zod';
import { QUOTES_COPY as C } from '../copy/quotes.ts';
import { big } from '../money/decimal.ts';
import { VAT_CODES } from '../money/vat.ts';
import { decimalInput, moneySchema, optionalTextInput, textInput } from './money-input.ts';

export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTES_PAGE_SIZE = 50;
export const QUOTE_LINES_MAX = 200;
/** A new quote is valid for this many days unless the user says otherwise. */
export const QUOTE_VALIDITY_DAYS = 30;
/** Accept-page attempts per client address (accept, decline, views) in the window. */
export const QUOTE_PUBLIC_RATE_LIMIT = { maxAttempts: 60, windowMinutes: 10 } as const;

export const QUOTE_STATUS_BADGE: Record<QuoteStatus, 'default' | 'secondary' | 'destructive' | 'outline'> = {
  draft: 'outline',
  sent: 'secondary',
  accepted: 'default',
  declined: 'destructive',
  expired: 'secondary',
};

/** "Q-2026-00042", and "Q-2026-00042-R2" from the second revision on. */
export function quoteNumberOf(baseNumber: string, revision: number): string {
  return revision > 1 ? `${baseNumber}-R${revision}` : baseNumber;
}

const timestamp = z.iso.datetime({ offset: true });
const ref = z.object({ id: z.uuid(), name: z.string() });

export const quoteLineSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  productId: z.uuid().nullable(),
  sku: z.string().nullable(),
  description: z.string(),
  unit: z.string().nullable(),
  quantity: z.string(),
  unitPrice: moneySchema,
  discountPercent: z.string(),
  vatCode: z.enum(VAT_CODES),
  /** The rate the line was priced at, per cent ("20"). */
  vatRate: z.string(),
  net: moneySchema,
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const vatBreakdownRowSchema = z.object({
  vatCode: z.enum(VAT_CODES),
  rate: z.string(),
  net: moneySchema,
  vat: moneySchema,
});

export const quoteTotalsSchema = z.object({
  net: moneySchema,
  vat: moneySchema,
  gross: moneySchema,
  breakdown: z.array(vatBreakdownRowSchema),
});
export type QuoteTotalsResponse = z.infer<typeof quoteTotalsSchema>;

export const quoteAcceptanceSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  at: timestamp,
  ipAddress: z.string().nullable(),
});
export const quoteDeclineSchema = z.object({ name: z.string(), reason: z.string(), at: timestamp });

export const quoteRevisionSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  revision: z.number().int(),
  status: z.enum(QUOTE_STATUSES),
});

export const quoteSchema = z.object({
  id: z.uuid(),
  /** The number as shown: base number plus "-R{n}" from revision 2. */
  number: z.string(),
  baseNumber: z.string(),
  revision: z.number().int().min(1),
  status: z.enum(QUOTE_STATUSES),
  /** Replaced by a newer revision: no longer acceptable. */
  superseded: z.boolean(),
  title: z.string().nullable(),
  crmCompany: ref,
  contact: z.object({ id: z.uuid(), name: z.string(), email: z.string().nullable() }).nullable(),
  deal: ref.nullable(),
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  validUntil: z.iso.date(),
  terms: z.string().nullable(),
  notes: z.string().nullable(),
  currency: z.string(),
  lines: z.array(quoteLineSchema),
  totals: quoteTotalsSchema,
  sentAt: timestamp.nullable(),
  sentTo: z.string().nullable(),
  acceptance: quoteAcceptanceSchema.nullable(),
  decline: quoteDeclineSchema.nullable(),
  revisions: z.array(quoteRevisionSchema),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Quote = z.infer<typeof quoteSchema>;

export const quoteResponseSchema = z.object({ quote: quoteSchema });
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

export const quoteListItemSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  revision: z.number().int(),
  status: z.enum(QUOTE_STATUSES),
  superseded: z.boolean(),
  title: z.string().nullable(),
  crmCompany: ref,
  deal: ref.nullable(),
  ownerName: z.string().nullable(),
  validUntil: z.iso.date(),
  net: moneySchema,
  gross: moneySchema,
  updatedAt: timestamp,
});
export type QuoteListItem = z.infer<typeof quoteListItemSchema>;

export const quoteListQuerySchema = z.object({
  search: textInput(100).optional().default(''),
  status: z.enum(QUOTE_STATUSES).optional(),
  dealId: z.uuid().optional(),
  crmCompanyId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(QUOTES_PAGE_SIZE),
});
export type QuoteListQuery = z.input<typeof quoteListQuerySchema>;

export const quoteListResponseSchema = z.object({
  quotes: z.array(quoteListItemSchema),
  total: z.number().int().min(0),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type QuoteListResponse = z.infer<typeof quoteListResponseSchema>;

export const quoteIdParamsSchema = z.object({ id: z.uuid(C.notFound) });

const isZero = (value: string) => big(value).eq(0);

export const quoteLineInputSchema = z.object({
  /** A catalogue product: its SKU and unit are copied onto the line. Null: a free-text line. */
  productId: z
    .uuid(C.productNotFound)
    .nullish()
    .transform((value) => value ?? null),
  /** Missing on a product line: the product's name. A free-text line needs one. */
  description: textInput(1000).optional(),
  unit: optionalTextInput(20),
  quantity: decimalInput(3, C.quantityInvalid).refine((value) => !isZero(value), C.quantityInvalid),
  /** Missing on a product line: the product's RSP. A free-text line needs one. */
  unitPrice: decimalInput(4, C.unitPriceInvalid).optional(),
  discountPercent: decimalInput(2, C.discountInvalid)
    .refine((value) => big(value).lte(100), C.discountInvalid)
    .default('0.00'),
  /** Missing: the product's code, else the company's default. */
  vatCode: z.enum(VAT_CODES).optional(),
});
export type QuoteLineInput = z.input<typeof quoteLineInputSchema>;
export type QuoteLineValues = z.output<typeof quoteLineInputSchema>;

const isoDate = z.iso.date();

const quoteHeaderFields = {
  crmCompanyId: z.uuid(C.customerRequired),
  contactId: z
    .uuid(C.contactNotFound)
    .nullish()
    .transform((value) => value ?? null),
  dealId: z
    .uuid(C.dealNotFound)
    .nullish()
    .transform((value) => value ?? null),
  title: optionalTextInput(200),
  validUntil: isoDate.optional(),
  terms: optionalTextInput(4000),
  notes: optionalTextInput(4000),
};

export const createQuoteRequestSchema = z.object({
  ...quoteHeaderFields,
  lines: z.array(quoteLineInputSchema).max(QUOTE_LINES_MAX, C.tooManyLines).default([]),
});
export type CreateQuoteRequest = z.input<typeof createQuoteRequestSchema>;

/** PATCH of a draft: the fields given change; `lines`, when given, replaces every line. */
export const updateQuoteRequestSchema = z.object({
  crmCompanyId: quoteHeaderFields.crmCompanyId.optional(),
  contactId: quoteHeaderFields.contactId.optional(),
  dealId: quoteHeaderFields.dealId.optional(),
  title: optionalTextInput(200).optional(),
  validUntil: isoDate.optional(),
  terms: optionalTextInput(4000).optional(),
  notes: optionalTextInput(4000).optional(),
  lines: z.array(quoteLineInputSchema).max(QUOTE_LINES_MAX, C.tooManyLines).optional(),
});
export type UpdateQuoteRequest = z.input<typeof updateQuoteRequestSchema>;

export const sendQuoteRequestSchema = z.object({
  to: z.email().max(254),
  message: optionalTextInput(4000),
});
export type SendQuoteRequest = z.input<typeof sendQuoteRequestSchema>;

// ---------------------------------------------------------------- public accept page

/** The token of an accept link: 32 random bytes, base64url. Anything else is simply not found. */
export const quoteTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

export const PUBLIC_QUOTE_STATES = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type PublicQuoteState = (typeof PUBLIC_QUOTE_STATES)[number];

export const publicQuoteSchema = z.object({
  state: z.enum(PUBLIC_QUOTE_STATES),
  number: z.string(),
  title: z.string().nullable(),
  seller: z.object({ name: z.string(), address: z.array(z.string()), hasLogo: z.boolean() }),
  customer: z.object({ name: z.string(), contactName: z.string().nullable() }),
  issuedAt: timestamp,
  validUntil: z.iso.date(),
  notes: z.string().nullable(),
  terms: z.string().nullable(),
  currency: z.string(),
  lines: z.array(quoteLineSchema.omit({ id: true, productId: true })),
  totals: quoteTotalsSchema,
  acceptance: quoteAcceptanceSchema.omit({ ipAddress: true }).nullable(),
  decline: quoteDeclineSchema.nullable(),
});
export type PublicQuote = z.infer<typeof publicQuoteSchema>;
export const publicQuoteResponseSchema = z.object({ quote: publicQuoteSchema });

export const acceptQuoteRequestSchema = z.object({
  name: textInput(200, C.publicNameRequired),
  email: z
    .union([z.email().max(254), z.literal('')])
    .nullish()
    .transform((value) => value || null),
});
export type AcceptQuoteRequest = z.input<typeof acceptQuoteRequestSchema>;

export const declineQuoteRequestSchema = z.object({
  name: textInput(200, C.publicNameRequired),
  reason: textInput(2000, C.publicReasonRequired),
});
export type DeclineQuoteRequest = z.input<typeof declineQuoteRequestSchema>;
