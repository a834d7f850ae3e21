import { isIP } from 'node:net';
import {
  acceptQuoteRequestSchema,
  QUOTES_COPY as C,
  declineQuoteRequestSchema,
  publicQuoteResponseSchema,
  QUOTE_PUBLIC_RATE_LIMIT,
  quoteTokenParamsSchema,
} from '@northdesk/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestMeta } from '../../guards/request-meta.ts';
import { AppError, errorResponses } from '../../lib/errors.ts';
import { checkRateLimit } from '../security/rate-limit.service.ts';
import { quoteAcceptanceService } from './quote-acceptance.service.ts';
import { pdfHeaders } from './quotes.routes.ts';

const errors = errorResponses(400, 404, 409, 429);

/**
 * /api/public/quotes/:token: the accept page's API, with no session (the unguessable token is the
 * key). Every call counts against a per-address limit, so tokens cannot be guessed by brute force
 * and a link cannot be hammered; unknown tokens are 404, used or expired ones 409.
 */
export const quotePublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['quotes (public)'];
  const { db } = app.deps.database;

  app.addHook('preValidation', async (request: FastifyRequest) => {
    const { ip } = requestMeta(request);
    if (!(await checkRateLimit(db, ip, 'quote_public', QUOTE_PUBLIC_RATE_LIMIT)))
      throw new AppError('rate_limited', C.publicTooMany);
  });

  const client = (request: FastifyRequest) => {
    const { ip, userAgent } = requestMeta(request);
    return { ipAddress: isIP(ip) ? ip : null, userAgent };
  };

  app.get(
    '/public/quotes/:token',
    {
      schema: {
        tags,
        summary: 'The quote an accept link stands for, as it was sent, and what can still be done',
        params: quoteTokenParamsSchema,
        response: { 200: publicQuoteResponseSchema, ...errors },
      },
    },
    async (request) => ({ quote: await quoteAcceptanceService.view(db, request.params.token) }),
  );

  app.post(
    '/public/quotes/:token/accept',
    {
      schema: {
        tags,
        summary: 'Accept the quote (name, time and address recorded); the link is then used up',
        params: quoteTokenParamsSchema,
        body: acceptQuoteRequestSchema,
        response: { 200: publicQuoteResponseSchema, ...errors },
      },
    },
    async (request) => ({
      quote: await quoteAcceptanceService.accept(db, request.params.token, request.body, client(request)),
    }),
  );

  app.post(
    '/public/quotes/:token/decline',
    {
      schema: {
        tags,
        summary: 'Decline the quote with a reason; the link is then used up',
        params: quoteTokenParamsSchema,
        body: declineQuoteRequestSchema,
        response: { 200: publicQuoteResponseSchema, ...errors },
      },
    },
    async (request) => ({
      quote: await quoteAcceptanceService.decline(db, request.params.token, request.body),
    }),
  );

  app.get(
    '/public/quotes/:token/pdf',
    { schema: { tags, summary: 'The PDF the customer was sent', params: quoteTokenParamsSchema } },
    async (request, reply) => {
      const { fileName, pdf } = await quoteAcceptanceService.pdf(app.deps, request.params.token);
      return reply.headers(pdfHeaders(fileName)).send(pdf);
    },
  );
};
