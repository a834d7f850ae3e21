import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../guards/require-user.ts';
import { warehouseInboundRoutes } from './warehouse-inbound.routes.ts';
import { warehouseOpsRoutes } from './warehouse-ops.routes.ts';
import { warehouseSetupRoutes } from './warehouse-setup.routes.ts';
import { warehouseStockRoutes } from './warehouse-stock.routes.ts';

/**
 * /api/warehouse (issue 22, docs/product/warehouse.md), in the `inventory` section: view to read,
 * admin to scan, move, count and resolve, full to add warehouses, locations, expected deliveries,
 * receipts and unknown items. Another tenant's id is a 404 everywhere, photos included.
 */
export const warehouseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  await app.register(warehouseSetupRoutes);
  await app.register(warehouseStockRoutes);
  await app.register(warehouseInboundRoutes);
  await app.register(warehouseOpsRoutes);
};
