import { healthResponseSchema, readyResponseSchema } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { checkReadiness } from './readiness.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema },
      },
    },
    async () => {
      try {
        await app.deps.database.db.execute(sql`select 1`);
      } catch {
        throw new AppError('service_unavailable', 'Database is not reachable');
      }
      return { status: 'ok' as const, database: app.deps.database.kind };
    },
  );

  // For load balancers and orchestrators: 503 (same body) until this node can take traffic.
  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: database reachable, migrations applied, job queue running',
        response: { 200: readyResponseSchema, 503: readyResponseSchema },
      },
    },
    async (_request, reply) => {
      const result = await checkReadiness(app.deps);
      return reply.code(result.status === 'ready' ? 200 : 503).send(result);
    },
  );
};
