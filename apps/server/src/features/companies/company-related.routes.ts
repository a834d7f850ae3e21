import {
  COMPANIES_COPY,
  companyContactsQuerySchema,
  companyContactsResponseSchema,
  companyIdParamsSchema,
  companySummaryResponseSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allowedSections, requireAccess } from '../../guards/require-access.ts';
import { requireUser, tenantOf } from '../../guards/require-user.ts';
import { errorResponses, notFound } from '../../lib/errors.ts';
import { companyRelatedService } from './company-related.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 503);
const tags = ['companies'];

/** What the company detail page and the delete dialog show besides the company itself. */
export const companyRelatedRoutes: FastifyPluginAsyncZod = async (app) => {
  // Who and what before validation: no session is a 401 and no permission a 403, whatever the input.
  app.addHook('preValidation', requireUser);
  const { db } = app.deps.database;

  app.get(
    '/companies/:id/contacts',
    {
      preValidation: requireAccess('companies', 'read'),
      schema: {
        tags,
        summary: "A page (100) of the company's contacts, or of its department contacts",
        params: companyIdParamsSchema,
        querystring: companyContactsQuerySchema,
        response: { 200: companyContactsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { category, page } = request.query;
      const result = await companyRelatedService.contacts(db, tenantOf(request), request.params.id, {
        onlyDepartments: category === 'department',
        page,
      });
      if (!result) throw notFound(COMPANIES_COPY.notFound);
      return result;
    },
  );

  app.get(
    '/companies/:id/summary',
    {
      preValidation: requireAccess('companies', 'read'),
      schema: {
        tags,
        summary:
          'Counts of the detail tabs and the newest activities and tasks; null where access hides a section',
        params: companyIdParamsSchema,
        response: { 200: companySummaryResponseSchema, ...errors },
      },
    },
    async (request) => {
      // Contacts are part of the company page (as the contacts route above); the rest only for
      // users who may read that section, as GET /api/activities, /api/tasks and the deals route.
      const access = allowedSections(request, ['activities', 'deals', 'tasks'] as const);
      const summary = await companyRelatedService.summary(db, tenantOf(request), request.params.id, access);
      if (!summary) throw notFound(COMPANIES_COPY.notFound);
      return summary;
    },
  );
};
