import {
  dealBoardQuerySchema,
  dealBoardResponseSchema,
  dealCreateSchema,
  dealIdParamsSchema,
  dealListQuerySchema,
  dealListResponseSchema,
  dealLostSchema,
  dealMoveSchema,
  dealOwnersResponseSchema,
  dealResponseSchema,
  dealUpdateSchema,
  dealWithHistoryResponseSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../guards/require-access.ts';
import { requireUser, tenantOf } from '../../guards/require-user.ts';
import { errorResponses } from '../../lib/errors.ts';
import { dealBoardService } from './deal-board.service.ts';
import { dealRecordService } from './deal-record.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * /api/deals, in the `deals` section: view to read, admin to edit, move, win, lose and reopen,
 * full to create and delete (docs/product/deals.md).
 */
export const dealRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const tags = ['deals'];
  const { db } = app.deps.database;
  const params = dealIdParamsSchema;

  app.get(
    '/deals/board',
    {
      preValidation: requireAccess('deals', 'read'),
      schema: {
        tags,
        summary: "A pipeline's open stages with counts, totals, weighted totals and their first cards",
        querystring: dealBoardQuerySchema,
        response: { 200: dealBoardResponseSchema, ...errors },
      },
    },
    async (request) => dealBoardService.board(db, tenantOf(request), request.query),
  );

  app.get(
    '/deals',
    {
      preValidation: requireAccess('deals', 'read'),
      schema: {
        tags,
        summary: 'Deals matching the filters, sorted and paged, with their count and total',
        querystring: dealListQuerySchema,
        response: { 200: dealListResponseSchema, ...errors },
      },
    },
    async (request) => dealBoardService.list(db, tenantOf(request), request.query),
  );

  app.get(
    '/deals/owners',
    {
      preValidation: requireAccess('deals', 'read'),
      schema: {
        tags,
        summary: 'Users who can own a deal',
        response: { 200: dealOwnersResponseSchema, ...errors },
      },
    },
    async (request) => dealRecordService.owners(db, tenantOf(request)),
  );

  app.post(
    '/deals',
    {
      preValidation: requireAccess('deals', 'create'),
      schema: {
        tags,
        summary: "Add a deal (the pipeline's first stage and the creator as owner unless given)",
        body: dealCreateSchema,
        response: { 201: dealResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ deal: await dealRecordService.create(db, tenantOf(request), request.body) }),
  );

  app.get(
    '/deals/:id',
    {
      preValidation: requireAccess('deals', 'read'),
      schema: {
        tags,
        summary: 'One deal with its stage history',
        params,
        response: { 200: dealWithHistoryResponseSchema, ...errors },
      },
    },
    async (request) => dealRecordService.get(db, tenantOf(request), request.params.id),
  );

  app.patch(
    '/deals/:id',
    {
      preValidation: requireAccess('deals', 'edit'),
      schema: {
        tags,
        summary: 'Change a deal',
        params,
        body: dealUpdateSchema,
        response: { 200: dealResponseSchema, ...errors },
      },
    },
    async (request) => ({
      deal: await dealRecordService.update(db, tenantOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/deals/:id/move',
    {
      preValidation: requireAccess('deals', 'edit'),
      schema: {
        tags,
        summary: 'Move a deal to another stage of its pipeline (409 when someone moved it meanwhile)',
        params,
        body: dealMoveSchema,
        response: { 200: dealResponseSchema, ...errors },
      },
    },
    async (request) => ({
      deal: await dealRecordService.move(db, tenantOf(request), request.params.id, request.body),
    }),
  );

  const emptyBody = z.object({}).strict().optional();
  app.post(
    '/deals/:id/won',
    {
      preValidation: requireAccess('deals', 'edit'),
      schema: {
        tags,
        summary: 'Mark a deal won',
        params,
        body: emptyBody,
        response: { 200: dealResponseSchema, ...errors },
      },
    },
    async (request) => ({ deal: await dealRecordService.won(db, tenantOf(request), request.params.id) }),
  );

  app.post(
    '/deals/:id/lost',
    {
      preValidation: requireAccess('deals', 'edit'),
      schema: {
        tags,
        summary: 'Mark a deal lost, with a reason or a note',
        params,
        body: dealLostSchema,
        response: { 200: dealResponseSchema, ...errors },
      },
    },
    async (request) => ({
      deal: await dealRecordService.lost(db, tenantOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/deals/:id/reopen',
    {
      preValidation: requireAccess('deals', 'edit'),
      schema: {
        tags,
        summary: 'Reopen a closed deal in the open stage it was last in',
        params,
        body: emptyBody,
        response: { 200: dealResponseSchema, ...errors },
      },
    },
    async (request) => ({ deal: await dealRecordService.reopen(db, tenantOf(request), request.params.id) }),
  );

  app.delete(
    '/deals/:id',
    {
      preValidation: requireAccess('deals', 'delete'),
      schema: { tags, summary: 'Delete a deal', params, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await dealRecordService.remove(db, tenantOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
