import { SECURITY_COPY } from '@northdesk/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** better-auth's sign-out: always allowed to end the session (see auth-handler.routes.ts). */
export const SIGN_OUT_PATH = '/api/auth/sign-out';

/** The Origin header as a URL origin, or null when it is "null", not a URL or not http(s). */
export function parseOrigin(origin: string): string | null {
  if (!URL.canParse(origin)) return null;
  const url = new URL(origin);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin;
}

/** Whether the request's Origin is the address it was served on, or a configured one. */
export function isTrustedOrigin(request: FastifyRequest, trusted: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const parsed = parseOrigin(origin);
  if (parsed === null) return false;
  if (trusted.has(parsed)) return true;
  const host = request.headers.host;
  return host !== undefined && new URL(parsed).host === host.toLowerCase();
}

/**
 * Cookies are SameSite=Lax; on top of that a state-changing API request that a browser marks as
 * coming from another site (Origin or Sec-Fetch-Site) is refused. Clients with no browser
 * context (bearer tokens, scripts) send neither header and carry no ambient cookies. An Origin
 * of "null" (sandboxed frames, file: pages) or one that is not a web address is refused on every
 * API request: no page of ours sends one. Sign-out is exempt: ending a session is always safe.
 */
export function registerCsrfGuard(app: FastifyInstance, trustedOrigins: string[]): void {
  const trusted = new Set(trustedOrigins.map((o) => parseOrigin(o) ?? o));
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin !== undefined && parseOrigin(origin) === null) throw forbidden(SECURITY_COPY.badOrigin);
    if (SAFE_METHODS.has(request.method)) return;
    if (request.url.split('?')[0] === SIGN_OUT_PATH) return;
    if (!isTrustedOrigin(request, trusted)) throw forbidden(SECURITY_COPY.crossSiteRefused);
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden(SECURITY_COPY.crossSiteRefused);
  });
}
