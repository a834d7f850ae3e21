import { hubspotJobResponseSchema } from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSection } from '../../guards/require-role.ts';
import { signedInUser, tenantOf } from '../../guards/require-user.ts';
import { AppError, errorResponses } from '../../lib/errors.ts';
import type { JobDefinition } from '../../lib/jobs/define-job.ts';
import { bulkEnrichJob, hubspotRelinkJob } from './hubspot.jobs.ts';

const tags = ['hubspot'];
const ALREADY = 'This task is already running. Wait for it to finish.';

/** CRM settings tools, each a background job the card follows: re-link contacts, bulk enrichment. */
export const hubspotToolsRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = requireSection('crm-settings');
  const start = (path: string, summary: string, job: JobDefinition<object>) =>
    app.post(
      path,
      {
        preValidation: admin,
        schema: {
          tags,
          summary,
          body: z.object({}).optional(),
          response: { 202: hubspotJobResponseSchema, ...errorResponses(401, 403, 409) },
        },
      },
      async (request, reply) => {
        try {
          const { jobId } = await app.deps.jobs.enqueue(
            job,
            {},
            { companyId: tenantOf(request).companyId, userId: signedInUser(request).userId },
          );
          return reply.code(202).send({ jobId });
        } catch (error) {
          if (error instanceof AppError && error.code === 'conflict') throw new AppError('conflict', ALREADY);
          throw error;
        }
      },
    );
  start(
    '/hubspot/relink',
    'Re-link contacts to companies (HubSpot associations, then email domain)',
    hubspotRelinkJob,
  );
  start('/hubspot/bulk-enrich', 'Enrich up to 50 companies that have a domain but no city', bulkEnrichJob);
};
