import { z } from 'zod';
import { errorResponses } from '../../lib/errors.ts';

/** What the task routes share: their error answers and path parameters. */
export const errors = errorResponses(400, 401, 403, 404);
export const taskParams = z.object({ id: z.uuid() });
export const itemParams = z.object({ id: z.uuid(), itemId: z.uuid() });
export const attachmentParams = z.object({ id: z.uuid(), attachmentId: z.uuid() });
export const ok = z.object({ ok: z.literal(true) });
