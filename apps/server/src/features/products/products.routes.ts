import {
  productIdParamsSchema,
  productInputSchema,
  productListQuerySchema,
  productListResponseSchema,
  productResponseSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccess } from '../../guards/require-access.ts';
import { requireUser, tenantOf } from '../../guards/require-user.ts';
import { errorResponses } from '../../lib/errors.ts';
import { productsService } from './products.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * /api/products: the catalogue, in its own `products` section (view to read, admin to edit, full
 * to add, archive and restore). Its own section because the catalogue and its cost prices are
 * kept by fewer people than those who quote from it, and the warehouse screens will read it
 * without any deals access.
 */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const tags = ['products'];
  const { db } = app.deps.database;

  app.get(
    '/products',
    {
      preValidation: requireAccess('products', 'read'),
      schema: {
        tags,
        summary: 'Products by name; search matches SKU, name or an exact barcode',
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema, ...errors },
      },
    },
    async (request) => productsService.list(db, tenantOf(request), request.query),
  );

  app.post(
    '/products',
    {
      preValidation: requireAccess('products', 'create'),
      schema: {
        tags,
        summary: 'Add a product (with its barcodes)',
        body: productInputSchema,
        response: { 201: productResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const product = await productsService.create(db, tenantOf(request), request.body);
      return reply.status(201).send({ product });
    },
  );

  app.get(
    '/products/:id',
    {
      preValidation: requireAccess('products', 'read'),
      schema: {
        tags,
        summary: 'One product',
        params: productIdParamsSchema,
        response: { 200: productResponseSchema, ...errors },
      },
    },
    async (request) => ({ product: await productsService.get(db, tenantOf(request), request.params.id) }),
  );

  app.patch(
    '/products/:id',
    {
      preValidation: requireAccess('products', 'edit'),
      schema: {
        tags,
        summary: 'Change a product; its barcodes are replaced by the list given',
        params: productIdParamsSchema,
        body: productInputSchema,
        response: { 200: productResponseSchema, ...errors },
      },
    },
    async (request) => ({
      product: await productsService.update(db, tenantOf(request), request.params.id, request.body),
    }),
  );

  for (const [action, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/products/:id/${action}`,
      {
        preValidation: requireAccess('products', 'delete'),
        schema: {
          tags,
          summary: archived
            ? 'Archive a product (hidden from pickers, kept on quotes)'
            : 'Restore an archived product',
          params: productIdParamsSchema,
          response: { 200: productResponseSchema, ...errors },
        },
      },
      async (request) => ({
        product: await productsService.setArchived(db, tenantOf(request), request.params.id, archived),
      }),
    );
  }
};
