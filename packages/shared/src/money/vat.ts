import Big from 'big.js';
import { ROUND_DOWN, ROUND_HALF_UP } from './decimal.ts';

/** UK VAT rate codes a product or quote line carries: standard, reduced, zero, exempt. */
export const VAT_CODES = ['20', '5', '0', 'exempt'] as const;
export type VatCode = (typeof VAT_CODES)[number];
export const DEFAULT_VAT_CODE: VatCode = '20';

/** The rate (per cent) of each code; exempt supplies carry no VAT. */
export const VAT_RATES: Readonly<Record<VatCode, string>> = { '20': '20', '5': '5', '0': '0', exempt: '0' };

export const VAT_CODE_LABELS: Readonly<Record<VatCode, string>> = {
  '20': '20% (standard)',
  '5': '5% (reduced)',
  '0': '0% (zero-rated)',
  exempt: 'Exempt',
};

export function isVatCode(value: unknown): value is VatCode {
  return typeof value === 'string' && (VAT_CODES as readonly string[]).includes(value);
}

/**
 * The rounding rule of every quote (HMRC VAT Notice 700, section 17.5, "invoice level"): each
 * line's net is rounded to the penny (half up); the VAT of each rate is worked out on the sum of
 * the nets at that rate and rounded DOWN to the whole penny; the quote's VAT is the sum of those.
 * HMRC allows rounding the VAT of an invoice down to the penny; rounding each rate's share down
 * never charges the customer more than that.
 */
export const VAT_ROUNDING_RULE =
  'VAT is worked out on the total net at each rate and rounded down to the whole penny (HMRC VAT Notice 700, section 17.5).';

export type LineAmounts = {
  /** Decimal strings: quantity (up to 3 places), unit price (up to 4), discount per cent (up to 2). */
  quantity: string;
  unitPrice: string;
  discountPercent: string;
};

/** A line's net: quantity × unit price × (1 − discount %), rounded half up to the penny. */
export function lineNet({ quantity, unitPrice, discountPercent }: LineAmounts): string {
  const factor = new Big(100).minus(discountPercent).div(100);
  return new Big(quantity).times(unitPrice).times(factor).round(2, ROUND_HALF_UP).toFixed(2);
}

export type VatBreakdownRow = {
  vatCode: VatCode;
  /** Rate per cent, "20". */
  rate: string;
  net: string;
  vat: string;
};

export type QuoteTotals = {
  net: string;
  vat: string;
  gross: string;
  /** One row per VAT code used, in VAT_CODES order. */
  breakdown: VatBreakdownRow[];
};

/** Totals of a quote's lines under VAT_ROUNDING_RULE; lines give their net (see lineNet) and code. */
export function quoteTotals(lines: readonly { net: string; vatCode: VatCode }[]): QuoteTotals {
  const breakdown: VatBreakdownRow[] = [];
  let net = new Big(0);
  let vat = new Big(0);
  for (const vatCode of VAT_CODES) {
    const atRate = lines.filter((line) => line.vatCode === vatCode);
    if (atRate.length === 0) continue;
    const rate = VAT_RATES[vatCode];
    const rateNet = atRate.reduce((sum, line) => sum.plus(line.net), new Big(0));
    const rateVat = rateNet.times(rate).div(100).round(2, ROUND_DOWN);
    breakdown.push({ vatCode, rate, net: rateNet.toFixed(2), vat: rateVat.toFixed(2) });
    net = net.plus(rateNet);
    vat = vat.plus(rateVat);
  }
  return { net: net.toFixed(2), vat: vat.toFixed(2), gross: net.plus(vat).toFixed(2), breakdown };
}
