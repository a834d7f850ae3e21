import Big from 'big.js';

/*
 * Exact decimal money. Amounts travel as decimal strings ("1234.50") in the API, sit in NUMERIC
 * columns in the database and are computed with big.js here: never a binary float, so 0.1 + 0.2
 * is 0.3 and a penny is never lost to representation.
 */

/** big.js rounding modes, named. */
export const ROUND_DOWN = 0 as const;
export const ROUND_HALF_UP = 1 as const;
export const ROUND_UP = 3 as const;

const DECIMAL_PATTERN = /^-?\d{1,15}(\.\d+)?$/;

/** Whether `value` is a plain decimal string ("12", "12.5", "-0.125"): no exponent, no spaces. */
export function isDecimalString(value: string): boolean {
  return DECIMAL_PATTERN.test(value);
}

/** Decimal places of a decimal string ("12.50" → 2). */
export function decimalPlaces(value: string): number {
  const dot = value.indexOf('.');
  return dot === -1 ? 0 : value.length - dot - 1;
}

/**
 * What a person typed as an amount ("1,250.5", " £12 ", "12.") as a decimal string, or null when it
 * is not one. Thousands separators and a leading pound sign are allowed; nothing else is.
 */
export function parseDecimalInput(input: string): string | null {
  const cleaned = input.trim().replace(/^£\s*/, '').replaceAll(',', '').replace(/\.$/, '');
  if (!isDecimalString(cleaned)) return null;
  return new Big(cleaned).toString();
}

export function big(value: string | number): Big {
  return new Big(value);
}

/** `value` with exactly `dp` decimal places, rounded with `mode` (half-up by default). */
export function toFixedDecimal(value: Big | string, dp: number, mode: 0 | 1 | 3 = ROUND_HALF_UP): string {
  return new Big(value).round(dp, mode).toFixed(dp);
}

/**
 * A stored amount as the API sends it: at least 2 decimal places, more only when they are not
 * zeros ("12.5000" → "12.50", "0.0125" → "0.0125").
 */
export function normalizeAmount(value: Big | string): string {
  const b = new Big(value);
  const places = Math.max(2, decimalPlaces(b.toFixed()));
  return b.toFixed(places);
}

/** Integer minor units (pence) of an amount of at most 2 decimal places; throws on more. */
export function toMinorUnits(value: string): number {
  const b = new Big(value).times(100);
  if (!b.eq(b.round(0, ROUND_DOWN))) throw new RangeError(`${value} has fractions of a penny`);
  return Number(b.toFixed(0));
}

export function fromMinorUnits(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`${minor} is not a whole number of pence`);
  return new Big(minor).div(100).toFixed(2);
}

export function sumAmounts(values: readonly string[]): string {
  return values.reduce((total, value) => total.plus(value), new Big(0)).toFixed(2);
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount as a person reads it ("£1,234.50"). Intl formats the decimal string itself (not a
 * float made from it), so "0.0125" shows as "£0.0125".
 */
export function formatMoney(value: string, currency = 'GBP', locale = 'en-GB'): string {
  const places = Math.min(4, Math.max(2, decimalPlaces(new Big(value).toFixed())));
  const key = `${locale}|${currency}|${places}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: places,
    });
    formatters.set(key, formatter);
  }
  // Intl.NumberFormat formats a decimal string exactly (ES2023 "Intl.NumberFormat v3").
  return formatter.format(new Big(value).toFixed(places) as `${number}`);
}
