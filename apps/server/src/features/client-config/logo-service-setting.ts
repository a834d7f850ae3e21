import { z } from 'zod';

/**
 * The two logo lookups of docs/product/companies.md (a logo service and a favicon service, at size 128), as URL
 * patterns: the browser asks them for a company's logo when none is stored.
 */
export const DEFAULT_LOGO_SERVICE_URL = 'https://logo.clearbit.com/{domain}?size=128';
export const DEFAULT_FAVICON_SERVICE_URL = 'https://www.google.com/s2/favicons?domain={domain}&sz=128';

const DOMAIN_PLACEHOLDER = '{domain}';

// 'off' or empty: an install that must not tell third parties who its customers are.
const isOff = (value: string) => value === '' || value.toLowerCase() === 'off';

function isUrlPattern(value: string): boolean {
  if (!value.includes(DOMAIN_PLACEHOLDER)) return false;
  try {
    const url = new URL(value.replaceAll(DOMAIN_PLACEHOLDER, 'example.com'));
    // https only: the web app's content security policy loads images of other hosts over https.
    return url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An env setting holding a logo URL pattern: unset = the default, off/empty = null. */
export function logoServiceSetting(defaultPattern: string) {
  return z
    .string()
    .trim()
    .default(defaultPattern)
    .refine((value) => isOff(value) || isUrlPattern(value), {
      message: `must be an https:// URL containing ${DOMAIN_PLACEHOLDER}, or "off"`,
    })
    .transform((value) => (isOff(value) ? null : value));
}
