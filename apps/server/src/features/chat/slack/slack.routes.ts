import {
  markSlackReadRequestSchema,
  markSlackReadResponseSchema,
  postSlackMessageResponseSchema,
  postSlackMessageSchema,
  slackAppSchema,
  slackAuthorizeResponseSchema,
  slackChannelParamsSchema,
  slackChannelsResponseSchema,
  slackConnectionSchema,
  slackHistoryQuerySchema,
  slackHistoryResponseSchema,
  slackRefreshResponseSchema,
  updateSlackAppSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSection } from '../../../guards/require-role.ts';
import { tenantOf } from '../../../guards/require-user.ts';
import { errorResponses } from '../../../lib/errors.ts';
import { slackChatService } from './slack-chat.service.ts';
import { slackChatProvider } from './slack-chat-provider.ts';
import { slackConnectionService } from './slack-connection.service.ts';
import { ensureSlackPoller } from './slack-poll.job.ts';

const tags = ['chat'];
const errors = errorResponses(400, 401, 403, 404, 409, 429, 503);

/**
 * /api/chat/slack (docs/product/chat.md, "Slack"), behind requireUser (chat.routes.ts): the
 * tenant's Slack app (Settings → Slack Integration: developer, super_admin, admin), each person's
 * connection (authorize URL for the popup, status, refresh, disconnect), and the channel list,
 * history and send of the chat window. The popup's landing is public (slackCallbackRoutes).
 */
export const slackRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const admin = requireSection('slack-integration');
  const provider = slackChatProvider(deps);

  app.get(
    '/chat/slack/app',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: "The tenant's Slack app (secret masked)",
        response: { 200: slackAppSchema, ...errors },
      },
    },
    async (request) => slackConnectionService.app(deps, tenantOf(request)),
  );
  app.put(
    '/chat/slack/app',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: "Set the tenant's Slack app client id and secret (the secret is stored encrypted)",
        body: updateSlackAppSchema,
        response: { 200: slackAppSchema, ...errors },
      },
    },
    async (request) => slackConnectionService.saveApp(deps, tenantOf(request), request.body),
  );

  app.get(
    '/chat/slack/connection',
    { schema: { tags, summary: 'My Slack connection', response: { 200: slackConnectionSchema, ...errors } } },
    async (request) => slackConnectionService.connection(deps, tenantOf(request)),
  );
  app.delete(
    '/chat/slack/connection',
    {
      schema: {
        tags,
        summary: 'Disconnect Slack (deletes my mapping)',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await slackConnectionService.disconnect(deps, tenantOf(request));
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/chat/slack/authorize',
    {
      schema: {
        tags,
        summary: "Slack's authorize URL for the popup (user OAuth v2, a signed state)",
        response: { 200: slackAuthorizeResponseSchema, ...errors },
      },
    },
    async (request) => ({ authUrl: await slackConnectionService.authorizeUrl(deps, tenantOf(request)) }),
  );
  app.post(
    '/chat/slack/refresh',
    {
      schema: {
        tags,
        summary: 'Rotate my Slack tokens now (Refresh Token)',
        response: { 200: slackRefreshResponseSchema, ...errors },
      },
    },
    async (request) => slackConnectionService.refresh(deps, tenantOf(request)),
  );

  app.get(
    '/chat/slack/channels',
    {
      schema: {
        tags,
        summary: 'Slack channels I can see (not archived, no direct messages)',
        querystring: z.object({ fresh: z.enum(['true', 'false']).optional() }),
        response: { 200: slackChannelsResponseSchema, ...errors },
      },
    },
    async (request) =>
      request.query.fresh === 'true'
        ? { channels: await slackChatService.channels(deps, tenantOf(request), { fresh: true }) }
        : provider.listChannels(tenantOf(request)),
  );
  app.get(
    '/chat/slack/channels/:channelId/messages',
    {
      schema: {
        tags,
        summary: 'A Slack channel: 50 newest messages, or those newer than `oldest`',
        params: slackChannelParamsSchema,
        querystring: slackHistoryQuerySchema,
        response: { 200: slackHistoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = tenantOf(request);
      const answer = await provider.history(ctx, request.params.channelId, request.query);
      await ensureSlackPoller(deps, ctx);
      return answer;
    },
  );
  app.post(
    '/chat/slack/channels/:channelId/messages',
    {
      schema: {
        tags,
        summary: 'Post to a Slack channel as me',
        params: slackChannelParamsSchema,
        body: postSlackMessageSchema,
        response: { 201: postSlackMessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { message } = await provider.post(tenantOf(request), request.params.channelId, request.body);
      return reply.status(201).send({ message });
    },
  );
  app.post(
    '/chat/slack/channels/:channelId/read',
    {
      schema: {
        tags,
        summary: 'Move my read marker in a Slack channel forward (kept by us, not sent to Slack)',
        params: slackChannelParamsSchema,
        body: markSlackReadRequestSchema,
        response: { 200: markSlackReadResponseSchema, ...errors },
      },
    },
    async (request) => ({
      lastReadTs: (await provider.markRead(tenantOf(request), request.params.channelId, request.body.ts))
        .lastRead,
    }),
  );
  app.post(
    '/chat/slack/channels/:channelId/watch',
    {
      schema: {
        tags,
        summary: "The window's heartbeat while a Slack channel is open (the tenant's poller serves it)",
        params: slackChannelParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const ctx = tenantOf(request);
      await slackChatService.heartbeat(deps, ctx, request.params.channelId);
      await ensureSlackPoller(deps, ctx);
      return reply.status(204).send(null);
    },
  );
};

/** The popup's script: tells the opener (our origin only) how it went, then closes. */
const POPUP_SCRIPT = `(() => {
  const result = document.body.dataset;
  const message = result.ok === 'true' ? { type: 'slack-oauth-success' } : { type: 'slack-oauth-error', error: result.error };
  if (window.opener) window.opener.postMessage(message, window.location.origin);
  window.setTimeout(() => window.close(), 300);
})();`;

const escapeAttr = (text: string) => text.replace(/[^a-z0-9_-]/gi, '');

/** Public: Slack redirects the popup here with a code (the signed state says whose). */
export const slackCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/chat/slack/callback',
    {
      schema: {
        tags,
        summary: "The OAuth popup's landing: exchanges the code, tells the opener, closes",
        querystring: z.object({
          code: z.string().max(500).optional(),
          state: z.string().max(1000).optional(),
          error: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      const result = await slackConnectionService.completeAuthorization(app.deps, request.query);
      const ok = result.ok;
      const error = result.ok ? '' : escapeAttr(result.error);
      // The popup must keep its opener through Slack's pages: no opener isolation on this page.
      reply.header('cross-origin-opener-policy', 'unsafe-none');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Slack authorization</title></head><body data-ok="${ok}" data-error="${error}"><main><p>${ok ? 'Slack connected. This window closes by itself.' : `Slack did not connect (${error}).`}</p></main><script src="/api/chat/slack/popup.js"></script></body></html>`,
        );
    },
  );
  app.get('/chat/slack/popup.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(POPUP_SCRIPT),
  );
};
