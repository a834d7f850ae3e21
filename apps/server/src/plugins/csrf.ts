import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookies are SameSite=Lax; on top of that a state-changing API request that a browser marks as
 * coming from another site (Origin or Sec-Fetch-Site) is refused. Clients with no browser
 * context (bearer tokens, scripts) send neither header and carry no ambient cookies.
 */
export function registerCsrfGuard(app: FastifyInstance, trustedOrigins: string[]): void {
  const trusted = new Set(trustedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const host = request.headers.host;
    const sameHost = origin !== undefined && host !== undefined && new URL(origin).host === host;
    if (origin !== undefined && origin !== 'null' && !trusted.has(origin) && !sameHost) {
      throw forbidden('Cross-site request refused');
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden('Cross-site request refused');
  });
}
