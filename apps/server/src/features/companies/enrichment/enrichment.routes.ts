import {
  COMPANIES_COPY,
  enrichCompanyRequestSchema,
  enrichCompanyResponseSchema,
  normalizeDomain,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccess } from '../../../guards/require-access.ts';
import { requireUser, tenantOf } from '../../../guards/require-user.ts';
import { AppError, errorResponses } from '../../../lib/errors.ts';
import { FetchFailedError, FetchRefusedError } from '../../../lib/network/safe-fetch.ts';
import { EnrichmentError, enrichCompany } from './enrichment.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 503);
const tags = ['companies'];

/** POST /api/companies/enrich (docs/product/companies.md): fields and logo from a domain. */
export const enrichmentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Who and what before validation: no session is a 401 and no permission a 403, whatever the input.
  app.addHook('preValidation', requireUser);

  app.post(
    '/companies/enrich',
    {
      // Enrichment serves the Add Company dialog, and stores a (pending) logo.
      preValidation: requireAccess('companies', 'create'),
      schema: {
        tags,
        summary: "Fill company fields and find the logo from the company's website",
        body: enrichCompanyRequestSchema,
        response: { 200: enrichCompanyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { config, database, storage } = app.deps;
      if (!normalizeDomain(request.body.domain))
        throw new AppError('validation_failed', COMPANIES_COPY.domainInvalid, {
          domain: COMPANIES_COPY.domainInvalid,
        });
      try {
        const data = await enrichCompany(
          {
            db: database.db,
            storage,
            network: {
              allowPrivateNetworks: config.enrichmentAllowPrivateNetworks,
              allowedAddresses: config.enrichmentAllowedAddresses,
            },
          },
          tenantOf(request).companyId,
          request.body.domain,
        );
        return { data };
      } catch (error) {
        if (error instanceof FetchRefusedError) throw new AppError('bad_request', error.message);
        if (error instanceof FetchFailedError || error instanceof EnrichmentError)
          throw new AppError('unprocessable', error.message);
        throw error;
      }
    },
  );
};
