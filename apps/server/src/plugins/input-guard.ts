import { SECURITY_COPY } from '@northdesk/shared';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../lib/errors.ts';

const MAX_DEPTH = 64;

/**
 * The path ("body.name", "query.q", "params.id") of the first string or object key holding a NUL
 * character, or null. PostgreSQL refuses NUL in text, so such input would otherwise reach the
 * database and fail there as a 500.
 */
export function findNulCharacter(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNulCharacter(value[i], `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = findNulCharacter(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Refuses a request whose parsed input holds a NUL character (400, our error shape). */
export const refuseNulCharacters: preHandlerAsyncHookHandler = async (request) => {
  const where =
    findNulCharacter(request.params, 'params') ??
    findNulCharacter(request.query, 'query') ??
    findNulCharacter(request.body, 'body');
  if (where) {
    const field = where.replace(/^(params|query|body)\.?/, '') || where;
    throw new AppError('validation_failed', SECURITY_COPY.nulCharacter, {
      [field]: SECURITY_COPY.nulCharacter,
    });
  }
};

/**
 * One check where input enters, for every route (schema or not, better-auth's included): a NUL
 * character anywhere in the path parameters, query or JSON body is a 400 in the API's error shape.
 * It is put first among each route's own pre-handlers: after the plugin-wide session guards (no
 * session stays a 401 whatever the input) and before any route code touches the database.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const own = route.preHandler;
    route.preHandler = [refuseNulCharacters, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
  });
}
