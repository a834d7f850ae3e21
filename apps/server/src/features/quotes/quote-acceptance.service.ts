import {
  type AcceptQuoteRequest,
  QUOTES_COPY as C,
  type DeclineQuoteRequest,
  type PublicQuote,
  type PublicQuoteState,
} from '@northdesk/shared';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import { crmDeals, notifications, quoteAcceptLinks, quotes } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { QuoteDocument } from './quote-document.ts';
import { hashAcceptToken } from './quote-links.ts';
import { type QuoteRow, quoteRow } from './quote-reader.ts';
import { quotePdfFileName, readStoredPdf } from './quote-sending.service.ts';

type LinkRow = typeof quoteAcceptLinks.$inferSelect;
type Opened = { link: LinkRow; quote: QuoteRow };
export type ClientFacts = { ipAddress: string | null; userAgent: string | null };

/**
 * The tenant and quote of an accept link, found by the hash of its token before any tenant is
 * known: the only way in is the SECURITY DEFINER function quote_accept_link_by_token_hash, which
 * returns that link and nothing else. Everything after runs inside the link's tenant.
 */
async function findLink(db: Database, token: string): Promise<{ id: string; companyId: string } | undefined> {
  const [row] = await withTenant(db, { companyId: '' }, (tx) =>
    queryRows<{ id: string; company_id: string }>(
      tx,
      sql`select id, company_id from quote_accept_link_by_token_hash(${hashAcceptToken(token)})`,
    ),
  );
  return row ? { id: row.id, companyId: row.company_id } : undefined;
}

/** Runs `work` in the link's tenant with the link and its quote (locked when `lock`); 404 for an unknown token. */
async function withLink<T>(
  db: Database,
  token: string,
  lock: boolean,
  work: (tx: Transaction, opened: Opened, companyId: string) => Promise<T>,
): Promise<T> {
  const found = await findLink(db, token);
  if (!found) throw notFound(C.publicInvalid);
  return withTenant(db, { companyId: found.companyId }, async (tx) => {
    const query = tx.select().from(quoteAcceptLinks).where(eq(quoteAcceptLinks.id, found.id));
    const [link] = lock ? await query.for('update') : await query;
    if (!link) throw notFound(C.publicInvalid);
    const quote = await quoteRow(tx, link.quoteId, lock);
    return work(tx, { link, quote }, found.companyId);
  });
}

/** What the customer can still do with this link. */
function stateOf({ link, quote }: Opened, now: Date): PublicQuoteState {
  if (quote.status === 'accepted') return 'accepted';
  if (quote.status === 'declined') return 'declined';
  if (link.revokedAt || quote.supersededAt || quote.status === 'draft') return 'withdrawn';
  if (quote.status === 'expired' || now >= link.expiresAt) return 'expired';
  return 'open';
}

function toPublicQuote(opened: Opened, now: Date): PublicQuote {
  const { quote } = opened;
  const doc = quote.sentSnapshot as QuoteDocument;
  return {
    state: stateOf(opened, now),
    number: doc.number,
    title: doc.title,
    seller: { name: doc.seller.name, address: doc.seller.address, hasLogo: false },
    customer: { name: doc.customer.name, contactName: doc.customer.contactName },
    issuedAt: doc.issuedAt,
    validUntil: doc.validUntil,
    notes: doc.notes,
    terms: doc.terms,
    currency: doc.currency,
    lines: doc.lines.map((line, position) => ({ ...line, position })),
    totals: doc.totals,
    acceptance:
      quote.acceptedAt && quote.acceptedName
        ? { name: quote.acceptedName, email: quote.acceptedEmail, at: quote.acceptedAt.toISOString() }
        : null,
    decline:
      quote.declinedAt && quote.declinedName
        ? { name: quote.declinedName, reason: quote.declineReason ?? '', at: quote.declinedAt.toISOString() }
        : null,
  };
}

/** Refuses a decision on a link that cannot take one (409 with the reason the page shows). */
function assertOpen(opened: Opened, now: Date): void {
  const state = stateOf(opened, now);
  if (opened.link.usedAt || state === 'accepted' || state === 'declined')
    throw conflict(C.publicAlreadyDecided);
  if (state === 'expired') throw conflict(C.publicExpired);
  if (state === 'withdrawn') throw conflict(C.publicWithdrawn);
}

/**
 * Tells the deal's owner (issue 21 item 7) and the quote's owner, once each, in real time: the
 * notifications row's trigger announces it on every node.
 */
async function notifyOwner(
  tx: Transaction,
  companyId: string,
  quote: QuoteRow,
  title: string,
  message: string,
) {
  const [deal] = quote.dealId
    ? await tx
        .select({ ownerUserId: crmDeals.ownerUserId })
        .from(crmDeals)
        .where(eq(crmDeals.id, quote.dealId))
    : [];
  const recipients = [
    ...new Set([deal?.ownerUserId, quote.ownerId].filter((id): id is string => Boolean(id))),
  ];
  if (recipients.length === 0) return;
  await tx.insert(notifications).values(
    recipients.map((userId) => ({
      companyId,
      userId,
      type: quote.status === 'accepted' ? 'quote_accepted' : 'quote_declined',
      title,
      message,
      relatedId: quote.id,
    })),
  );
}

/** The public accept page of a quote (issue 21 item 7): no session, the token is the key. */
export const quoteAcceptanceService = {
  view(db: Database, token: string): Promise<PublicQuote> {
    return withLink(db, token, false, async (_tx, opened) => toPublicQuote(opened, new Date()));
  },

  /** Accepts: name, time and network address recorded; the link is used up; the owner is notified. */
  accept(db: Database, token: string, input: AcceptQuoteRequest, client: ClientFacts): Promise<PublicQuote> {
    return withLink(db, token, true, async (tx, opened, companyId) => {
      const now = new Date();
      assertOpen(opened, now);
      const name = input.name.trim();
      const [quote] = await tx
        .update(quotes)
        .set({
          status: 'accepted',
          acceptedAt: now,
          acceptedName: name,
          acceptedEmail: input.email ?? null,
          acceptedIp: client.ipAddress,
          acceptedUserAgent: client.userAgent?.slice(0, 500) ?? null,
          updatedAt: now,
        })
        .where(eq(quotes.id, opened.quote.id))
        .returning();
      await tx.update(quoteAcceptLinks).set({ usedAt: now }).where(eq(quoteAcceptLinks.id, opened.link.id));
      if (!quote) throw notFound(C.publicInvalid);
      const doc = quote.sentSnapshot as QuoteDocument;
      await notifyOwner(
        tx,
        companyId,
        quote,
        C.acceptedNotificationTitle(doc.number),
        C.acceptedNotificationMessage(doc.customer.name, name),
      );
      return toPublicQuote({ link: { ...opened.link, usedAt: now }, quote }, now);
    });
  },

  /** Declines with a reason; the link is used up; the owner is notified. */
  decline(db: Database, token: string, input: DeclineQuoteRequest): Promise<PublicQuote> {
    return withLink(db, token, true, async (tx, opened, companyId) => {
      const now = new Date();
      assertOpen(opened, now);
      const [quote] = await tx
        .update(quotes)
        .set({
          status: 'declined',
          declinedAt: now,
          declinedName: input.name.trim(),
          declineReason: input.reason.trim(),
          updatedAt: now,
        })
        .where(eq(quotes.id, opened.quote.id))
        .returning();
      await tx.update(quoteAcceptLinks).set({ usedAt: now }).where(eq(quoteAcceptLinks.id, opened.link.id));
      if (!quote) throw notFound(C.publicInvalid);
      const doc = quote.sentSnapshot as QuoteDocument;
      await notifyOwner(
        tx,
        companyId,
        quote,
        C.declinedNotificationTitle(doc.number),
        C.declinedNotificationMessage(doc.customer.name, input.reason.trim()),
      );
      return toPublicQuote({ link: { ...opened.link, usedAt: now }, quote }, now);
    });
  },

  /** The PDF the customer was sent. */
  async pdf(
    deps: Pick<AppDeps, 'database' | 'storage'>,
    token: string,
  ): Promise<{ fileName: string; pdf: Buffer }> {
    const { key, number } = await withLink(deps.database.db, token, false, async (_tx, { quote }) => ({
      key: quote.sentPdfKey,
      number: (quote.sentSnapshot as QuoteDocument).number,
    }));
    return { fileName: quotePdfFileName(number), pdf: await readStoredPdf(deps, key) };
  },
};
