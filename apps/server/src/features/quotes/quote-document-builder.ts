import { type Quote, VAT_ROUNDING_RULE } from '@northdesk/shared';
import { eq } from 'drizzle-orm';
import { companies, companyDetails, crmCompanies } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/types.ts';
import { tenantDisplayName } from '../../lib/tenant-name.ts';
import { logoFileNameOf, logoKeyOf } from '../settings/company-details/company-details.service.ts';
import type { QuoteDocument } from './quote-document.ts';

const present = (parts: (string | null | undefined)[]) =>
  parts.map((part) => part?.trim() ?? '').filter((part) => part.length > 0);

/** The seller: the tenant's name and first address from /company, and where its logo is stored. */
async function sellerOf(tx: Transaction, companyId: string) {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
  const [details] = await tx.select().from(companyDetails).where(eq(companyDetails.companyId, companyId));
  const address = details?.addresses[0];
  const logoFile = logoFileNameOf(details?.logoUrl ?? null);
  return {
    name: company ? tenantDisplayName(company) : '',
    address: address
      ? present([address.addressLine1, address.addressLine2, address.city, address.postcode, address.country])
      : [],
    logoKey: logoFile ? logoKeyOf(companyId, logoFile) : null,
  };
}

/** The quote as its PDF and public page show it (see QuoteDocument), and the seller's logo key. */
export async function buildQuoteDocument(
  tx: Transaction,
  companyId: string,
  quote: Quote,
  issuedAt: Date,
): Promise<{ document: QuoteDocument; logoKey: string | null }> {
  const seller = await sellerOf(tx, companyId);
  const [customer] = await tx.select().from(crmCompanies).where(eq(crmCompanies.id, quote.crmCompany.id));
  return {
    logoKey: seller.logoKey,
    document: {
      number: quote.number,
      title: quote.title,
      issuedAt: issuedAt.toISOString(),
      validUntil: quote.validUntil,
      seller: { name: seller.name, address: seller.address },
      customer: {
        name: quote.crmCompany.name,
        address: present([
          customer?.billingAddress,
          present([customer?.city, customer?.state]).join(', '),
          customer?.country,
        ]),
        contactName: quote.contact?.name ?? null,
        contactEmail: quote.contact?.email ?? null,
      },
      notes: quote.notes,
      terms: quote.terms,
      currency: quote.currency,
      lines: quote.lines.map(({ id: _id, productId: _p, position: _pos, ...line }) => line),
      totals: quote.totals,
      vatRule: VAT_ROUNDING_RULE,
    },
  };
}
