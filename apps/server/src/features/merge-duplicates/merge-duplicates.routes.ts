import {
  companyMergeRequestSchema,
  contactMergeRequestSchema,
  duplicatesQuerySchema,
  duplicatesResponseSchema,
  type MergeEntity,
  mergeParamsSchema,
  mergeResultSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccess } from '../../guards/require-access.ts';
import { requireUser, tenantOf } from '../../guards/require-user.ts';
import { errorResponses } from '../../lib/errors.ts';
import { listDuplicates } from './duplicates.service.ts';
import { mergeCompanies, mergeContacts } from './merge.service.ts';

const SECTIONS: Readonly<Record<MergeEntity, 'companies' | 'contacts'>> = {
  company: 'companies',
  contact: 'contacts',
};

/**
 * Possible duplicates and merging (issue 24 item 6): GET /api/{companies,contacts}/duplicates and
 * POST /api/{companies,contacts}/:id/merge (`:id` is kept, `otherId` archived). Reading the pairs
 * needs the read level (a GET only reads); merging needs edit: admin or full.
 */
export const mergeDuplicatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const { db } = app.deps.database;

  for (const entity of ['company', 'contact'] as const) {
    const section = SECTIONS[entity];
    app.get(
      `/${section}/duplicates`,
      {
        preValidation: requireAccess(section, 'read'),
        schema: {
          tags: ['merge-duplicates'],
          summary: `Likely duplicate ${section}, the likeliest pairs first (q: of records matching a search)`,
          querystring: duplicatesQuerySchema,
          response: { 200: duplicatesResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => ({
        pairs: await listDuplicates(db, tenantOf(request), entity, request.query),
      }),
    );
  }

  app.post(
    '/companies/:id/merge',
    {
      preValidation: requireAccess('companies', 'edit'),
      schema: {
        tags: ['merge-duplicates'],
        summary:
          'Merge another company into this one: picked values, related records moved, the other archived',
        params: mergeParamsSchema,
        body: companyMergeRequestSchema,
        response: { 200: mergeResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => mergeCompanies(db, tenantOf(request), request.params.id, request.body),
  );

  app.post(
    '/contacts/:id/merge',
    {
      preValidation: requireAccess('contacts', 'edit'),
      schema: {
        tags: ['merge-duplicates'],
        summary:
          'Merge another contact into this one: picked values, related records moved, the other archived',
        params: mergeParamsSchema,
        body: contactMergeRequestSchema,
        response: { 200: mergeResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => mergeContacts(db, tenantOf(request), request.params.id, request.body),
  );
};
