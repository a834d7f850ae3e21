import { CONTACTS_COPY, contactDealsResponseSchema, contactIdParamsSchema } from '@northdesk/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allowedSections, requireAccess } from '../../guards/require-access.ts';
import { tenantOf } from '../../guards/require-user.ts';
import { errorResponses, forbidden, notFound } from '../../lib/errors.ts';
import { contactsService } from './contacts.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** What the contact page shows besides the contact: its deals. */
export const contactRelatedRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['contacts'];
  const db = () => app.deps.database.db;
  const canSeeDeals = (request: FastifyRequest) => allowedSections(request, ['deals']).deals;

  app.get(
    '/contacts/:id/deals',
    {
      preValidation: requireAccess('contacts', 'read'),
      schema: {
        tags,
        summary: "The contact's deals (needs the deals section too)",
        params: contactIdParamsSchema,
        response: { 200: contactDealsResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!canSeeDeals(request)) throw forbidden(CONTACTS_COPY.noAccess);
      const deals = await contactsService.deals(db(), tenantOf(request), request.params.id);
      if (!deals) throw notFound(CONTACTS_COPY.notFound);
      return { deals };
    },
  );
};
