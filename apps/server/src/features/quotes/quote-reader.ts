import {
  QUOTES_COPY as C,
  normalizeAmount,
  type Quote,
  type QuoteStatus,
  quoteNumberOf,
} from '@northdesk/shared';
import { and, asc, eq } from 'drizzle-orm';
import { crmCompanies, crmContacts, crmDeals, profiles, quotes } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/types.ts';
import { notFound } from '../../lib/errors.ts';
import { effectiveStatus } from './quote-dates.ts';
import { readLines, toQuoteLine, totalsOf } from './quote-lines.ts';

export type QuoteRow = typeof quotes.$inferSelect;

export const personName = (first: string | null, last: string | null, email: string | null) =>
  [first, last].filter(Boolean).join(' ') || email || '';

/** The quote row, locked for the rest of the transaction when `lock` (every change locks first). */
export async function quoteRow(tx: Transaction, id: string, lock = false): Promise<QuoteRow> {
  const query = tx.select().from(quotes).where(eq(quotes.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(C.notFound);
  return row;
}

/** A quote with its lines, names, totals (with the VAT breakdown) and its number's revisions. */
export async function readQuote(tx: Transaction, id: string, today: string): Promise<Quote> {
  const [found] = await tx
    .select({
      quote: quotes,
      companyName: crmCompanies.name,
      contactFirst: crmContacts.firstName,
      contactLast: crmContacts.lastName,
      contactEmail: crmContacts.email,
      dealName: crmDeals.name,
      ownerName: profiles.fullName,
      ownerEmail: profiles.email,
    })
    .from(quotes)
    .innerJoin(
      crmCompanies,
      and(eq(crmCompanies.companyId, quotes.companyId), eq(crmCompanies.id, quotes.crmCompanyId)),
    )
    .leftJoin(
      crmContacts,
      and(eq(crmContacts.companyId, quotes.companyId), eq(crmContacts.id, quotes.contactId)),
    )
    .leftJoin(crmDeals, eq(crmDeals.id, quotes.dealId))
    .leftJoin(profiles, eq(profiles.id, quotes.ownerId))
    .where(eq(quotes.id, id));
  if (!found) throw notFound(C.notFound);
  const { quote: q } = found;
  const lines = await readLines(tx, id);
  const revisions = await tx
    .select({
      id: quotes.id,
      revision: quotes.revision,
      status: quotes.status,
      validUntil: quotes.validUntil,
    })
    .from(quotes)
    .where(eq(quotes.baseNumber, q.baseNumber))
    .orderBy(asc(quotes.revision));
  const totals = totalsOf(lines);
  return {
    id: q.id,
    number: quoteNumberOf(q.baseNumber, q.revision),
    baseNumber: q.baseNumber,
    revision: q.revision,
    status: effectiveStatus(q.status as QuoteStatus, q.validUntil, today),
    superseded: q.supersededAt !== null,
    title: q.title,
    crmCompany: { id: q.crmCompanyId, name: found.companyName },
    contact: q.contactId
      ? {
          id: q.contactId,
          name: personName(found.contactFirst, found.contactLast, found.contactEmail),
          email: found.contactEmail,
        }
      : null,
    deal: q.dealId && found.dealName !== null ? { id: q.dealId, name: found.dealName } : null,
    owner: q.ownerId ? { id: q.ownerId, name: found.ownerName || found.ownerEmail || '' } : null,
    validUntil: q.validUntil,
    terms: q.terms,
    notes: q.notes,
    currency: q.currency,
    lines: lines.map(toQuoteLine),
    totals,
    sentAt: q.sentAt?.toISOString() ?? null,
    sentTo: q.sentTo,
    acceptance:
      q.acceptedAt && q.acceptedName
        ? {
            name: q.acceptedName,
            email: q.acceptedEmail,
            at: q.acceptedAt.toISOString(),
            ipAddress: q.acceptedIp,
          }
        : null,
    decline:
      q.declinedAt && q.declinedName
        ? { name: q.declinedName, reason: q.declineReason ?? '', at: q.declinedAt.toISOString() }
        : null,
    revisions: revisions.map((r) => ({
      id: r.id,
      revision: r.revision,
      number: quoteNumberOf(q.baseNumber, r.revision),
      status: effectiveStatus(r.status as QuoteStatus, r.validUntil, today),
    })),
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  };
}

/** The stored totals of a quote, from its priced lines. */
export const storedTotals = (totals: { net: string; vat: string; gross: string }) => ({
  netTotal: normalizeAmount(totals.net),
  vatTotal: normalizeAmount(totals.vat),
  grossTotal: normalizeAmount(totals.gross),
});
