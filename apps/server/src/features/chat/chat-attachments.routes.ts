import crypto from 'node:crypto';
import {
  chatAttachmentParamsSchema,
  chatAttachmentResponseSchema,
  chatChannelParamsSchema,
} from '@northdesk/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatAttachments } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { tenantOf } from '../../guards/require-user.ts';
import { errorResponses, forbidden, notFound } from '../../lib/errors.ts';
import { contentDisposition, receiveTaskFile } from '../tasks/task-files.ts';
import { isMember, visibleChannel } from './chat-channels.service.ts';
import { chatAttachmentUrl } from './chat-mapping.ts';

const errors = errorResponses(400, 401, 403, 404);
const FILE_NOT_FOUND = 'File not found';

/**
 * Files sent with messages, through the storage interface under UUID keys: upload first (a member
 * of the channel), then name the file in the message's attachmentIds; download by whoever may read
 * the channel (row-level security), or the uploader before it is sent.
 */
export const chatAttachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const tags = ['chat'];

  app.post(
    '/chat/channels/:channelId/attachments',
    {
      schema: {
        tags,
        summary: 'Upload a file to send in a channel (multipart, one file, at most UPLOAD_MAX_BYTES)',
        params: chatChannelParamsSchema,
        response: { 201: chatAttachmentResponseSchema, ...errors, ...errorResponses(413) },
      },
    },
    async (request, reply) => {
      const ctx = tenantOf(request);
      const { channelId } = request.params;
      await withTenant(db, ctx, async (tx) => {
        await visibleChannel(tx, channelId);
        if (!(await isMember(tx, channelId, ctx.userId))) throw forbidden('Join this channel to post in it.');
      });
      const id = crypto.randomUUID();
      const stored = await receiveTaskFile(
        request,
        app.deps.storage,
        app.deps.config.uploadMaxBytes,
        (ext) => `${ctx.companyId}/chat/${channelId}/${id}.${ext}`,
      );
      try {
        await withTenant(db, ctx, (tx) =>
          tx.insert(chatAttachments).values({
            id,
            companyId: ctx.companyId,
            channelId,
            uploadedBy: ctx.userId,
            storageKey: stored.key,
            fileName: stored.fileName,
            contentType: stored.contentType,
            sizeBytes: stored.size,
          }),
        );
      } catch (error) {
        await app.deps.storage.delete(stored.key).catch(() => undefined);
        throw error;
      }
      return reply.status(201).send({
        attachment: {
          id,
          fileName: stored.fileName,
          contentType: stored.contentType,
          sizeBytes: stored.size,
          url: chatAttachmentUrl(id),
        },
      });
    },
  );

  app.get(
    '/chat/attachments/:attachmentId',
    { schema: { tags, summary: 'Download a chat file', params: chatAttachmentParamsSchema } },
    async (request, reply) => {
      const ctx = tenantOf(request);
      const row = await withTenant(db, ctx, async (tx) => {
        const [file] = await tx
          .select()
          .from(chatAttachments)
          .where(and(eq(chatAttachments.id, request.params.attachmentId)));
        if (!file || (file.messageId === null && file.uploadedBy !== ctx.userId))
          throw notFound(FILE_NOT_FOUND);
        return file;
      });
      const stored = await app.deps.storage.get(row.storageKey);
      if (!stored) throw notFound(FILE_NOT_FOUND);
      return reply
        .header('content-type', row.contentType)
        .header('content-length', stored.size)
        .header('content-disposition', contentDisposition(row.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stored.body);
    },
  );
};
