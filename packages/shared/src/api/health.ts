import { z } from 'zod';

export const databaseKindSchema = z.enum(['embedded', 'postgres']);
export type DatabaseKind = z.infer<typeof databaseKindSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: databaseKindSchema,
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
