import {
  HISTORY_ENTITY_TYPES,
  HISTORY_PATHS,
  type HistoryEntityType,
  historyParamsSchema,
  historyQuerySchema,
  historyResponseSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccess } from '../../guards/require-access.ts';
import { requireUser, tenantOf } from '../../guards/require-user.ts';
import { errorResponses, notFound } from '../../lib/errors.ts';
import { readRecordHistory } from './record-history.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** The section whose read right a record's history needs: the record's own. */
const SECTIONS: Readonly<Record<HistoryEntityType, string>> = {
  company: 'companies',
  contact: 'contacts',
  deal: 'deals',
  task: 'tasks',
  quote: 'quotes',
};

/**
 * GET /api/{companies|contacts|deals|tasks|quotes}/:id/history (issue 24 item 4): the History tab.
 * One route per kind so each carries its own section's guard (and x-access for the access matrix).
 */
export const recordHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const { db } = app.deps.database;

  for (const type of HISTORY_ENTITY_TYPES) {
    app.get(
      `/${HISTORY_PATHS[type]}/:id/history`,
      {
        preValidation: requireAccess(SECTIONS[type], 'read'),
        schema: {
          tags: ['record-history'],
          summary: `The ${type}'s changes, field by field, newest first`,
          params: historyParamsSchema,
          querystring: historyQuerySchema,
          response: { 200: historyResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { before, limit } = request.query;
        const result = await readRecordHistory(db, tenantOf(request), type, request.params.id, {
          before,
          limit,
        });
        if (!result) throw notFound();
        return result;
      },
    );
  }
};
