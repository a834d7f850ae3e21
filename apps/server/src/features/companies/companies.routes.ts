import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyListRoutes } from './company-list.routes.ts';
import { companyLogoRoutes } from './company-logo.routes.ts';
import { companyRecordRoutes } from './company-record.routes.ts';
import { companyRelatedRoutes } from './company-related.routes.ts';
import { enrichmentRoutes } from './enrichment/enrichment.routes.ts';

/** The companies area (docs/product/companies.md): every route under /api/companies. */
export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(companyListRoutes);
  await app.register(companyRecordRoutes);
  await app.register(companyRelatedRoutes);
  await app.register(companyLogoRoutes);
  await app.register(enrichmentRoutes);
};
