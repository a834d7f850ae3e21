import {
  identifyInputSchema,
  idParamsSchema,
  purchaseOrderInputSchema,
  purchaseOrderListQuerySchema,
  purchaseOrderListResponseSchema,
  purchaseOrderResponseSchema,
  receiptListQuerySchema,
  receiptListResponseSchema,
  receiptResponseSchema,
  rejectInputSchema,
  unknownItemListQuerySchema,
  unknownItemListResponseSchema,
  unknownItemResponseSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccess } from '../../guards/require-access.ts';
import { tenantOf } from '../../guards/require-user.ts';
import { errorResponses } from '../../lib/errors.ts';
import { purchaseOrdersService } from './purchase-orders.service.ts';
import { receiptsService } from './receipts.service.ts';
import { unknownItemsService } from './unknown-items.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Goods in: expected deliveries (made in the office), receipts, and the unknown-goods inbox. */
export const warehouseInboundRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['warehouse'];
  const { db } = app.deps.database;
  const read = requireAccess('inventory', 'read');

  app.get(
    '/warehouse/purchase-orders',
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'Expected deliveries, soonest first',
        querystring: purchaseOrderListQuerySchema,
        response: { 200: purchaseOrderListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      purchaseOrders: await purchaseOrdersService.list(db, tenantOf(request), request.query),
    }),
  );

  app.post(
    '/warehouse/purchase-orders',
    {
      preValidation: requireAccess('inventory', 'create'),
      schema: {
        tags,
        summary: 'Expect a delivery',
        body: purchaseOrderInputSchema,
        response: { 201: purchaseOrderResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ purchaseOrder: await purchaseOrdersService.create(db, tenantOf(request), request.body) }),
  );

  app.get(
    '/warehouse/purchase-orders/:id',
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'An expected delivery and what has come of it',
        params: idParamsSchema,
        response: { 200: purchaseOrderResponseSchema, ...errors },
      },
    },
    async (request) => ({
      purchaseOrder: await purchaseOrdersService.get(db, tenantOf(request), request.params.id),
    }),
  );

  app.post(
    '/warehouse/purchase-orders/:id/cancel',
    {
      preValidation: requireAccess('inventory', 'delete'),
      schema: {
        tags,
        summary: 'Close an expected delivery that will not come',
        params: idParamsSchema,
        response: { 200: purchaseOrderResponseSchema, ...errors },
      },
    },
    async (request) => ({
      purchaseOrder: await purchaseOrdersService.cancel(db, tenantOf(request), request.params.id),
    }),
  );

  app.get(
    '/warehouse/receipts',
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'Goods receipts, open ones first',
        querystring: receiptListQuerySchema,
        response: { 200: receiptListResponseSchema, ...errors },
      },
    },
    async (request) => receiptsService.list(db, tenantOf(request), request.query),
  );

  app.get(
    '/warehouse/receipts/:id',
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'A receipt with its lines, discrepancies and photos',
        params: idParamsSchema,
        response: { 200: receiptResponseSchema, ...errors },
      },
    },
    async (request) => ({ receipt: await receiptsService.get(db, tenantOf(request), request.params.id) }),
  );

  app.get(
    '/warehouse/unknown-items',
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'Unknown goods reported from the floor',
        querystring: unknownItemListQuerySchema,
        response: { 200: unknownItemListResponseSchema, ...errors },
      },
    },
    async (request) => ({ items: await unknownItemsService.list(db, tenantOf(request), request.query) }),
  );

  app.get(
    '/warehouse/unknown-items/:id',
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'An unknown item with its photos',
        params: idParamsSchema,
        response: { 200: unknownItemResponseSchema, ...errors },
      },
    },
    async (request) => ({ item: await unknownItemsService.get(db, tenantOf(request), request.params.id) }),
  );

  app.post(
    '/warehouse/unknown-items/:id/identify',
    {
      preValidation: requireAccess('inventory', 'edit'),
      schema: {
        tags,
        summary: 'Identify: link a product (learning the barcode) and bring the stock into the books',
        params: idParamsSchema,
        body: identifyInputSchema,
        response: { 200: unknownItemResponseSchema, ...errors },
      },
    },
    async (request) => ({
      item: await unknownItemsService.identify(db, tenantOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/warehouse/unknown-items/:id/reject',
    {
      preValidation: requireAccess('inventory', 'edit'),
      schema: {
        tags,
        summary: 'Reject an unknown item (sent back, thrown away…)',
        params: idParamsSchema,
        body: rejectInputSchema,
        response: { 200: unknownItemResponseSchema, ...errors },
      },
    },
    async (request) => ({
      item: await unknownItemsService.reject(db, tenantOf(request), request.params.id, request.body),
    }),
  );
};
