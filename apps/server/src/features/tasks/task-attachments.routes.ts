import crypto from 'node:crypto';
import { SECURITY_COPY, taskAttachmentResponseSchema } from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccess } from '../../guards/require-access.ts';
import { tenantOf } from '../../guards/require-user.ts';
import { errorResponses, notFound } from '../../lib/errors.ts';
import { taskAttachmentsService } from './task-attachments.service.ts';
import { contentDisposition, receiveTaskFile } from './task-files.ts';
import { taskRecordService } from './task-record.service.ts';
import { attachmentParams, errors, ok, taskParams } from './task-route-parts.ts';

/** A task's files: upload (multipart, registered by tasks.routes.ts), download, delete. */
export const taskAttachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxBytes = app.deps.config.uploadMaxBytes;
  const tags = ['tasks'];
  const db = app.deps.database.db;
  const read = requireAccess('tasks', 'read');
  const edit = requireAccess('tasks', 'edit');
  // Removing a file is deleting data: full level, like deleting a record (admin = read + edit).
  const remove = requireAccess('tasks', 'delete');

  app.post(
    '/tasks/:id/attachments',
    {
      preValidation: edit,
      schema: {
        tags,
        summary: `Attach a file (multipart, one file, at most UPLOAD_MAX_BYTES)`,
        params: taskParams,
        response: { 201: taskAttachmentResponseSchema, ...errors, ...errorResponses(413) },
      },
    },
    async (request, reply) => {
      const ctx = tenantOf(request);
      const taskId = request.params.id;
      await taskRecordService.assertTask(db, ctx, taskId);
      const stored = await receiveTaskFile(
        request,
        app.deps.storage,
        maxBytes,
        // Timestamp for readability, UUID so parallel uploads never share a key.
        (ext) => `${ctx.companyId}/task-attachments/${taskId}/${Date.now()}-${crypto.randomUUID()}.${ext}`,
      );
      try {
        const attachment = await taskAttachmentsService.record(db, ctx, taskId, {
          fileName: stored.fileName,
          filePath: stored.key,
          fileSize: stored.size,
          contentType: stored.contentType,
        });
        return reply.status(201).send({ attachment });
      } catch (error) {
        // No record, no file.
        await app.deps.storage.delete(stored.key).catch(() => undefined);
        throw error;
      }
    },
  );

  app.get(
    '/tasks/:id/attachments/:attachmentId',
    {
      preValidation: read,
      schema: { tags, summary: 'Download a file (as an attachment)', params: attachmentParams },
    },
    async (request, reply) => {
      const row = await taskAttachmentsService.find(
        db,
        tenantOf(request),
        request.params.id,
        request.params.attachmentId,
      );
      const stored = await app.deps.storage.get(row.filePath);
      // Deleted meanwhile (the row went, or the file): a clean 404, like an unknown id.
      if (!stored) throw notFound(SECURITY_COPY.fileNotFound);
      return reply
        .header('content-type', row.contentType)
        .header('content-length', stored.size)
        .header('content-disposition', contentDisposition(row.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stored.body);
    },
  );

  app.delete(
    '/tasks/:id/attachments/:attachmentId',
    {
      preValidation: remove,
      schema: { tags, summary: 'Delete a file', params: attachmentParams, response: { 200: ok, ...errors } },
    },
    async (request) => {
      const key = await taskAttachmentsService.remove(
        db,
        tenantOf(request),
        request.params.id,
        request.params.attachmentId,
      );
      await app.deps.storage.delete(key).catch((error: unknown) => {
        request.log.warn({ err: error, key }, 'task file could not be deleted');
      });
      return { ok: true as const };
    },
  );
};
