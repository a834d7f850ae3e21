import { type CrossAppPayload, crossAppPayloadSchema } from '@northdesk/shared';

import { CROSS_APP_PARAM } from './cross-app-param';

export { CROSS_APP_PARAM, hasCrossAppParam, removeCrossAppParam } from './cross-app-param';

/** How this app names itself to sibling apps. */
export const CROSS_APP_SOURCE = 'CRM';

/** What this app sends to a sibling app (docs/product/shell.md). */
export interface CrossAppContext {
  userId: string;
  companyId: string;
  accessToken: string;
  refreshToken: string;
  source: string;
  returnUrl: string;
  breadcrumb?: string;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function base64ToBytes(encoded: string): Uint8Array {
  // Tolerate base64url, missing padding and a "+" that a sender left unescaped in the query
  // string (URLSearchParams reads it back as a space).
  const standard = encoded.replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  const padded = standard.padEnd(Math.ceil(standard.length / 4) * 4, '=');
  return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
}

/** Base64 of the UTF-8 JSON of the context (names with accents survive the trip). */
export function encodeCrossAppPayload(context: CrossAppContext): string {
  return bytesToBase64(new TextEncoder().encode(JSON.stringify(context)));
}

/** The validated payload, or null for anything that is not a well-formed payload. */
export function decodeCrossAppPayload(encoded: string): CrossAppPayload | null {
  try {
    const json = new TextDecoder('utf-8', { fatal: true }).decode(base64ToBytes(encoded));
    const parsed = crossAppPayloadSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The target URL with the encoded context in its crossApp parameter. */
export function buildCrossAppUrl(targetUrl: string, context: CrossAppContext, baseUrl?: string): string {
  const url = new URL(targetUrl, baseUrl);
  url.searchParams.set(CROSS_APP_PARAM, encodeCrossAppPayload(context));
  return url.toString();
}
