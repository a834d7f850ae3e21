import { SECURITY_COPY } from '@northdesk/shared';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../lib/errors.ts';

/** Deeper than any request of ours; deeper input is refused before code walks it (a stack overflow is a 500). */
export const MAX_INPUT_DEPTH = 64;

type Finding = { path: string; problem: 'nul' | 'depth' };

/**
 * The first problem in parsed input: a string or object key holding a NUL character (PostgreSQL
 * refuses NUL in text, so it would fail there as a 500), or nesting deeper than MAX_INPUT_DEPTH
 * (serialising or walking it overflows the stack). Null when the input is fine.
 */
export function findInputProblem(value: unknown, path: string, depth = 0): Finding | null {
  if (typeof value === 'string') return value.includes('\u0000') ? { path, problem: 'nul' } : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth >= MAX_INPUT_DEPTH) return { path, problem: 'depth' };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findInputProblem(value[i], `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return { path, problem: 'nul' };
    const found = findInputProblem(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Refuses a request whose parsed input holds a NUL character or is nested absurdly deep (400, our error shape). */
export const refuseNulCharacters: preHandlerAsyncHookHandler = async (request) => {
  const found =
    findInputProblem(request.params, 'params') ??
    findInputProblem(request.query, 'query') ??
    findInputProblem(request.body, 'body');
  if (found) {
    const field = found.path.replace(/^(params|query|body)\.?/, '') || found.path;
    const message = found.problem === 'nul' ? SECURITY_COPY.nulCharacter : SECURITY_COPY.tooDeep;
    throw new AppError('validation_failed', message, { [field]: message });
  }
};

/**
 * One check where input enters, for every route (schema or not, better-auth's included): a NUL
 * character anywhere in the path parameters, query or JSON body, or a body nested deeper than
 * MAX_INPUT_DEPTH, is a 400 in the API's error shape.
 * It is put first among each route's own pre-handlers: after the plugin-wide session guards (no
 * session stays a 401 whatever the input) and before any route code touches the database.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const own = route.preHandler;
    route.preHandler = [refuseNulCharacters, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
  });
}
