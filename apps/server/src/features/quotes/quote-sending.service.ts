import crypto from 'node:crypto';
import { QUOTES_COPY as C, formatMoney, type Quote, type SendQuoteRequest } from '@northdesk/shared';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { quoteAcceptLinks, quotes } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { linkMail } from '../mail/mail-templates.ts';
import { londonToday } from './quote-dates.ts';
import { readStoredFile } from '../../lib/storage/read-stored-file.ts';
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

/**
 * Sends a quote (issue 21 item 7): renders its PDF, stores it with what was sent (the document
 * and the PDF's hash), makes a single-use accept link that expires at the end of the valid-until
 * day (London), marks the quote sent (frozen), retires the accept links of older revisions, and
 * mails the PDF with the link. All in one transaction: when the mail cannot be sent nothing
 * changes and the stored PDF is removed. A sent quote can be sent again (to another address):
 * it gets its own link, and the PDF it was first sent with.
 */
export async function sendQuote(deps: Deps, ctx: Ctx, id: string, input: SendQuoteRequest): Promise<Quote> {
  const today = londonToday();
  const to = input.to.trim().toLowerCase();
  let storedKey: string | null = null;
  try {
    return await withTenant(deps.database.db, ctx, async (tx) => {
      const row = await quoteRow(tx, id, true);
      if (row.status !== 'draft' && row.status !== 'sent') throw conflict(C.frozen);
      if (row.supersededAt) throw conflict(C.alreadySuperseded);
      if (row.validUntil < today)
        throw new AppError('validation_failed', C.sendExpired, { validUntil: C.sendExpired });
      const quote = await readQuote(tx, id, today);
      if (quote.lines.length === 0) throw new AppError('validation_failed', C.sendNeedsLines);
      const sentAt = row.sentAt ?? new Date();

      let pdf: Buffer;
      if (row.status === 'draft') {
        const { document, logoKey } = await buildQuoteDocument(tx, ctx.companyId, quote, sentAt);
        pdf = await renderQuotePdf(document, { logo: await readStoredFile(deps.storage, logoKey) });
        storedKey = `${ctx.companyId}/quotes/${id}/${quote.number}-${crypto.randomUUID()}.pdf`;
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
        // The newer revision replaces the older ones: their links stop working now.
        const older = and(eq(quotes.baseNumber, row.baseNumber), lt(quotes.revision, row.revision));
        await tx
          .update(quotes)
          .set({ supersededAt: sentAt })
          .where(and(older, isNull(quotes.supersededAt)));
        await tx
          .update(quoteAcceptLinks)
          .set({ revokedAt: sentAt })
          .where(
            and(
              isNull(quoteAcceptLinks.revokedAt),
              sql`${quoteAcceptLinks.quoteId} IN (SELECT id FROM quotes WHERE base_number = ${row.baseNumber} AND revision < ${row.revision})`,
            ),
          );
      } else {
        pdf = await readStoredPdf(deps, row.sentPdfKey);
      }

      const { token, tokenHash } = newAcceptToken();
      await tx.insert(quoteAcceptLinks).values({
        companyId: ctx.companyId,
        quoteId: id,
        tokenHash,
        sentTo: to,
        // The end of the valid-until day in London.
        expiresAt: sql`((${row.validUntil}::date + 1)::timestamp AT TIME ZONE 'Europe/London')`,
      });
      await tx.update(quotes).set({ sentTo: to, updatedAt: new Date() }).where(eq(quotes.id, id));

      const seller = (row.sentSnapshot as { seller?: { name?: string } } | null)?.seller?.name;
      const sellerName =
        seller ?? (await buildQuoteDocument(tx, ctx.companyId, quote, sentAt)).document.seller.name;
      const intro = C.mailIntro(
        sellerName,
        quote.number,
        formatMoney(quote.totals.gross, quote.currency),
        longDate(quote.validUntil),
      );
      const mail = linkMail(
        to,
        C.mailSubject(quote.number, sellerName),
        input.message ? `${intro}\n\n${input.message}` : intro,
        C.mailAction,
        acceptLinkUrl(deps.config.appUrl, token),
        C.mailOutro,
      );
      await deps.mailer.send({
        ...mail,
        attachments: [
          {
            filename: quotePdfFileName(quote.number),
            contentType: 'application/pdf',
            storageKey: storedKey ?? row.sentPdfKey ?? '',
          },
        ],
      });
      return readQuote(tx, id, today);
    });
  } catch (error) {
    if (storedKey) await deps.storage.delete(storedKey).catch(() => undefined);
    throw error;
  }
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
