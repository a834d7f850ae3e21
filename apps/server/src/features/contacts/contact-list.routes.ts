import {
  contactCountriesQuerySchema,
  contactCountriesResponseSchema,
  contactListQuerySchema,
  contactListResponseSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccess } from '../../guards/require-access.ts';
import { tenantOf } from '../../guards/require-user.ts';
import { errorResponses } from '../../lib/errors.ts';
import { contactListService } from './contact-list.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The contacts list: a page with search and filters, and the countries for the filter. */
export const contactListRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['contacts'];
  const db = () => app.deps.database.db;

  app.get(
    '/contacts',
    {
      preValidation: requireAccess('contacts', 'read'),
      schema: {
        tags,
        summary: 'One page (100) of contacts with search, category and country filters, and the total',
        querystring: contactListQuerySchema,
        response: { 200: contactListResponseSchema, ...errors },
      },
    },
    async (request) => contactListService.list(app.deps.database, tenantOf(request), request.query),
  );

  app.get(
    '/contacts/countries',
    {
      preValidation: requireAccess('contacts', 'read'),
      schema: {
        tags,
        summary: "Countries of the contacts' companies, with contact counts (of one category when asked)",
        querystring: contactCountriesQuerySchema,
        response: { 200: contactCountriesResponseSchema, ...errors },
      },
    },
    async (request) => contactListService.countries(db(), tenantOf(request), request.query.category),
  );
};
