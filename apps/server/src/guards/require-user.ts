import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { engineBusyCause } from '../db/engine-queue.ts';
import type { TenantContext } from '../db/tenant.ts';
import { type RequestUser, resolveRequestUser } from '../features/auth/request-user.ts';
import { AppError, unauthorized } from '../lib/errors.ts';

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
    const busy = engineBusyCause(error);
    if (busy) throw busy;
    request.log.error({ err: error }, 'session could not be resolved');
    throw new AppError('service_unavailable', 'Failed to load user profile');
  }
  if (!user) throw unauthorized();
  request.currentUser = user;
};

/** The user set by requireUser; a route that forgot requireUser fails loudly instead of leaking. */
export function signedInUser(request: FastifyRequest): RequestUser {
  if (!request.currentUser) throw new Error('requireUser did not run for this route');
  return request.currentUser;
}

/** The tenant and user a request works as, for withTenant. */
export function tenantOf(request: FastifyRequest): Required<TenantContext> {
  const user = signedInUser(request);
  return { companyId: user.companyId, userId: user.userId };
}
