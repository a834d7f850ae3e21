import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../guards/require-user.ts';
import { hubspotIntegrationRoutes } from './hubspot-integration.routes.ts';
import { hubspotToolsRoutes } from './hubspot-tools.routes.ts';

/**
 * HubSpot sync and the CRM settings tools (docs/product/hubspot.md): connection, sync runs,
 * re-linking contacts and bulk enrichment. Administration: developer, super_admin, admin.
 */
export const hubspotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  await app.register(hubspotIntegrationRoutes);
  await app.register(hubspotToolsRoutes);
};
