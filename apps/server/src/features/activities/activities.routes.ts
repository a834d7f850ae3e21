import {
  activityListQuerySchema,
  activityListResponseSchema,
  activityResponseSchema,
  createActivityRequestSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccess } from '../../guards/require-access.ts';
import { requireUser, tenantOf } from '../../guards/require-user.ts';
import { errorResponses } from '../../lib/errors.ts';
import { activitiesService } from './activities.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** /api/activities (docs/product/activities.md): the activities section's view to read, full to log. */
export const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Who and what before validation: no session is a 401 and no permission a 403, whatever the input.
  app.addHook('preValidation', requireUser);
  const tags = ['activities'];
  app.get(
    '/activities',
    {
      preValidation: requireAccess('activities', 'read'),
      schema: {
        tags,
        summary: "The tenant's latest activities (50 by default), or a company's or contact's",
        querystring: activityListQuerySchema,
        response: { 200: activityListResponseSchema, ...errors },
      },
    },
    async (request) => activitiesService.list(app.deps.database.db, tenantOf(request), request.query),
  );

  app.post(
    '/activities',
    {
      preValidation: requireAccess('activities', 'create'),
      schema: {
        tags,
        summary: 'Log an activity against a company (and optionally a contact or deal)',
        body: createActivityRequestSchema,
        response: { 201: activityResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const activity = await activitiesService.create(app.deps.database.db, tenantOf(request), request.body);
      return reply.status(201).send({ activity });
    },
  );
};
