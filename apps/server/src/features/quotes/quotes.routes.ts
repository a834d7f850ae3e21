import {
  createQuoteRequestSchema,
  quoteIdParamsSchema,
  quoteListQuerySchema,
  quoteListResponseSchema,
  quoteResponseSchema,
  sendQuoteRequestSchema,
  updateQuoteRequestSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../guards/require-access.ts';
import { requireUser, signedInUser } from '../../guards/require-user.ts';
import { errorResponses } from '../../lib/errors.ts';
import { listQuotes } from './quote-list.ts';
import { quotePdf, sendQuote } from './quote-sending.service.ts';
import { quotesService } from './quotes.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Headers of a PDF download. */
export const pdfHeaders = (fileName: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `attachment; filename="${fileName}"`,
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, no-store',
});

/**
 * /api/quotes, in the `quotes` section: view to read and download, admin to edit drafts, full to
 * create, send, revise and delete drafts. Another tenant's quote is "Quote not found" (404).
 */
export const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const tags = ['quotes'];
  const { database } = app.deps;
  const { db } = database;
  const ctxOf = (request: Parameters<typeof signedInUser>[0]) => {
    const user = signedInUser(request);
    return { companyId: user.companyId, userId: user.userId };
  };

  app.get(
    '/quotes',
    {
      preValidation: requireAccess('quotes', 'read'),
      schema: {
        tags,
        summary: 'Quotes, newest first; by status, deal or customer; search by number, title or customer',
        querystring: quoteListQuerySchema,
        response: { 200: quoteListResponseSchema, ...errors },
      },
    },
    async (request) => listQuotes(database, ctxOf(request), request.query),
  );

  app.post(
    '/quotes',
    {
      preValidation: requireAccess('quotes', 'create'),
      schema: {
        tags,
        summary: 'Create a draft quote with the next number (Q-{year}-{nnnnn})',
        body: createQuoteRequestSchema,
        response: { 201: quoteResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const quote = await quotesService.create(db, ctxOf(request), request.body);
      return reply.status(201).send({ quote });
    },
  );

  app.get(
    '/quotes/:id',
    {
      preValidation: requireAccess('quotes', 'read'),
      schema: {
        tags,
        summary: 'A quote with its lines, VAT breakdown, totals and revisions',
        params: quoteIdParamsSchema,
        response: { 200: quoteResponseSchema, ...errors },
      },
    },
    async (request) => ({ quote: await quotesService.get(db, ctxOf(request), request.params.id) }),
  );

  app.patch(
    '/quotes/:id',
    {
      preValidation: requireAccess('quotes', 'edit'),
      schema: {
        tags,
        summary: 'Change a draft (lines, when given, replace all lines); a sent quote answers 409',
        params: quoteIdParamsSchema,
        body: updateQuoteRequestSchema,
        response: { 200: quoteResponseSchema, ...errors },
      },
    },
    async (request) => ({
      quote: await quotesService.update(db, ctxOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/quotes/:id',
    {
      preValidation: requireAccess('quotes', 'delete'),
      schema: {
        tags,
        summary: 'Delete a draft',
        params: quoteIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await quotesService.remove(db, ctxOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/quotes/:id/revisions',
    {
      preValidation: requireAccess('quotes', 'create'),
      schema: {
        tags,
        summary: 'A new draft revision of a sent, declined or expired quote',
        params: quoteIdParamsSchema,
        response: { 201: quoteResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const quote = await quotesService.revise(db, ctxOf(request), request.params.id);
      return reply.status(201).send({ quote });
    },
  );

  app.post(
    '/quotes/:id/send',
    {
      preValidation: requireAccess('quotes', 'create'),
      schema: {
        tags,
        summary: 'Mail the quote as a PDF with an accept link; the quote is then frozen',
        params: quoteIdParamsSchema,
        body: sendQuoteRequestSchema,
        response: { 200: quoteResponseSchema, ...errors, ...errorResponses(503) },
      },
    },
    async (request) => ({
      quote: await sendQuote(app.deps, ctxOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/quotes/:id/pdf',
    {
      preValidation: requireAccess('quotes', 'read'),
      schema: {
        tags,
        summary: 'The PDF: as sent, or a draft rendered now (marked DRAFT)',
        params: quoteIdParamsSchema,
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await quotePdf(app.deps, ctxOf(request), request.params.id);
      return reply.headers(pdfHeaders(fileName)).send(pdf);
    },
  );
};
