import {
  BULK_ACTIONS_COPY,
  type BulkEntity,
  bulkJobResponseSchema,
  bulkRequestSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkedOwner } from '../../db/owners.ts';
import { withTenant } from '../../db/tenant.ts';
import { requireAccess } from '../../guards/require-access.ts';
import { requireUser, signedInUser, tenantOf } from '../../guards/require-user.ts';
import { AppError, errorResponses } from '../../lib/errors.ts';
import { bulkActionsJob } from './bulk-actions.jobs.ts';

const PATHS: Readonly<Record<BulkEntity, { path: string; section: string }>> = {
  company: { path: '/companies/bulk', section: 'companies' },
  contact: { path: '/contacts/bulk', section: 'contacts' },
};

/**
 * POST /api/companies/bulk and /api/contacts/bulk (issue 24 item 5): change lead status or owner,
 * or archive, the chosen rows or all rows matching the list's filters, as one background job
 * (GET /api/jobs/:id for progress and the summary). Needs the edit level of the list's section.
 */
export const bulkActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);

  for (const entity of ['company', 'contact'] as const) {
    app.post(
      PATHS[entity].path,
      {
        preValidation: requireAccess(PATHS[entity].section, 'edit'),
        schema: {
          tags: ['bulk-actions'],
          summary: `Change lead status or owner of, or archive, many ${PATHS[entity].section} (a background job)`,
          body: bulkRequestSchema,
          response: { 202: bulkJobResponseSchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const ctx = tenantOf(request);
        const user = signedInUser(request);
        const { selection, action } = request.body;
        const jobId = await withTenant(app.deps.database.db, ctx, async (tx) => {
          if (action.type === 'owner') await checkedOwner(tx, action.ownerUserId);
          try {
            const data =
              'ids' in selection
                ? { entity, ids: selection.ids, action }
                : { entity, filter: selection.filter, action };
            const { jobId } = await app.deps.jobs.enqueue(bulkActionsJob, data, {
              companyId: ctx.companyId,
              userId: user.userId,
              tx,
            });
            return jobId;
          } catch (error) {
            if (error instanceof AppError && error.code === 'conflict')
              throw new AppError('conflict', BULK_ACTIONS_COPY.alreadyRunning);
            throw error;
          }
        });
        return reply.code(202).send({ jobId });
      },
    );
  }
};
