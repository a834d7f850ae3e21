import { healthResponseSchema } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';

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
};
