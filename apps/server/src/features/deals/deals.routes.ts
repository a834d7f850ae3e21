import { COMPANIES_COPY, companyDealsResponseSchema, companyIdParamsSchema } from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccess } from '../../guards/require-access.ts';
import { requireUser, tenantOf } from '../../guards/require-user.ts';
import { errorResponses, notFound } from '../../lib/errors.ts';
import { dealRecordRoutes } from './deal-record.routes.ts';
import { dealsService } from './deals.service.ts';
import { pipelinesRoutes } from './pipelines.routes.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 503);

/**
 * A company's deals, for its detail page. Served here rather than by companies so that deals
 * depends on companies and not the other way round.
 */
export const dealsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(pipelinesRoutes);
  await app.register(dealRecordRoutes);
  // Who and what before validation: no session is a 401 and no permission a 403, whatever the input.
  app.addHook('preValidation', requireUser);
  const { db } = app.deps.database;

  app.get(
    '/companies/:id/deals',
    {
      preValidation: requireAccess('deals', 'read'),
      schema: {
        tags: ['companies'],
        summary: "The company's deals, latest close date first",
        params: companyIdParamsSchema,
        response: { 200: companyDealsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const deals = await dealsService.listForCompany(db, tenantOf(request), request.params.id);
      if (!deals) throw notFound(COMPANIES_COPY.notFound);
      return { deals };
    },
  );
};
