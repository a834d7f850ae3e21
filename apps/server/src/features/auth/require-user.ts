import { canAccessSection } from '@northdesk/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { TenantContext } from '../../db/tenant.ts';
import { AppError, forbidden, unauthorized } from '../../lib/errors.ts';
import { type RequestUser, resolveRequestUser } from './request-user.ts';

/** Pre-handler for every signed-in route: resolves the user and their tenant, or answers 401. */
export const requireUser: preHandlerAsyncHookHandler = async function (
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { database, auth } = this.deps;
  let user: RequestUser | null;
  try {
    user = await resolveRequestUser(database, auth, fromNodeHeaders(request.headers), (cookies) =>
      reply.header('set-cookie', cookies),
    );
  } catch (error) {
    request.log.error({ err: error }, 'session could not be resolved');
    throw new AppError('service_unavailable', 'Failed to load user profile');
  }
  if (!user) throw unauthorized();
  request.currentUser = user;
};

/** Pre-handler factory: the user's role must be allowed into the section (shell spec §6). */
export function requireSection(section: string): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = signedInUser(request);
    if (!canAccessSection(user.role, section))
      throw forbidden("You don't have permission to access this section.");
  };
}

/** The user set by requireUser; a route that forgot requireUser fails loudly instead of leaking. */
export function signedInUser(request: FastifyRequest): RequestUser {
  if (!request.currentUser) throw new Error('requireUser did not run for this route');
  return request.currentUser;
}

export function tenantOf(request: FastifyRequest): TenantContext {
  const user = signedInUser(request);
  return { companyId: user.companyId, userId: user.userId };
}
