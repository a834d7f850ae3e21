import { type ErrorResponse, errorResponseSchema } from '@northdesk/shared';
import { z } from 'zod';
import { codeForStatus } from '../../lib/errors.ts';

/** What better-auth answers on an error: `{ message, code }` (code is its own, e.g. VALIDATION_ERROR). */
const betterAuthErrorSchema = z.object({ message: z.string().optional(), code: z.string().optional() });

/** better-auth names the failing input in front of its message: "[body.email] Invalid email address". */
const FIELD_PREFIX = /^\[(?:body|query|params)\.([^\]]+)\]\s*(.*)$/s;

/** Codes whose message is about one field though better-auth does not name it. */
const FIELD_OF_CODE: Record<string, string> = {
  PASSWORD_TOO_SHORT: 'newPassword',
  PASSWORD_TOO_LONG: 'newPassword',
};

const FALLBACK_MESSAGE: Record<number, string> = {
  400: 'Invalid request',
  401: 'Please sign in to continue.',
  403: "You don't have permission to do this.",
  404: 'Not found',
  405: 'This method is not allowed here',
  429: 'Too many requests. Please try again later.',
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * better-auth's error answer in the API's one error shape ({ error: { code, message, fields? } }),
 * so a client reads every /api error the same way, whichever code produced it. Validation
 * failures become `validation_failed` naming the field. Null for a success, or for a body that
 * already is in our shape.
 */
export function authErrorBody(status: number, text: string): ErrorResponse | null {
  if (status < 400) return null;
  const parsed = parseJson(text);
  if (errorResponseSchema.safeParse(parsed).success) return null;
  const theirs = betterAuthErrorSchema.safeParse(parsed);
  const raw = theirs.success ? (theirs.data.message ?? '').trim() : '';
  const field = FIELD_PREFIX.exec(raw);
  if (status === 400) {
    // Every 400 of better-auth is about the input (a field, a password rule, a token).
    const message = (field ? field[2] : raw) || FALLBACK_MESSAGE[400] || 'Invalid request';
    const name = field?.[1] ?? (theirs.success ? FIELD_OF_CODE[theirs.data.code ?? ''] : undefined);
    return {
      error: { code: 'validation_failed', message, ...(name ? { fields: { [name]: message } } : {}) },
    };
  }
  // A 5xx never shows better-auth's words (they can name internals).
  const message =
    status >= 500 ? 'Internal server error' : raw || FALLBACK_MESSAGE[status] || 'Request failed';
  return { error: { code: codeForStatus(status), message } };
}
