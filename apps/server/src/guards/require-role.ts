import { canAccessSection, isDeveloperOrSuperAdmin } from '@northdesk/shared';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden } from '../lib/errors.ts';
import { signedInUser } from './require-user.ts';

/**
 * Pre-handler factory (after requireUser): the user's role must be allowed into the
 * administration section (the role rules in @northdesk/shared, see docs/product/administration.md).
 */
export function requireSection(section: string): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = signedInUser(request);
    if (!canAccessSection(user.role, section))
      throw forbidden("You don't have permission to access this section.");
  };
}

/**
 * Pre-handler (after requireUser) for the administration areas that belong to developers and
 * super admins only (company details, settings), with the area's own message.
 */
export function requireDeveloperOrSuperAdmin(message: string): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    if (!isDeveloperOrSuperAdmin(signedInUser(request).role)) throw forbidden(message);
  };
}
