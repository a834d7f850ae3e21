import {
  isDecimalString,
  lineNet,
  type Quote,
  type QuoteLineInput,
  type QuoteTotals,
  quoteTotals,
  type VatCode,
} from '@northdesk/shared';

/** A line as the editor holds it: text as typed. */
export type LineDraft = {
  productId: string | null;
  sku: string | null;
  description: string;
  unit: string;
  quantity: string;
  unitPrice: string;
  discountPercent: string;
  vatCode: VatCode;
};

export type QuoteDraft = {
  title: string;
  validUntil: string;
  contactId: string;
  notes: string;
  terms: string;
  lines: LineDraft[];
};

export function quoteToDraft(quote: Quote): QuoteDraft {
  return {
    title: quote.title ?? '',
    validUntil: quote.validUntil,
    contactId: quote.contact?.id ?? '',
    notes: quote.notes ?? '',
    terms: quote.terms ?? '',
    lines: quote.lines.map((line) => ({
      productId: line.productId,
      sku: line.sku,
      description: line.description,
      unit: line.unit ?? '',
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discountPercent: line.discountPercent,
      vatCode: line.vatCode,
    })),
  };
}

const clean = (value: string) => value.trim().replaceAll(',', '');

/** The PATCH body of a draft: every field, the lines replacing the stored ones. */
export function draftToRequest(draft: QuoteDraft) {
  return {
    title: draft.title,
    validUntil: draft.validUntil,
    contactId: draft.contactId || null,
    notes: draft.notes,
    terms: draft.terms,
    lines: draft.lines.map(
      (line): QuoteLineInput => ({
        productId: line.productId,
        description: line.description,
        unit: line.unit || null,
        quantity: clean(line.quantity),
        unitPrice: clean(line.unitPrice),
        discountPercent: clean(line.discountPercent) || '0',
        vatCode: line.vatCode,
      }),
    ),
  };
}

/** A line's net as the server will work it out, or null while its numbers are not numbers yet. */
export function draftLineNet(line: LineDraft): string | null {
  const quantity = clean(line.quantity);
  const unitPrice = clean(line.unitPrice);
  const discountPercent = clean(line.discountPercent) || '0';
  if (![quantity, unitPrice, discountPercent].every(isDecimalString)) return null;
  return lineNet({ quantity, unitPrice, discountPercent });
}

/** The totals of the lines being edited, by the same shared rules as the server (HMRC rounding). */
export function draftTotals(lines: readonly LineDraft[]): QuoteTotals {
  return quoteTotals(
    lines.flatMap((line) => {
      const net = draftLineNet(line);
      return net === null ? [] : [{ net, vatCode: line.vatCode }];
    }),
  );
}
