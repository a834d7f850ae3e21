import {
  holidaysCalendarQuerySchema,
  holidaysCalendarResponseSchema,
  holidaysOverviewQuerySchema,
  holidaysOverviewResponseSchema,
  leaveDecisionSchema,
  leaveRequestCreateSchema,
  leaveRequestIdParamsSchema,
  leaveRequestResponseSchema,
} from '@northdesk/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../guards/require-user.ts';
import { errorResponses } from '../../lib/errors.ts';
import type { HolidayViewer } from './holiday-access.ts';
import { holidaySettingsRoutes } from './holiday-settings.routes.ts';
import { holidaysOverviewService } from './holidays-overview.service.ts';
import { leaveDecisionsService } from './leave-decisions.service.ts';
import { leaveRequestsService } from './leave-requests.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

export function viewerOf(request: FastifyRequest): HolidayViewer {
  const user = signedInUser(request);
  return { companyId: user.companyId, userId: user.userId, role: user.role };
}

/**
 * /api/holidays (docs/product/holidays.md). Every signed-in user may ask for leave; who sees and
 * decides a request is the service's rule (self, the manager it went to, super admins): a request
 * the user may not see is a 404 like an unknown id, one they see but may not decide a 403.
 */
export const holidaysRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(holidaySettingsRoutes);
  app.addHook('preValidation', requireUser);
  const tags = ['holidays'];
  const { db } = app.deps.database;

  app.get(
    '/holidays/overview',
    {
      schema: {
        tags,
        summary: 'My requests and allowance for a year, and the requests waiting for my decision',
        querystring: holidaysOverviewQuerySchema,
        response: { 200: holidaysOverviewResponseSchema, ...errors },
      },
    },
    async (request) =>
      holidaysOverviewService.overview(
        db,
        viewerOf(request),
        request.query.year ?? new Date().getUTCFullYear(),
      ),
  );

  app.get(
    '/holidays/calendar',
    {
      schema: {
        tags,
        summary: "The team's approved leave and the public holidays of a month",
        querystring: holidaysCalendarQuerySchema,
        response: { 200: holidaysCalendarResponseSchema, ...errors },
      },
    },
    async (request) =>
      holidaysOverviewService.calendar(
        db,
        viewerOf(request),
        request.query.month ?? new Date().toISOString().slice(0, 7),
      ),
  );

  app.post(
    '/holidays/requests',
    {
      schema: {
        tags,
        summary: 'Ask for leave: sent to my line manager, or to the super admins when I have none',
        body: leaveRequestCreateSchema,
        response: { 201: leaveRequestResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ request: await leaveRequestsService.create(db, viewerOf(request), request.body) }),
  );

  app.get(
    '/holidays/requests/:id',
    {
      schema: {
        tags,
        summary: 'One leave request',
        params: leaveRequestIdParamsSchema,
        response: { 200: leaveRequestResponseSchema, ...errors },
      },
    },
    async (request) => ({
      request: await leaveRequestsService.get(db, viewerOf(request), request.params.id),
    }),
  );

  app.post(
    '/holidays/requests/:id/decision',
    {
      schema: {
        tags,
        summary: 'Approve or decline a pending request (a comment is required to decline)',
        params: leaveRequestIdParamsSchema,
        body: leaveDecisionSchema,
        response: { 200: leaveRequestResponseSchema, ...errors },
      },
    },
    async (request) => ({
      request: await leaveDecisionsService.decide(db, viewerOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/holidays/requests/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Withdraw my pending request, or cancel my approved leave before it starts',
        params: leaveRequestIdParamsSchema,
        response: { 200: leaveRequestResponseSchema, ...errors },
      },
    },
    async (request) => ({
      request: await leaveDecisionsService.cancel(db, viewerOf(request), request.params.id),
    }),
  );
};
