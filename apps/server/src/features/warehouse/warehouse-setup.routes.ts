import {
  idParamsSchema,
  locationInputSchema,
  locationResponseSchema,
  locationUpdateSchema,
  warehouseInputSchema,
  warehouseListResponseSchema,
  warehouseResponseSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccess } from '../../guards/require-access.ts';
import { tenantOf } from '../../guards/require-user.ts';
import { errorResponses } from '../../lib/errors.ts';
import { warehouseLocationsService as service } from './warehouse-locations.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Warehouses and their locations: read to see, create to add, edit to rename or archive a location. */
export const warehouseSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['warehouse'];
  const { db } = app.deps.database;

  app.get(
    '/warehouse/warehouses',
    {
      preValidation: requireAccess('inventory', 'read'),
      schema: {
        tags,
        summary: 'Warehouses with their locations',
        response: { 200: warehouseListResponseSchema, ...errors },
      },
    },
    async (request) => ({ warehouses: await service.list(db, tenantOf(request)) }),
  );

  app.post(
    '/warehouse/warehouses',
    {
      preValidation: requireAccess('inventory', 'create'),
      schema: {
        tags,
        summary: 'Add a warehouse (with a dock, an unknown-goods shelf and a damaged-goods area)',
        body: warehouseInputSchema,
        response: { 201: warehouseResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ warehouse: await service.createWarehouse(db, tenantOf(request), request.body) }),
  );

  app.post(
    '/warehouse/locations',
    {
      preValidation: requireAccess('inventory', 'create'),
      schema: {
        tags,
        summary: 'Add a location',
        body: locationInputSchema,
        response: { 201: locationResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ location: await service.createLocation(db, tenantOf(request), request.body) }),
  );

  app.patch(
    '/warehouse/locations/:id',
    {
      preValidation: requireAccess('inventory', 'edit'),
      schema: {
        tags,
        summary: 'Rename, relabel or archive a location',
        params: idParamsSchema,
        body: locationUpdateSchema,
        response: { 200: locationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      location: await service.updateLocation(db, tenantOf(request), request.params.id, request.body),
    }),
  );
};
