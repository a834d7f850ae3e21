import {
  big,
  QUOTES_COPY as C,
  DEFAULT_VAT_CODE,
  isVatCode,
  lineNet,
  normalizeAmount,
  type QuoteLine,
  type QuoteLineValues,
  type QuoteTotals,
  quoteTotals,
  recommendedSellingPrice,
  VAT_RATES,
  type VatCode,
} from '@northdesk/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { products, quoteLines } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { roundsRspToWholeNumbers } from '../products/rsp-setting.ts';

type LineRow = typeof quoteLines.$inferSelect;
export type PricedLine = Omit<typeof quoteLines.$inferInsert, 'companyId' | 'quoteId'>;

/** A line's net stays below £100bn, so 200 of them fit the quote's NUMERIC(16,2) totals. */
const LINE_NET_LIMIT = '100000000000';

const invalidLine = (index: number, field: string, message: string) =>
  new AppError('validation_failed', message, { [`lines.${index}.${field}`]: message });

/**
 * The lines as they will be stored: a product line takes the product's SKU and unit, and its
 * name, RSP and VAT code where the input left them out; every line gets its VAT rate snapshot and
 * its net (see lineNet). Products are the tenant's (row-level security), archived ones included:
 * a draft that already quotes one can still be saved.
 */
export async function priceLines(
  tx: Transaction,
  lines: readonly QuoteLineValues[],
  defaultVatCode: VatCode = DEFAULT_VAT_CODE,
): Promise<PricedLine[]> {
  const productIds = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  const found =
    productIds.length === 0 ? [] : await tx.select().from(products).where(inArray(products.id, productIds));
  const byId = new Map(found.map((product) => [product.id, product]));
  const roundRsp = productIds.length > 0 && (await roundsRspToWholeNumbers(tx));
  return lines.map((line, index) => {
    const product = line.productId ? byId.get(line.productId) : undefined;
    if (line.productId && !product) throw invalidLine(index, 'productId', C.productNotFound);
    const description = line.description ?? product?.name;
    if (!description) throw invalidLine(index, 'description', C.descriptionRequired);
    const unitPrice =
      line.unitPrice ?? (product ? recommendedSellingPrice(product.listPrice, roundRsp) : undefined);
    if (unitPrice === undefined) throw invalidLine(index, 'unitPrice', C.unitPriceInvalid);
    const productVat = product && isVatCode(product.vatCode) ? product.vatCode : undefined;
    const vatCode = line.vatCode ?? productVat ?? defaultVatCode;
    const net = lineNet({ quantity: line.quantity, unitPrice, discountPercent: line.discountPercent });
    if (big(net).gte(LINE_NET_LIMIT)) throw invalidLine(index, 'quantity', C.lineTooLarge);
    return {
      position: index,
      productId: product?.id ?? null,
      sku: product?.sku ?? null,
      description,
      unit: line.unit ?? product?.unit ?? null,
      quantity: line.quantity,
      unitPrice,
      discountPercent: line.discountPercent,
      vatCode,
      vatRate: VAT_RATES[vatCode],
      lineNet: net,
    };
  });
}

export function totalsOf(lines: readonly { lineNet: string; vatCode: string }[]): QuoteTotals {
  return quoteTotals(
    lines.map((line) => ({
      net: line.lineNet,
      vatCode: isVatCode(line.vatCode) ? line.vatCode : DEFAULT_VAT_CODE,
    })),
  );
}

/** Replaces a draft's lines and returns the totals to store on the quote. */
export async function replaceLines(
  tx: Transaction,
  companyId: string,
  quoteId: string,
  lines: readonly PricedLine[],
): Promise<QuoteTotals> {
  await tx.delete(quoteLines).where(eq(quoteLines.quoteId, quoteId));
  if (lines.length > 0)
    await tx.insert(quoteLines).values(lines.map((line) => ({ ...line, companyId, quoteId })));
  return totalsOf(lines.map((line) => ({ lineNet: line.lineNet, vatCode: line.vatCode })));
}

export function readLines(tx: Transaction, quoteId: string): Promise<LineRow[]> {
  return tx
    .select()
    .from(quoteLines)
    .where(eq(quoteLines.quoteId, quoteId))
    .orderBy(asc(quoteLines.position));
}

export function toQuoteLine(row: LineRow): QuoteLine {
  return {
    id: row.id,
    position: row.position,
    productId: row.productId,
    sku: row.sku,
    description: row.description,
    unit: row.unit,
    quantity: trimQuantity(row.quantity),
    unitPrice: normalizeAmount(row.unitPrice),
    discountPercent: trimQuantity(row.discountPercent),
    vatCode: isVatCode(row.vatCode) ? row.vatCode : DEFAULT_VAT_CODE,
    vatRate: trimQuantity(row.vatRate),
    net: normalizeAmount(row.lineNet),
  };
}

/** "2.500" → "2.5", "3.000" → "3": a quantity or percentage as a person writes it. */
export function trimQuantity(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}
