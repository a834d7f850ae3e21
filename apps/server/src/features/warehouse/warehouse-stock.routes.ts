import {
  catalogueResponseSchema,
  idParamsSchema,
  moveListQuerySchema,
  moveListResponseSchema,
  scanQuerySchema,
  scanResponseSchema,
  stockListQuerySchema,
  stockListResponseSchema,
  stockProductResponseSchema,
  warehouseSummarySchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../guards/require-access.ts';
import { tenantOf } from '../../guards/require-user.ts';
import { errorResponses } from '../../lib/errors.ts';
import { warehouseStockService as service } from './warehouse-stock.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** Stock on hand, the ledger, scan look-ups, the phone's offline catalogue and home figures (read). */
export const warehouseStockRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['warehouse'];
  const { db } = app.deps.database;
  const read = requireAccess('inventory', 'read');

  app.get(
    '/warehouse/stock',
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'Products with their stock per location',
        querystring: stockListQuerySchema,
        response: { 200: stockListResponseSchema, ...errors },
      },
    },
    async (request) => service.list(db, tenantOf(request), request.query),
  );

  app.get(
    '/warehouse/stock/:id',
    {
      preValidation: read,
      schema: {
        tags,
        summary: "A product's stock, recent moves and photos",
        params: idParamsSchema,
        response: { 200: stockProductResponseSchema, ...errors },
      },
    },
    async (request) => service.product(db, tenantOf(request), request.params.id),
  );

  app.get(
    '/warehouse/moves',
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'The stock ledger, newest first',
        querystring: moveListQuerySchema,
        response: { 200: moveListResponseSchema, ...errors },
      },
    },
    async (request) => service.moves(db, tenantOf(request), request.query),
  );

  app.get(
    '/warehouse/scan',
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'What a scanned code names (GS1 parsed): a product, a location or nothing',
        querystring: scanQuerySchema,
        response: { 200: scanResponseSchema, ...errors },
      },
    },
    async (request) => service.scan(db, tenantOf(request), request.query.code),
  );

  app.get(
    '/warehouse/catalogue',
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'Products, barcodes, stock and locations for the phone to keep offline',
        response: { 200: catalogueResponseSchema, ...errors },
      },
    },
    async (request) => service.catalogue(db, tenantOf(request)),
  );

  app.get(
    '/warehouse/summary',
    {
      preValidation: read,
      schema: {
        tags,
        summary: "The phone home's figures",
        querystring: z.object({ today: z.iso.date().optional() }),
        response: { 200: warehouseSummarySchema, ...errors },
      },
    },
    async (request) =>
      service.summary(db, tenantOf(request), request.query.today ?? new Date().toISOString().slice(0, 10)),
  );
};
