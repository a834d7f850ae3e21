import { z } from 'zod';
import { decimalPlaces, isDecimalString, normalizeAmount } from '../money/decimal.ts';

/** Refuses NUL characters, which PostgreSQL text cannot hold: a 400 here, never a 500 later. */
export const noNul = (value: string) => !value.includes('\u0000');

/** Trimmed text of at most `max` characters; required (at least one character) unless optional. */
export function textInput(max: number, requiredMessage?: string) {
  return z
    .string()
    .trim()
    .min(requiredMessage ? 1 : 0, requiredMessage)
    .max(max)
    .refine(noNul, 'Text may not contain NUL characters');
}

/** Optional text: empty or missing becomes null. */
export function optionalTextInput(max: number) {
  return textInput(max)
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * A non-negative decimal string ("12.5") with at most `maxDecimals` places and 12 integer
 * digits; the API takes amounts as strings, never floats. Normalised ("12.5" → "12.50").
 */
export function decimalInput(maxDecimals: number, message: string) {
  return z
    .string()
    .trim()
    .refine(
      (value) =>
        isDecimalString(value) &&
        !value.startsWith('-') &&
        decimalPlaces(value) <= maxDecimals &&
        (value.split('.')[0] ?? '').length <= 12,
      message,
    )
    .transform((value) => normalizeAmount(value));
}

/** Money as the API sends it: a decimal string. */
export const moneySchema = z.string().regex(/^-?\d+\.\d{2,4}$/);
