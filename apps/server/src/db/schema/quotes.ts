import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  inet,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { crmCompanies } from './crm-companies.ts';
import { crmContacts } from './crm-contacts.ts';
import { crmDeals } from './deals.ts';
import { products } from './products.ts';
import { companies } from './tenancy.ts';

/**
 * The last quote number handed out per tenant and year. A new quote takes the next one with
 * INSERT … ON CONFLICT DO UPDATE … RETURNING inside its own transaction: the row lock makes
 * concurrent creations wait for each other, so no number is ever given twice, and a rolled-back
 * creation gives its number back.
 */
export const quoteNumberSequences = pgTable(
  'quote_number_sequences',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.year] })],
);

/**
 * Quotes (issue 21 item 5). One row per revision: revision n of Q-2026-00042 shares its
 * base_number. Totals are NUMERIC, computed from the lines by the shared VAT rules when the lines
 * are saved. Once sent a revision is frozen: `sent_snapshot` holds what the customer got and
 * `sent_pdf_sha256` the PDF's hash; a change needs a new revision.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    baseNumber: text('base_number').notNull(),
    revision: integer('revision').notNull().default(1),
    status: text('status').notNull().default('draft'),
    title: text('title'),
    crmCompanyId: uuid('crm_company_id').notNull(),
    contactId: uuid('contact_id'),
    dealId: uuid('deal_id').references(() => crmDeals.id, { onDelete: 'set null' }),
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'set null' }),
    validUntil: date('valid_until').notNull(),
    terms: text('terms'),
    notes: text('notes'),
    currency: text('currency').notNull().default('GBP'),
    netTotal: numeric('net_total', { precision: 16, scale: 2 }).notNull().default('0'),
    vatTotal: numeric('vat_total', { precision: 16, scale: 2 }).notNull().default('0'),
    grossTotal: numeric('gross_total', { precision: 16, scale: 2 }).notNull().default('0'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentTo: text('sent_to'),
    sentBy: text('sent_by').references(() => user.id, { onDelete: 'set null' }),
    sentSnapshot: jsonb('sent_snapshot'),
    sentPdfKey: text('sent_pdf_key'),
    sentPdfSha256: text('sent_pdf_sha256'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedName: text('accepted_name'),
    acceptedEmail: text('accepted_email'),
    acceptedIp: inet('accepted_ip'),
    acceptedUserAgent: text('accepted_user_agent'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declinedName: text('declined_name'),
    declineReason: text('decline_reason'),
    /** Set when a newer revision replaced this one: its accept link no longer works. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('quotes_tenant_id_key').on(t.companyId, t.id),
    unique('quotes_tenant_number_key').on(t.companyId, t.baseNumber, t.revision),
    foreignKey({
      name: 'quotes_crm_company_fk',
      columns: [t.companyId, t.crmCompanyId],
      foreignColumns: [crmCompanies.companyId, crmCompanies.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'quotes_contact_fk',
      columns: [t.companyId, t.contactId],
      foreignColumns: [crmContacts.companyId, crmContacts.id],
    }),
    // The list (superseded revisions are not listed): newest first, and by status, in page order.
    index('quotes_list_idx')
      .on(t.companyId, t.createdAt.desc(), t.id.desc())
      .where(sql`superseded_at IS NULL`),
    index('quotes_list_status_idx')
      .on(t.companyId, t.status, t.createdAt.desc(), t.id.desc())
      .where(sql`superseded_at IS NULL`),
    index('quotes_deal_idx').on(t.companyId, t.dealId).where(sql`deal_id IS NOT NULL`),
    index('quotes_crm_company_idx').on(t.companyId, t.crmCompanyId),
    check('quotes_status_check', sql`status IN ('draft', 'sent', 'accepted', 'declined', 'expired')`),
    check('quotes_revision_check', sql`revision >= 1`),
  ],
);

/**
 * The lines of a quote, in `position` order. Each keeps what it was priced at (description,
 * SKU, unit, VAT code and rate), so a later change to the product never changes a quote.
 */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    quoteId: uuid('quote_id').notNull(),
    position: integer('position').notNull(),
    productId: uuid('product_id'),
    sku: text('sku'),
    description: text('description').notNull(),
    unit: text('unit'),
    quantity: numeric('quantity', { precision: 16, scale: 3 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 16, scale: 4 }).notNull(),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    vatCode: text('vat_code').notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
    lineNet: numeric('line_net', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'quote_lines_quote_fk',
      columns: [t.companyId, t.quoteId],
      foreignColumns: [quotes.companyId, quotes.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'quote_lines_product_fk',
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }),
    index('quote_lines_quote_idx').on(t.companyId, t.quoteId, t.position),
    check('quote_lines_vat_code_check', sql`vat_code IN ('20', '5', '0', 'exempt')`),
    check(
      'quote_lines_amounts_check',
      sql`quantity > 0 AND unit_price >= 0 AND discount_percent >= 0 AND discount_percent <= 100`,
    ),
  ],
);

/**
 * Accept links of sent quotes. Only the SHA-256 of the token is stored (the token is in the mail
 * alone); a link works until the end of the valid-until day, once (accept or decline), and not
 * after a newer revision was sent. The public page finds a link by its hash through the SECURITY
 * DEFINER function quote_accept_link_by_token_hash, then works inside that link's tenant.
 */
export const quoteAcceptLinks = pgTable(
  'quote_accept_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    quoteId: uuid('quote_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    sentTo: text('sent_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'quote_accept_links_quote_fk',
      columns: [t.companyId, t.quoteId],
      foreignColumns: [quotes.companyId, quotes.id],
    }).onDelete('cascade'),
    index('quote_accept_links_quote_idx').on(t.companyId, t.quoteId),
  ],
);
