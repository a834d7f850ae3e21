import { CHAT_COPY } from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorResponses } from '../../../lib/errors.ts';
import { findInputProblem } from '../../../plugins/input-guard.ts';
import { applySlackEvent, signingSecretOf, slackEnvelopeSchema, verifySlackRequest } from './slack-events.ts';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Public: Slack's Events API Request URL for one tenant (Settings → Slack Integration shows it).
 * No session; the signature made with the tenant's signing secret is the only way in (401
 * otherwise, 404 when the tenant has no signing secret). The body is read raw, as the signature
 * covers its exact bytes.
 */
export const slackEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (_r, body, done) => done(null, String(body)),
  );

  app.post(
    '/chat/slack/events/:companyId',
    {
      schema: {
        tags: ['chat'],
        summary: "Slack's membership events for this tenant (signed with its app's signing secret)",
        params: z.object({ companyId: z.uuid() }),
        body: z.string().max(256 * 1024),
        response: {
          200: z.union([z.object({ challenge: z.string() }), z.object({ ok: z.literal(true) })]),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const { companyId } = request.params;
      const secret = await signingSecretOf(deps, companyId);
      if (!secret) throw new AppError('not_found', CHAT_COPY.slackEventsNotConfigured);
      const signed = verifySlackRequest(
        secret,
        {
          timestamp: header(request.headers['x-slack-request-timestamp']),
          signature: header(request.headers['x-slack-signature']),
        },
        request.body,
      );
      if (!signed) throw new AppError('unauthorized', CHAT_COPY.slackEventsBadSignature);
      let parsed: unknown;
      try {
        parsed = JSON.parse(request.body);
      } catch {
        throw new AppError('bad_request', CHAT_COPY.slackEventsBadBody);
      }
      const envelope = slackEnvelopeSchema.safeParse(parsed);
      if (!envelope.success || findInputProblem(parsed, 'body'))
        // Signed but not a membership event we know: accepted, so Slack does not retry it.
        return { ok: true as const };
      if (envelope.data.type === 'url_verification') return { challenge: envelope.data.challenge };
      await applySlackEvent(deps, companyId, envelope.data);
      return { ok: true as const };
    },
  );
};
