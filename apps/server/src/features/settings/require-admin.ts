import { isDeveloperOrSuperAdmin } from '@northdesk/shared';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden } from '../../lib/errors.ts';
import { signedInUser } from '../auth/require-user.ts';

/**
 * Pre-handler (after requireUser) for the administration areas that belong to developers and
 * super admins only (crm spec §6: company details, settings), with the area's own message.
 */
export function requireDeveloperOrSuperAdmin(message: string): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    if (!isDeveloperOrSuperAdmin(signedInUser(request).role)) throw forbidden(message);
  };
}

export const adminErrorResponses = <T>(schema: T) => ({
  400: schema,
  401: schema,
  403: schema,
  404: schema,
  409: schema,
  413: schema,
});
