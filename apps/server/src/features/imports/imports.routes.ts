import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportsRoutes } from './export/exports.routes.ts';
import { importRoutes } from './import.routes.ts';

/** CSV import and export (issue 24 items 1 and 2; docs/product/imports.md). */
export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(exportsRoutes);
  await app.register(importRoutes);
};
