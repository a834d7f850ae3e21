import {
  chatChannelParamsSchema,
  chatHistoryQuerySchema,
  chatHistoryResponseSchema,
  chatMessageParamsSchema,
  chatMessageResponseSchema,
  chatThreadResponseSchema,
  editChatMessageRequestSchema,
  postChatMessageRequestSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../guards/require-user.ts';
import { errorResponses } from '../../lib/errors.ts';
import { chatMessagesService } from './chat-messages.service.ts';
import { builtinChatProvider } from './chat-provider.ts';

const errors = errorResponses(400, 401, 403, 404);

/** History (paged by message number), threads, posting, editing and deleting own messages. */
export const chatMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const provider = builtinChatProvider(app.deps.database);
  const tags = ['chat'];

  app.get(
    '/chat/channels/:channelId/messages',
    {
      schema: {
        tags,
        summary:
          'Top-level messages, oldest first: the newest page, `before` an older page, `after` newer ones',
        params: chatChannelParamsSchema,
        querystring: chatHistoryQuerySchema,
        response: { 200: chatHistoryResponseSchema, ...errors },
      },
    },
    async (request) => provider.history(tenantOf(request), request.params.channelId, request.query),
  );

  app.post(
    '/chat/channels/:channelId/messages',
    {
      schema: {
        tags,
        summary:
          'Post a message or a thread reply (members only); a repeated clientMsgId answers 200 with the stored one',
        params: chatChannelParamsSchema,
        body: postChatMessageRequestSchema,
        response: { 200: chatMessageResponseSchema, 201: chatMessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { message, created } = await provider.post(
        tenantOf(request),
        request.params.channelId,
        request.body,
      );
      return reply.status(created ? 201 : 200).send({ message });
    },
  );

  app.get(
    '/chat/messages/:messageId/thread',
    {
      schema: {
        tags,
        summary: 'A thread: its first message and the replies, oldest first',
        params: chatMessageParamsSchema,
        response: { 200: chatThreadResponseSchema, ...errors },
      },
    },
    async (request) => chatMessagesService.thread(db, tenantOf(request), request.params.messageId),
  );

  app.patch(
    '/chat/messages/:messageId',
    {
      schema: {
        tags,
        summary: 'Edit my own message',
        params: chatMessageParamsSchema,
        body: editChatMessageRequestSchema,
        response: { 200: chatMessageResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: await chatMessagesService.edit(
        db,
        tenantOf(request),
        request.params.messageId,
        request.body.text,
      ),
    }),
  );

  app.delete(
    '/chat/messages/:messageId',
    {
      schema: {
        tags,
        summary: 'Delete my own message (its text and files go; a placeholder stays)',
        params: chatMessageParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { storageKeys } = await chatMessagesService.remove(
        db,
        tenantOf(request),
        request.params.messageId,
      );
      for (const key of storageKeys) await app.deps.storage.delete(key).catch(() => undefined);
      return reply.status(204).send(null);
    },
  );
};
