import { clientConfigResponseSchema } from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Changes only with a restart; a few minutes of caching spares every page load a request. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * Run-time settings for the web app, so an operator changes them in the server's environment
 * rather than by rebuilding the web app. Public: nothing here is secret or tenant-specific.
 */
export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  app.get(
    '/client-config',
    {
      schema: {
        tags: ['system'],
        summary: 'Settings the web app reads at start (logo lookup services)',
        response: { 200: clientConfigResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return {
        logoSources: { logoService: config.logoServiceUrl, faviconService: config.faviconServiceUrl },
      };
    },
  );
};
