import type { FastifyInstance } from 'fastify';

/**
 * Browser features the app may use: the camera on its own pages (the warehouse scanner), nothing
 * else a page could be tricked into asking for.
 */
export const PERMISSIONS_POLICY =
  'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), interest-cohort=()';

/**
 * Headers on top of helmet's: the Permissions-Policy on every response, and `Cache-Control:
 * no-store` on API answers that did not choose their own caching, so no shared cache or back
 * button shows one user's data to the next person at the machine.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
