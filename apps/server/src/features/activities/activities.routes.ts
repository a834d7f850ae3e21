import {
  ACTIVITIES_COPY,
  activityListQuerySchema,
  activityListResponseSchema,
  activityResponseSchema,
  createActivityRequestSchema,
  levelAllows,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessLevelOf, requireAccess } from '../../guards/require-access.ts';
import { requireUser, signedInUser, tenantOf } from '../../guards/require-user.ts';
import { errorResponses, forbidden } from '../../lib/errors.ts';
import { activitiesService } from './activities.service.ts';
import { activityListService } from './activity-list.service.ts';

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
        summary:
          "The tenant's activities newest first, a page at a time (before/after a row's key), filtered by company, contact, deal, who logged them, type, London days and search",
        querystring: activityListQuerySchema,
        response: { 200: activityListResponseSchema, ...errors },
      },
    },
    async (request) => activityListService.list(app.deps.database.db, tenantOf(request), request.query),
  );

  app.post(
    '/activities',
    {
      preValidation: requireAccess('activities', 'create'),
      schema: {
        tags,
        summary:
          'Log an activity against a company (and optionally a contact or deal), with a follow-up task in the same transaction (that needs the tasks create right too)',
        body: createActivityRequestSchema,
        response: { 201: activityResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (
        request.body.followUpTask &&
        !levelAllows(accessLevelOf(signedInUser(request), 'tasks'), 'create')
      ) {
        throw forbidden(ACTIVITIES_COPY.followUpNoAccess);
      }
      const { activity, followUpTask } = await activitiesService.create(
        app.deps.database.db,
        tenantOf(request),
        request.body,
      );
      return reply.status(201).send({
        activity,
        followUpTask: followUpTask ? { id: followUpTask.id, subject: followUpTask.subject } : null,
      });
    },
  );
};
