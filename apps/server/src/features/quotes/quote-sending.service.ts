import crypto from 'node:crypto';
import { QUOTES_COPY as C, formatMoney, type Quote, type SendQuoteRequest } from '@northdesk/shared';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { quoteAcceptLinks, quotes } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Transaction } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { readStoredFile } from '../../lib/storage/read-stored-file.ts';
import { linkMail } from '../mail/mail-templates.ts';
import { londonToday } from './quote-dates.ts';
import type { QuoteDocument } from './quote-document.ts';
import { buildQuoteDocument } from './quote-document-builder.ts';
import { acceptLinkUrl, newAcceptToken } from './quote-links.ts';
import { renderQuotePdf } from './quote-pdf.ts';
import { quoteRow, readQuote } from './quote-reader.ts';

type Deps = Pick<AppDeps, 'database' | 'storage' | 'mailer' | 'config'>;
type Ctx = { companyId: string; userId: string };

export const quotePdfFileName = (number: string) => `${number}.pdf`;
const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));

type Prepared = {
  quote: Quote;
  /** Where the PDF the customer gets is stored (mailed by reference: the delivery job reads it). */
  pdfKey: string;
  token: string;
  linkId: string;
  sellerName: string;
  /** Set on a first send: what undoSend must take back. */
  firstSend: { sentAt: Date; baseNumber: string; revision: number; pdfKey: string } | null;
};

/**
 * Sends a quote (issue 21 item 7): renders its PDF, stores it with what was sent (the document
 * and the PDF's hash), makes a single-use accept link that expires at the end of the valid-until
 * day (London), marks the quote sent (frozen) and retires the accept links of older revisions,
 * in one transaction; then mails the PDF with the link. When the mail cannot be sent, all of that
 * is taken back (undoSend) and the answer is 503: the quote is a draft again, nothing is lost.
 * (The mail goes after the commit: the accept link must exist before anyone can click it, and
 * the outbox write needs the connection the transaction holds on the embedded database.)
 * A sent quote can be sent again (to another address): it gets its own link and the same PDF.
 */
export async function sendQuote(deps: Deps, ctx: Ctx, id: string, input: SendQuoteRequest): Promise<Quote> {
  const to = input.to.trim().toLowerCase();
  const prepared = await markSent(deps, ctx, id, to);
  const { quote } = prepared;
  const intro = C.mailIntro(
    prepared.sellerName,
    quote.number,
    formatMoney(quote.totals.gross, quote.currency),
    longDate(quote.validUntil),
  );
  const mail = linkMail(
    to,
    C.mailSubject(quote.number, prepared.sellerName),
    input.message ? `${intro}\n\n${input.message}` : intro,
    C.mailAction,
    acceptLinkUrl(deps.config.appUrl, prepared.token),
    C.mailOutro,
  );
  try {
    await deps.mailer.send({
      ...mail,
      attachments: [
        {
          filename: quotePdfFileName(quote.number),
          contentType: 'application/pdf',
          storageKey: prepared.pdfKey,
        },
      ],
    });
  } catch (error) {
    await undoSend(deps, ctx, id, prepared);
    throw Object.assign(new AppError('service_unavailable', C.sendFailed), { cause: error });
  }
  return quote;
}

/**
 * The first half of a send: the PDF rendered and stored, the quote frozen as sent, a new accept
 * link; everything but the mail. Demo data uses it alone (no mail to made-up customers).
 */
export async function markSent(
  deps: Pick<Deps, 'database' | 'storage'>,
  ctx: Ctx,
  id: string,
  to: string,
): Promise<Prepared> {
  const today = londonToday();
  let storedKey: string | null = null;
  try {
    return await withTenant(deps.database.db, ctx, async (tx) => {
      const row = await quoteRow(tx, id, true);
      if (row.status !== 'draft' && row.status !== 'sent') throw conflict(C.frozen);
      if (row.supersededAt) throw conflict(C.alreadySuperseded);
      if (row.validUntil < today)
        throw new AppError('validation_failed', C.sendExpired, { validUntil: C.sendExpired });
      const draft = await readQuote(tx, id, today);
      if (draft.lines.length === 0) throw new AppError('validation_failed', C.sendNeedsLines);
      const sentAt = row.sentAt ?? new Date();

      let pdfKey: string;
      let sellerName: string;
      let firstSend: Prepared['firstSend'] = null;
      if (row.status === 'draft') {
        const { document, logoKey } = await buildQuoteDocument(tx, ctx.companyId, draft, sentAt);
        sellerName = document.seller.name;
        const pdf = await renderQuotePdf(document, { logo: await readStoredFile(deps.storage, logoKey) });
        storedKey = `${ctx.companyId}/quotes/${id}/${draft.number}-${crypto.randomUUID()}.pdf`;
        await deps.storage.put(storedKey, pdf, { contentType: 'application/pdf' });
        await tx
          .update(quotes)
          .set({
            status: 'sent',
            sentAt,
            sentBy: ctx.userId,
            sentSnapshot: document,
            sentPdfKey: storedKey,
            sentPdfSha256: crypto.createHash('sha256').update(pdf).digest('hex'),
          })
          .where(eq(quotes.id, id));
        await retireOlderRevisions(tx, row.baseNumber, row.revision, sentAt);
        firstSend = { sentAt, baseNumber: row.baseNumber, revision: row.revision, pdfKey: storedKey };
        pdfKey = storedKey;
      } else {
        sellerName = (row.sentSnapshot as QuoteDocument).seller.name;
        if (!row.sentPdfKey) throw new AppError('not_found', C.notFound);
        pdfKey = row.sentPdfKey;
      }

      const { token, tokenHash } = newAcceptToken();
      const [link] = await tx
        .insert(quoteAcceptLinks)
        .values({
          companyId: ctx.companyId,
          quoteId: id,
          tokenHash,
          sentTo: to,
          // The end of the valid-until day in London.
          expiresAt: sql`((${row.validUntil}::date + 1)::timestamp AT TIME ZONE 'Europe/London')`,
        })
        .returning({ id: quoteAcceptLinks.id });
      if (!link) throw new Error('insert returned no row');
      await tx.update(quotes).set({ sentTo: to, updatedAt: new Date() }).where(eq(quotes.id, id));
      return { quote: await readQuote(tx, id, today), pdfKey, token, linkId: link.id, sellerName, firstSend };
    });
  } catch (error) {
    if (storedKey) await deps.storage.delete(storedKey).catch(() => undefined);
    throw error;
  }
}

/** A newer revision replaces the older ones: they are marked superseded and their links stop working. */
async function retireOlderRevisions(tx: Transaction, baseNumber: string, revision: number, at: Date) {
  const older = and(eq(quotes.baseNumber, baseNumber), lt(quotes.revision, revision));
  await tx
    .update(quotes)
    .set({ supersededAt: at })
    .where(and(older, isNull(quotes.supersededAt)));
  await tx
    .update(quoteAcceptLinks)
    .set({ revokedAt: at })
    .where(
      and(
        isNull(quoteAcceptLinks.revokedAt),
        sql`${quoteAcceptLinks.quoteId} IN (SELECT id FROM quotes WHERE base_number = ${baseNumber} AND revision < ${revision})`,
      ),
    );
}

/** Takes a send back when its mail failed: the link is revoked; a first send makes the quote a draft again. */
async function undoSend(deps: Deps, ctx: Ctx, id: string, prepared: Prepared): Promise<void> {
  const { firstSend } = prepared;
  await withTenant(deps.database.db, ctx, async (tx) => {
    await tx
      .update(quoteAcceptLinks)
      .set({ revokedAt: new Date() })
      .where(eq(quoteAcceptLinks.id, prepared.linkId));
    if (!firstSend) return;
    await tx
      .update(quotes)
      .set({
        status: 'draft',
        sentAt: null,
        sentBy: null,
        sentTo: null,
        sentSnapshot: null,
        sentPdfKey: null,
        sentPdfSha256: null,
      })
      .where(and(eq(quotes.id, id), eq(quotes.status, 'sent'), eq(quotes.sentAt, firstSend.sentAt)));
    const older = and(eq(quotes.baseNumber, firstSend.baseNumber), lt(quotes.revision, firstSend.revision));
    await tx
      .update(quotes)
      .set({ supersededAt: null })
      .where(and(older, eq(quotes.supersededAt, firstSend.sentAt)));
    await tx
      .update(quoteAcceptLinks)
      .set({ revokedAt: null })
      .where(
        and(
          eq(quoteAcceptLinks.revokedAt, firstSend.sentAt),
          sql`${quoteAcceptLinks.quoteId} IN (SELECT id FROM quotes WHERE base_number = ${firstSend.baseNumber} AND revision < ${firstSend.revision})`,
        ),
      );
  });
  if (firstSend) await deps.storage.delete(firstSend.pdfKey).catch(() => undefined);
}

/** The PDF a quote was sent with, exactly as stored. */
export async function readStoredPdf(deps: Pick<Deps, 'storage'>, key: string | null): Promise<Buffer> {
  const pdf = await readStoredFile(deps.storage, key);
  if (!pdf) throw new AppError('not_found', C.notFound);
  return pdf;
}

/**
 * The PDF of a quote for download: a sent quote's is the one the customer got; a draft's is
 * rendered now, marked DRAFT.
 */
export async function quotePdf(deps: Deps, ctx: Ctx, id: string): Promise<{ fileName: string; pdf: Buffer }> {
  const today = londonToday();
  const found = await withTenant(deps.database.db, ctx, async (tx) => {
    const row = await quoteRow(tx, id);
    const quote = await readQuote(tx, id, today);
    if (row.sentPdfKey) return { quote, key: row.sentPdfKey, draft: null };
    return { quote, key: null, draft: await buildQuoteDocument(tx, ctx.companyId, quote, new Date()) };
  });
  const fileName = quotePdfFileName(found.quote.number);
  if (!found.draft) return { fileName, pdf: await readStoredPdf(deps, found.key) };
  const logo = await readStoredFile(deps.storage, found.draft.logoKey);
  return { fileName, pdf: await renderQuotePdf(found.draft.document, { logo, draft: true }) };
}
