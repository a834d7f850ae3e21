import { z } from 'zod';

export const JOB_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobProgressSchema = z.object({
  done: z.number(),
  total: z.number().nullable(),
  message: z.string().optional(),
  counts: z.record(z.string(), z.number()).optional(),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;

/** A tenant's background job (a sync, an import, a bulk enrichment) as people see it. */
export const backgroundJobSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  progress: jobProgressSchema.nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  startedAt: z.iso.datetime({ offset: true }).nullable(),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type BackgroundJob = z.infer<typeof backgroundJobSchema>;

export const backgroundJobResponseSchema = z.object({ job: backgroundJobSchema });
export const backgroundJobListResponseSchema = z.object({ jobs: z.array(backgroundJobSchema) });
export const backgroundJobIdParamsSchema = z.object({ id: z.uuid() });
export const backgroundJobListQuerySchema = z.object({
  kind: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** The realtime events a job sends to the tab of the person who started it. */
export const JOB_EVENTS = { progress: 'job.progress', finished: 'job.finished' } as const;
