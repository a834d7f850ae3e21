import type { QuoteTotals, VatCode } from '@northdesk/shared';

/**
 * Everything a quote's PDF and its public page show, as one value. Stored on the quote when it is
 * sent (quotes.sent_snapshot), so what the customer got never changes afterwards, even when the
 * products, the customer or the company's own details do.
 */
export type QuoteDocument = {
  number: string;
  title: string | null;
  issuedAt: string;
  validUntil: string;
  seller: { name: string; address: string[] };
  customer: { name: string; address: string[]; contactName: string | null; contactEmail: string | null };
  notes: string | null;
  terms: string | null;
  currency: string;
  lines: {
    sku: string | null;
    description: string;
    unit: string | null;
    quantity: string;
    unitPrice: string;
    discountPercent: string;
    vatCode: VatCode;
    vatRate: string;
    net: string;
  }[];
  totals: QuoteTotals;
  vatRule: string;
};
