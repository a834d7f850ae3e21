import type { ErrorResponse } from '@northdesk/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { engineBusyCause } from '../db/engine-queue.ts';
import { AppError, codeForStatus } from '../lib/errors.ts';

function body(
  code: ErrorResponse['error']['code'],
  message: string,
  fields?: Record<string, string>,
): ErrorResponse {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/**
 * One error shape for the whole API: { error: { code, message } } with a fitting status.
 * Validation problems name their fields; nothing internal (stack, SQL) ever reaches the client.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The embedded engine's queue refused the work (db/engine-queue.ts): try again shortly.
    const busy = engineBusyCause(error);
    if (busy) {
      reply.header('retry-after', String(busy.retryAfterSeconds));
      return reply.status(busy.statusCode).send(body(busy.code, busy.message));
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const key: string = path || error.validationContext || 'body';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.entries(fields)[0];
      const message = first ? first[1] : 'Invalid request';
      return reply.status(400).send(body('validation_failed', message, fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(body('internal_error', 'Internal server error'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send(body(codeForStatus(status), 'Internal server error'));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(body('payload_too_large', 'Request body is too large'));
    }
    // Fastify's own 4xx (bad JSON, wrong content type…): their messages name no internals.
    return reply.status(status).send(body(codeForStatus(status), error.message));
  });
}
