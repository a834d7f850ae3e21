import { createQuoteRequestSchema, type QuoteStatus } from '@northdesk/shared';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  crmCompanies,
  crmContacts,
  crmDeals,
  products,
  profiles,
  quoteAcceptLinks,
  quotes,
} from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { AppDeps } from '../../deps.ts';
import { addDaysTo, londonToday } from '../quotes/quote-dates.ts';
import { markSent } from '../quotes/quote-sending.service.ts';
import { quotesService } from '../quotes/quotes.service.ts';

/** Three of each status, newest first in the list: 15 quotes (issue 21 item 9). */
const PLAN: readonly QuoteStatus[] = [
  'draft',
  'sent',
  'accepted',
  'declined',
  'expired',
  'sent',
  'draft',
  'accepted',
  'expired',
  'declined',
  'accepted',
  'sent',
  'expired',
  'declined',
  'draft',
];
const DECLINE_REASONS = [
  'We found a supplier closer to our warehouse.',
  'The budget for this quarter has been spent.',
  'Lead time is too long for our launch.',
];
const FREE_TEXT = [
  'Next-day delivery to site',
  'Packing to customer specification',
  'Setup and training visit',
];

/**
 * Demo quotes over the demo catalogue: every status, some with a discount, a 5 % or exempt line
 * and a free-text line, made with the quotes service itself (and, for sent ones, the send's
 * record-keeping without the mail), so they look and behave like real ones.
 */
export async function seedQuotesDemo(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  companyId: string,
): Promise<void> {
  const { db } = deps.database;
  const setup = await withTenant(db, { companyId }, async (tx) => ({
    owners: await tx.select({ id: profiles.id }).from(profiles).orderBy(asc(profiles.email)),
    catalogue: await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.archived, false))
      .orderBy(asc(products.sku)),
    customers: await tx
      .selectDistinctOn([crmContacts.crmCompanyId], {
        crmCompanyId: crmCompanies.id,
        contactId: crmContacts.id,
        email: crmContacts.email,
      })
      .from(crmContacts)
      .innerJoin(crmCompanies, eq(crmCompanies.id, crmContacts.crmCompanyId))
      .where(
        and(
          isNotNull(crmContacts.email),
          eq(crmContacts.archived, false),
          eq(crmCompanies.isIndividualContacts, false),
        ),
      )
      .orderBy(crmContacts.crmCompanyId, asc(crmContacts.id))
      .limit(PLAN.length),
  }));
  if (setup.owners.length === 0 || setup.catalogue.length < 10) return;
  const today = londonToday();
  for (const [index, status] of PLAN.entries()) {
    const customer = setup.customers[index % Math.max(1, setup.customers.length)];
    if (!customer) return;
    const owner = setup.owners[index % setup.owners.length]?.id ?? '';
    const ctx = { companyId, userId: owner };
    const [deal] = await withTenant(db, ctx, (tx) =>
      tx
        .select({ id: crmDeals.id })
        .from(crmDeals)
        .where(eq(crmDeals.crmCompanyId, customer.crmCompanyId))
        .limit(1),
    );
    const pick = (offset: number) =>
      setup.catalogue[(index * 3 + offset) % setup.catalogue.length]?.id ?? null;
    const quote = await quotesService.create(
      db,
      ctx,
      createQuoteRequestSchema.parse({
        crmCompanyId: customer.crmCompanyId,
        contactId: customer.contactId,
        dealId: deal?.id ?? null,
        validUntil: addDaysTo(today, 30),
        lines: [
          {
            productId: pick(0),
            quantity: String(2 + (index % 5) * 4),
            discountPercent: index % 3 === 0 ? '10.00' : '0.00',
          },
          { productId: pick(7), quantity: String(1 + (index % 4)), discountPercent: '0.00' },
          {
            productId: pick(13),
            quantity: String(5 + index),
            discountPercent: index % 4 === 0 ? '5.00' : '0.00',
          },
          {
            productId: null,
            description: FREE_TEXT[index % FREE_TEXT.length],
            quantity: '1',
            unitPrice: `${45 + index * 5}.00`,
            discountPercent: '0.00',
            vatCode: '20',
          },
        ],
      }),
    );
    const daysAgo = (PLAN.length - index) * 6;
    if (status !== 'draft') await markSent(deps, ctx, quote.id, customer.email ?? 'buyer@example.test');
    await withTenant(db, ctx, async (tx) => {
      const createdAt = sql`now() - make_interval(days => ${daysAgo})`;
      const decidedAt = sql`now() - make_interval(days => ${Math.max(1, daysAgo - 3)})`;
      const changes: Partial<typeof quotes.$inferInsert> = {};
      if (status === 'accepted')
        Object.assign(changes, { status, acceptedName: 'Demo Buyer', acceptedIp: '203.0.113.7' });
      if (status === 'declined')
        Object.assign(changes, {
          status,
          declinedName: 'Demo Buyer',
          declineReason: DECLINE_REASONS[index % DECLINE_REASONS.length],
        });
      if (status === 'expired')
        Object.assign(changes, { status, validUntil: addDaysTo(today, -daysAgo + 30 - 60) });
      await tx
        .update(quotes)
        .set({
          ...changes,
          createdAt,
          ...(status === 'accepted' ? { acceptedAt: decidedAt } : {}),
          ...(status === 'declined' ? { declinedAt: decidedAt } : {}),
        })
        .where(eq(quotes.id, quote.id));
      if (status === 'accepted' || status === 'declined')
        await tx
          .update(quoteAcceptLinks)
          .set({ usedAt: decidedAt })
          .where(eq(quoteAcceptLinks.quoteId, quote.id));
    });
  }
}
