import { z } from 'zod';

export const databaseKindSchema = z.enum(['embedded', 'postgres']);
export type DatabaseKind = z.infer<typeof databaseKindSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: databaseKindSchema,
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/ready: each check the node needs before it takes traffic. */
export const readyCheckSchema = z.object({ ok: z.boolean(), detail: z.string() });
export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({ database: readyCheckSchema, migrations: readyCheckSchema, jobs: readyCheckSchema }),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
