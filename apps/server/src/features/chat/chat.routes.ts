import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../guards/require-user.ts';
import { chatAttachmentsRoutes } from './chat-attachments.routes.ts';
import { chatChannelsRoutes } from './chat-channels.routes.ts';
import { chatMessagesRoutes } from './chat-messages.routes.ts';
import { slackRoutes } from './slack/slack.routes.ts';

/**
 * /api/chat (docs/product/chat.md): every signed-in user may chat. A channel the user may not see
 * (private and not a member, or another tenant's) is "Channel not found" (404) on every route.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: app.deps.config.uploadMaxBytes, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });
  app.addHook('preValidation', requireUser);
  await app.register(chatChannelsRoutes);
  await app.register(chatMessagesRoutes);
  await app.register(chatAttachmentsRoutes);
  await app.register(slackRoutes);
};
