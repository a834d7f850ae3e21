import Big from 'big.js';
import { normalizeAmount, ROUND_UP } from './decimal.ts';

/**
 * The recommended selling price of a product: its list price (net of VAT), and with the company
 * setting `round_rsp_to_whole_numbers` on, rounded UP to the next whole number (12.00 stays 12,
 * 12.01 becomes 13). Every place that shows or uses an RSP goes through here.
 */
export function recommendedSellingPrice(listPrice: string, roundToWholeNumbers: boolean): string {
  if (!roundToWholeNumbers) return normalizeAmount(listPrice);
  return new Big(listPrice).round(0, ROUND_UP).toFixed(2);
}

/** Margin of a price over its cost, per cent to one place ("25.0"), or null without a cost or price. */
export function marginPercent(price: string, costPrice: string | null): string | null {
  if (costPrice === null) return null;
  const p = new Big(price);
  if (p.lte(0)) return null;
  return p.minus(costPrice).div(p).times(100).round(1, 1).toFixed(1);
}
