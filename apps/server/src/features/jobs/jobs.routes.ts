import {
  type BackgroundJob,
  backgroundJobIdParamsSchema,
  backgroundJobListQuerySchema,
  backgroundJobListResponseSchema,
  backgroundJobResponseSchema,
  isDeveloperOrSuperAdmin,
} from '@northdesk/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toIsoTimestamp } from '../../db/timestamps.ts';
import { requireUser, signedInUser, tenantOf } from '../../guards/require-user.ts';
import { conflict, errorResponses, notFound } from '../../lib/errors.ts';
import type { BackgroundJobRow } from '../../lib/jobs/job-records.ts';

const NOT_FOUND = 'Job not found';
const errors = errorResponses(400, 401, 404);

function toBackgroundJob(row: BackgroundJobRow): BackgroundJob {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    progress: (row.progress as BackgroundJob['progress']) ?? null,
    result: row.result ?? null,
    error: row.error,
    attempts: row.attempts,
    createdBy: row.createdBy,
    createdAt: toIsoTimestamp(row.createdAt) ?? '',
    startedAt: toIsoTimestamp(row.startedAt),
    finishedAt: toIsoTimestamp(row.finishedAt),
  };
}

/** Administrators see every job of their tenant; others the jobs they started. */
function maySee(request: FastifyRequest, row: BackgroundJobRow): boolean {
  const user = signedInUser(request);
  return row.createdBy === user.userId || isDeveloperOrSuperAdmin(user.role) || user.role === 'admin';
}

/** The tenant's background jobs: status, progress and result of a sync, an import, an enrichment run. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireUser);
  const tags = ['jobs'];

  app.get(
    '/jobs',
    {
      schema: {
        tags,
        summary: 'Recent background jobs of the tenant (optionally of one kind)',
        querystring: backgroundJobListQuerySchema,
        response: { 200: backgroundJobListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await app.deps.jobs.list(tenantOf(request), request.query);
      return { jobs: rows.filter((row) => maySee(request, row)).map(toBackgroundJob) };
    },
  );

  app.get(
    '/jobs/:id',
    {
      schema: {
        tags,
        summary: 'One background job',
        params: backgroundJobIdParamsSchema,
        response: { 200: backgroundJobResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await app.deps.jobs.get(tenantOf(request), request.params.id);
      if (!row || !maySee(request, row)) throw notFound(NOT_FOUND);
      return { job: toBackgroundJob(row) };
    },
  );

  app.post(
    '/jobs/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a queued or running job (it stops at its next step)',
        params: backgroundJobIdParamsSchema,
        response: { 200: backgroundJobResponseSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const ctx = tenantOf(request);
      const row = await app.deps.jobs.get(ctx, request.params.id);
      if (!row || !maySee(request, row)) throw notFound(NOT_FOUND);
      const cancelled = await app.deps.jobs.cancel(ctx, row.id);
      if (!cancelled) throw conflict('This job has already finished.');
      return { job: toBackgroundJob(cancelled) };
    },
  );
};
