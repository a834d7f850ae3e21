import {
  COMPANIES_COPY,
  companyCountriesResponseSchema,
  companyListQuerySchema,
  companyListResponseSchema,
  domainCheckQuerySchema,
  domainCheckResponseSchema,
  normalizeDomain,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccess } from '../../guards/require-access.ts';
import { requireUser, tenantOf } from '../../guards/require-user.ts';
import { AppError, errorResponses } from '../../lib/errors.ts';
import { companiesService } from './companies.service.ts';
import { companyListService, ownerFilterOf } from './company-list.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 503);
const tags = ['companies'];

/** The companies list, its country filter and the duplicate-domain check (docs/product/companies.md). */
export const companyListRoutes: FastifyPluginAsyncZod = async (app) => {
  // Who and what before validation: no session is a 401 and no permission a 403, whatever the input.
  app.addHook('preValidation', requireUser);
  const { db } = app.deps.database;

  app.get(
    '/companies',
    {
      preValidation: requireAccess('companies', 'read'),
      schema: {
        tags,
        summary:
          'One page (100) of companies: search name/city/domain, country, owner, total, contact counts',
        querystring: companyListQuerySchema,
        response: { 200: companyListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = tenantOf(request);
      const { owner, ...query } = request.query;
      return companyListService.list(app.deps.database, ctx, {
        ...query,
        ownerUserId: ownerFilterOf(owner, ctx),
      });
    },
  );

  app.get(
    '/companies/countries',
    {
      preValidation: requireAccess('companies', 'read'),
      schema: {
        tags,
        summary: 'Countries of the listed companies with their counts',
        response: { 200: companyCountriesResponseSchema, ...errors },
      },
    },
    async (request) => companyListService.countries(db, tenantOf(request)),
  );

  app.get(
    '/companies/domain-check',
    {
      preValidation: requireAccess('companies', 'read'),
      schema: {
        tags,
        summary: 'Whether a company of the tenant already has this domain (after normalising it)',
        querystring: domainCheckQuerySchema,
        response: { 200: domainCheckResponseSchema, ...errors },
      },
    },
    async (request) => {
      const domain = normalizeDomain(request.query.domain);
      if (!domain)
        throw new AppError('validation_failed', COMPANIES_COPY.domainInvalid, {
          domain: COMPANIES_COPY.domainInvalid,
        });
      const existing = await companiesService.findByDomain(
        db,
        tenantOf(request),
        domain,
        request.query.excludeId,
      );
      return { domain, existing: existing ?? null };
    },
  );
};
