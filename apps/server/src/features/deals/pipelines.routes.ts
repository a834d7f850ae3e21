import {
  lostReasonsInputSchema,
  lostReasonsResponseSchema,
  pipelineIdParamsSchema,
  pipelineInputSchema,
  pipelineResponseSchema,
  pipelinesResponseSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccess } from '../../guards/require-access.ts';
import { requireSection } from '../../guards/require-role.ts';
import { requireUser, tenantOf } from '../../guards/require-user.ts';
import { errorResponses } from '../../lib/errors.ts';
import { pipelinesService } from './pipelines.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Pipelines and lost reasons: read by everyone who may read deals (the board needs them),
 * changed only in CRM Settings (developer, super_admin, admin: the crm-settings section).
 */
export const pipelinesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const tags = ['deals'];
  const { db } = app.deps.database;
  const settings = requireSection('crm-settings');

  app.get(
    '/pipelines',
    {
      preValidation: requireAccess('deals', 'read'),
      schema: {
        tags,
        summary: 'Pipelines with their stages, and the lost reasons',
        response: { 200: pipelinesResponseSchema, ...errors },
      },
    },
    async (request) => pipelinesService.list(db, tenantOf(request)),
  );

  app.post(
    '/pipelines',
    {
      preValidation: settings,
      schema: {
        tags,
        summary: 'Add a pipeline with its stages',
        body: pipelineInputSchema,
        response: { 201: pipelineResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ pipeline: await pipelinesService.create(db, tenantOf(request), request.body) }),
  );

  app.put(
    '/pipelines/:id',
    {
      preValidation: settings,
      schema: {
        tags,
        summary:
          'Rename a pipeline and set its stages (those left out are removed; 409 while open deals are in one)',
        params: pipelineIdParamsSchema,
        body: pipelineInputSchema,
        response: { 200: pipelineResponseSchema, ...errors },
      },
    },
    async (request) => ({
      pipeline: await pipelinesService.update(db, tenantOf(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/deal-lost-reasons',
    {
      preValidation: settings,
      schema: {
        tags,
        summary: 'Set the list of lost reasons (those left out are archived; lost deals keep theirs)',
        body: lostReasonsInputSchema,
        response: { 200: lostReasonsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      lostReasons: await pipelinesService.setLostReasons(db, tenantOf(request), request.body),
    }),
  );
};
