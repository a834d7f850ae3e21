import {
  flaggedOpsResponseSchema,
  idParamsSchema,
  photoResponseSchema,
  photoUploadQuerySchema,
  warehouseOpsInputSchema,
  warehouseOpsResponseSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allowedSections, requireAccess } from '../../guards/require-access.ts';
import { tenantOf } from '../../guards/require-user.ts';
import { errorResponses } from '../../lib/errors.ts';
import { receiveImage, registerImageUploads, sendStoredImage } from '../image-uploads/image-upload.ts';
import { warehouseOpsService } from './warehouse-ops.service.ts';
import { warehousePhotosService } from './warehouse-photos.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The floor's writes: the op batch (replayed by the phones' outbox) and photo uploads. */
export const warehouseOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['warehouse'];
  const { db } = app.deps.database;
  const { storage } = app.deps;
  await registerImageUploads(app);

  app.post(
    '/warehouse/ops',
    {
      preValidation: requireAccess('inventory', 'edit'),
      schema: {
        tags,
        summary: 'Apply a batch of client operations, each exactly once (replays answer as before)',
        body: warehouseOpsInputSchema,
        response: { 200: warehouseOpsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const canCreate = allowedSections(request, ['inventory'], 'create').inventory;
      return { results: await warehouseOpsService.apply(db, tenantOf(request), request.body.ops, canCreate) };
    },
  );

  app.get(
    '/warehouse/flagged',
    {
      preValidation: requireAccess('inventory', 'read'),
      schema: {
        tags,
        summary: 'Changes from the floor kept without being applied (conflicts)',
        response: { 200: flaggedOpsResponseSchema, ...errors },
      },
    },
    async (request) => ({ ops: await warehouseOpsService.flagged(db, tenantOf(request)) }),
  );

  app.post(
    '/warehouse/photos',
    {
      preValidation: requireAccess('inventory', 'edit'),
      schema: {
        tags,
        summary:
          'Upload a photo (multipart, one image); the id is made by the phone, a retry is the same photo',
        querystring: photoUploadQuerySchema,
        response: { 200: photoResponseSchema, 201: photoResponseSchema, ...errors, ...errorResponses(413) },
      },
    },
    async (request, reply) => {
      const ctx = tenantOf(request);
      const existing = await warehousePhotosService.prepare(db, ctx, request.query);
      if (existing) {
        // The bytes are not needed again; read them off so the answer is not cut short.
        if (request.isMultipart()) (await request.file().catch(() => undefined))?.file.resume();
        return reply.status(200).send({ photo: existing });
      }
      // A UUID key of the server's own: the phone's id never reaches a storage path.
      const { key } = await receiveImage(
        request,
        storage,
        'photo',
        (name) => `${ctx.companyId}/warehouse-photos/${name}`,
      );
      try {
        const stored = await storage.get(key);
        const size = stored?.size ?? 0;
        stored?.body.destroy();
        const contentType = stored?.contentType ?? 'application/octet-stream';
        const { photo, created } = await warehousePhotosService.record(db, ctx, request.query, {
          key,
          contentType,
          size,
        });
        if (!created) await storage.delete(key).catch(() => undefined);
        return reply.status(created ? 201 : 200).send({ photo });
      } catch (error) {
        await storage.delete(key).catch(() => undefined);
        throw error;
      }
    },
  );

  app.get(
    '/warehouse/photos/:id',
    {
      preValidation: requireAccess('inventory', 'read'),
      schema: { tags, summary: 'A photo (the image itself)', params: idParamsSchema },
    },
    async (request, reply) => {
      const row = await warehousePhotosService.find(db, tenantOf(request), request.params.id);
      await sendStoredImage(reply, storage, row.storageKey);
    },
  );
};
