import { type ErrorCode, errorCodeSchema } from '@northdesk/shared';
import { z } from 'zod';

// Lenient on purpose: an error code this client does not know yet must not hide the server's message.
const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export interface ApiErrorBody {
  code: ErrorCode | 'unknown';
  message: string;
  fields?: Record<string, string>;
}

/** The API's error shape read from a non-2xx body; null when the body is something else. */
export function parseApiErrorBody(body: unknown): ApiErrorBody | null {
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return null;
  const { code, message, fields } = parsed.data.error;
  const knownCode = errorCodeSchema.safeParse(code);
  return { code: knownCode.success ? knownCode.data : 'unknown', message, fields };
}
