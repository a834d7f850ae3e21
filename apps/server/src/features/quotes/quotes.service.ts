import {
  QUOTES_COPY as C,
  type createQuoteRequestSchema,
  QUOTE_VALIDITY_DAYS,
  type Quote,
  type updateQuoteRequestSchema,
} from '@northdesk/shared';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import { readGeneralSettings } from '../../db/general-settings.ts';
import { crmCompanies, crmContacts, crmDeals, quotes } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { addDaysTo, londonToday } from './quote-dates.ts';
import { priceLines, readLines, replaceLines } from './quote-lines.ts';
import { nextQuoteNumber } from './quote-numbers.ts';
import { type QuoteRow, quoteRow, readQuote, storedTotals } from './quote-reader.ts';

type Ctx = Required<TenantContext>;
type CreateInput = z.output<typeof createQuoteRequestSchema>;
type UpdateInput = z.output<typeof updateQuoteRequestSchema>;

const invalid = (field: string, message: string) =>
  new AppError('validation_failed', message, { [field]: message });

/** The customer, contact and deal of a quote must be the tenant's (row-level security) and fit. */
async function checkLinks(
  tx: Transaction,
  links: { crmCompanyId: string; contactId: string | null; dealId: string | null },
): Promise<void> {
  const [company] = await tx
    .select({ id: crmCompanies.id })
    .from(crmCompanies)
    .where(and(eq(crmCompanies.id, links.crmCompanyId), eq(crmCompanies.archived, false)));
  if (!company) throw invalid('crmCompanyId', C.customerNotFound);
  if (links.contactId) {
    const [contact] = await tx
      .select({ crmCompanyId: crmContacts.crmCompanyId })
      .from(crmContacts)
      .where(and(eq(crmContacts.id, links.contactId), eq(crmContacts.archived, false)));
    if (!contact) throw invalid('contactId', C.contactNotFound);
    if (contact.crmCompanyId !== links.crmCompanyId) throw invalid('contactId', C.contactCompanyMismatch);
  }
  if (links.dealId) {
    const [deal] = await tx.select({ id: crmDeals.id }).from(crmDeals).where(eq(crmDeals.id, links.dealId));
    if (!deal) throw invalid('dealId', C.dealNotFound);
  }
}

function checkValidUntil(validUntil: string | undefined, today: string): void {
  if (validUntil !== undefined && validUntil < today) throw invalid('validUntil', C.validUntilPast);
}

/** A sent (or answered) quote is frozen: only a new revision changes it. */
function assertDraft(row: QuoteRow): void {
  if (row.status !== 'draft') throw conflict(C.frozen);
}

/** Quotes of the tenant (issue 21 item 5): create, change while a draft, delete a draft, revise. */
export const quotesService = {
  get(db: Database, ctx: Ctx, id: string): Promise<Quote> {
    return withTenant(db, ctx, (tx) => readQuote(tx, id, londonToday()));
  },

  /** A new draft with the next number of the tenant's sequence, owned by its creator. */
  create(db: Database, ctx: Ctx, input: CreateInput): Promise<Quote> {
    const today = londonToday();
    checkValidUntil(input.validUntil, today);
    return withTenant(db, ctx, async (tx) => {
      await checkLinks(tx, input);
      // CRM Settings → General settings: the quote's currency and its lines' fallback VAT code.
      const defaults = await readGeneralSettings(tx);
      const lines = await priceLines(tx, input.lines, defaults.defaultVatCode);
      const baseNumber = await nextQuoteNumber(tx, ctx.companyId, Number(today.slice(0, 4)));
      const [row] = await tx
        .insert(quotes)
        .values({
          companyId: ctx.companyId,
          baseNumber,
          revision: 1,
          title: input.title,
          crmCompanyId: input.crmCompanyId,
          contactId: input.contactId,
          dealId: input.dealId,
          ownerId: ctx.userId || null,
          createdBy: ctx.userId || null,
          validUntil: input.validUntil ?? addDaysTo(today, QUOTE_VALIDITY_DAYS),
          terms: input.terms ?? C.defaultTerms,
          notes: input.notes,
          currency: defaults.defaultCurrency,
        })
        .returning({ id: quotes.id });
      if (!row) throw new Error('insert returned no row');
      const totals = await replaceLines(tx, ctx.companyId, row.id, lines);
      await tx.update(quotes).set(storedTotals(totals)).where(eq(quotes.id, row.id));
      return readQuote(tx, row.id, today);
    });
  },

  /** Changes a draft; `lines`, when given, replaces them all. Anything else than a draft: 409. */
  update(db: Database, ctx: Ctx, id: string, input: UpdateInput): Promise<Quote> {
    const today = londonToday();
    checkValidUntil(input.validUntil, today);
    return withTenant(db, ctx, async (tx) => {
      const row = await quoteRow(tx, id, true);
      assertDraft(row);
      const links = {
        crmCompanyId: input.crmCompanyId ?? row.crmCompanyId,
        contactId: input.contactId !== undefined ? input.contactId : row.contactId,
        dealId: input.dealId !== undefined ? input.dealId : row.dealId,
      };
      // A new customer drops the old customer's contact unless one of the new one's is given.
      if (input.crmCompanyId && input.crmCompanyId !== row.crmCompanyId && input.contactId === undefined)
        links.contactId = null;
      await checkLinks(tx, links);
      const totals = input.lines
        ? await replaceLines(
            tx,
            ctx.companyId,
            id,
            await priceLines(tx, input.lines, (await readGeneralSettings(tx)).defaultVatCode),
          )
        : undefined;
      await tx
        .update(quotes)
        .set({
          ...links,
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.validUntil !== undefined ? { validUntil: input.validUntil } : {}),
          ...(input.terms !== undefined ? { terms: input.terms } : {}),
          ...(input.notes !== undefined ? { notes: input.notes } : {}),
          ...(totals ? storedTotals(totals) : {}),
          updatedAt: new Date(),
        })
        .where(eq(quotes.id, id));
      return readQuote(tx, id, today);
    });
  },

  /** Deletes a draft (its number is not reused); a sent quote is kept for the record: 409. */
  remove(db: Database, ctx: Ctx, id: string): Promise<void> {
    return withTenant(db, ctx, async (tx) => {
      const row = await quoteRow(tx, id, true);
      if (row.status !== 'draft') throw conflict(C.notDraft);
      await tx.delete(quotes).where(eq(quotes.id, id));
    });
  },

  /**
   * A new draft revision of a sent, declined or expired quote, with its lines, valid for the usual
   * period from today. Only the newest revision can be revised, once: a second click while the
   * new draft exists answers 409. The older revision keeps working until the new one is sent.
   */
  revise(db: Database, ctx: Ctx, id: string): Promise<Quote> {
    const today = londonToday();
    return withTenant(db, ctx, async (tx) => {
      const row = await quoteRow(tx, id, true);
      if (row.status === 'draft') throw conflict(C.frozen);
      if (row.status === 'accepted') throw conflict(C.cannotRevise);
      const [newer] = await tx
        .select({ id: quotes.id })
        .from(quotes)
        .where(and(eq(quotes.baseNumber, row.baseNumber), gt(quotes.revision, row.revision)))
        .orderBy(desc(quotes.revision))
        .limit(1);
      if (newer) throw conflict(C.alreadySuperseded);
      const [created] = await tx
        .insert(quotes)
        .values({
          companyId: ctx.companyId,
          baseNumber: row.baseNumber,
          revision: row.revision + 1,
          title: row.title,
          crmCompanyId: row.crmCompanyId,
          contactId: row.contactId,
          dealId: row.dealId,
          ownerId: row.ownerId,
          createdBy: ctx.userId || null,
          validUntil: addDaysTo(today, QUOTE_VALIDITY_DAYS),
          terms: row.terms,
          notes: row.notes,
          currency: row.currency,
          netTotal: row.netTotal,
          vatTotal: row.vatTotal,
          grossTotal: row.grossTotal,
        })
        .returning({ id: quotes.id });
      if (!created) throw new Error('insert returned no row');
      const lines = await readLines(tx, id);
      await replaceLines(
        tx,
        ctx.companyId,
        created.id,
        lines.map(({ id: _id, companyId: _c, quoteId: _q, ...line }) => line),
      );
      return readQuote(tx, created.id, today);
    });
  },
};
