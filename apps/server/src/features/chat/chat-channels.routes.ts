import {
  addChatMembersRequestSchema,
  chatChannelListResponseSchema,
  chatChannelParamsSchema,
  chatChannelResponseSchema,
  chatPeopleResponseSchema,
  createChatChannelRequestSchema,
  markChatReadRequestSchema,
  markChatReadResponseSchema,
  openDirectChatRequestSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../guards/require-user.ts';
import { errorResponses } from '../../lib/errors.ts';
import { chatChannelsService } from './chat-channels.service.ts';
import { builtinChatProvider } from './chat-provider.ts';

const errors = errorResponses(400, 401, 403, 404);

/** Channels and direct messages: list, create, open a DM, join, leave, add people, read marker. */
export const chatChannelsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const provider = builtinChatProvider(app.deps.database);
  const tags = ['chat'];

  app.get(
    '/chat/channels',
    {
      schema: {
        tags,
        summary: 'My channels and DMs with unread and mention counts, and public channels to join',
        response: { 200: chatChannelListResponseSchema, ...errors },
      },
    },
    async (request) => provider.listChannels(tenantOf(request)),
  );

  app.post(
    '/chat/channels',
    {
      schema: {
        tags,
        summary: 'Create a public or private channel (the creator is a member)',
        body: createChatChannelRequestSchema,
        response: { 201: chatChannelResponseSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const channel = await chatChannelsService.create(db, tenantOf(request), request.body);
      return reply.status(201).send({ channel });
    },
  );

  app.get(
    '/chat/channels/:channelId',
    {
      schema: {
        tags,
        summary: 'One channel with my counts',
        params: chatChannelParamsSchema,
        response: { 200: chatChannelResponseSchema, ...errors },
      },
    },
    async (request) => ({
      channel: await chatChannelsService.get(db, tenantOf(request), request.params.channelId),
    }),
  );

  app.post(
    '/chat/direct',
    {
      schema: {
        tags,
        summary: 'Open (or make) the direct message with a colleague',
        body: openDirectChatRequestSchema,
        response: { 200: chatChannelResponseSchema, ...errors },
      },
    },
    async (request) => ({
      channel: await chatChannelsService.openDirect(db, tenantOf(request), request.body.userId),
    }),
  );

  app.post(
    '/chat/channels/:channelId/join',
    {
      schema: {
        tags,
        summary: 'Join a public channel',
        params: chatChannelParamsSchema,
        response: { 200: chatChannelResponseSchema, ...errors },
      },
    },
    async (request) => ({
      channel: await chatChannelsService.join(db, tenantOf(request), request.params.channelId),
    }),
  );

  app.post(
    '/chat/channels/:channelId/leave',
    {
      schema: {
        tags,
        summary: 'Leave a channel',
        params: chatChannelParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await chatChannelsService.leave(db, tenantOf(request), request.params.channelId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/chat/channels/:channelId/members',
    {
      schema: {
        tags,
        summary: 'Add colleagues to a channel I belong to',
        params: chatChannelParamsSchema,
        body: addChatMembersRequestSchema,
        response: { 200: chatChannelResponseSchema, ...errors },
      },
    },
    async (request) => ({
      channel: await chatChannelsService.addPeople(
        db,
        tenantOf(request),
        request.params.channelId,
        request.body.userIds,
      ),
    }),
  );

  app.post(
    '/chat/channels/:channelId/read',
    {
      schema: {
        tags,
        summary: 'Move my read marker forward to a message number',
        params: chatChannelParamsSchema,
        body: markChatReadRequestSchema,
        response: { 200: markChatReadResponseSchema, ...errors },
      },
    },
    async (request) => ({
      lastReadSeq: (await provider.markRead(tenantOf(request), request.params.channelId, request.body.seq))
        .lastRead,
    }),
  );

  app.get(
    '/chat/people',
    {
      schema: {
        tags,
        summary: 'Colleagues to message or mention',
        response: { 200: chatPeopleResponseSchema, ...errors },
      },
    },
    async (request) => ({ people: await chatChannelsService.people(db, tenantOf(request)) }),
  );
};
