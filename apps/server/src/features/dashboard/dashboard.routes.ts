import {
  dashboardLayoutResponseSchema,
  dashboardSummaryQuerySchema,
  dashboardSummaryResponseSchema,
  saveDashboardLayoutRequestSchema,
} from '@northdesk/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allowedSections } from '../../guards/require-access.ts';
import { requireUser, signedInUser } from '../../guards/require-user.ts';
import { errorResponses } from '../../lib/errors.ts';
import { dashboardService } from './dashboard.service.ts';

const errors = errorResponses(400, 401);

const ctxOf = (request: FastifyRequest) => {
  const user = signedInUser(request);
  return { companyId: user.companyId, userId: user.userId };
};

/** /api/dashboard: the signed-in user's card order and the cards' live figures. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  // Who and what before validation: no session is a 401 and no permission a 403, whatever the input.
  app.addHook('preValidation', requireUser);
  const tags = ['dashboard'];
  const db = () => app.deps.database.db;

  app.get(
    '/dashboard/layout',
    {
      schema: {
        tags,
        summary: 'The saved card order (null: the default order); an invalid saved one is reset',
        response: { 200: dashboardLayoutResponseSchema, ...errors },
      },
    },
    async (request) => ({ layout: await dashboardService.getLayout(db(), ctxOf(request)) }),
  );

  app.put(
    '/dashboard/layout',
    {
      schema: {
        tags,
        summary: 'Save the card order: the 8 card ids, each once; or null for the default',
        body: saveDashboardLayoutRequestSchema,
        response: { 200: dashboardLayoutResponseSchema, ...errors },
      },
    },
    async (request) => ({
      layout: await dashboardService.saveLayout(db(), ctxOf(request), request.body.layout),
    }),
  );

  app.get(
    '/dashboard/summary',
    {
      schema: {
        tags,
        summary:
          "One live figure per card (everyone's or mine); null where the user's access level hides the section",
        querystring: dashboardSummaryQuerySchema,
        response: { 200: dashboardSummaryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const access = allowedSections(request, [
        'contacts',
        'companies',
        'deals',
        'activities',
        'reports',
      ] as const);
      return dashboardService.summary(db(), ctxOf(request), access, request.query.scope);
    },
  );
};
