import type { FastifyInstance } from 'fastify';

/**
 * Browser features the app may use: the camera on its own pages (the warehouse scanner), nothing
 * else a page could be tricked into asking for.
 */
export const PERMISSIONS_POLICY =
  'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), interest-cohort=()';

/**
 * Headers that only a document (or a worker) reads, helmet's most of all: a browser ignores them on a script,
 * style sheet or WebAssembly file. The build's hashed files (/assets/, none of them a worker
 * script) go without them: on a phone every file's headers cross the wire, about 700 bytes each
 * of the sign-in page's 120 KB budget (issue 17). Nor do they need HSTS (a browser records it from
 * the page and every API answer, which carry it) or byte ranges (a script is fetched whole).
 * Kept there: nosniff, CORP, referrer policy (a module script's imports follow it).
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-dns-prefetch-control',
  'x-permitted-cross-domain-policies',
  // Nothing to correlate in the log for a file that is the same for everyone.
  'x-request-id',
  'strict-transport-security',
  'accept-ranges',
] as const;

/** A built, hashed file (script, style sheet, WebAssembly), never a page nor a worker. */
const isBuiltAsset = (url: string) => url.startsWith('/assets/') && !/[?#]|\.html?$/.test(url);

/**
 * Headers on top of helmet's: the Permissions-Policy on every response but the built assets, and
 * `Cache-Control: no-store` on API answers that did not choose their own caching, so no shared
 * cache or back button shows one user's data to the next person at the machine.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (isBuiltAsset(request.url) && reply.statusCode === 200) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      return;
    }
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
