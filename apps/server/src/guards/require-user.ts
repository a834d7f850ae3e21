import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { engineBusyCause } from '../db/engine-queue.ts';
import type { TenantContext } from '../db/tenant.ts';
import {
  type ReportReadRow,
  type RequestUser,
  resolveRequestUser,
  resolveRequestUserWithReport,
} from '../features/auth/request-user.ts';
import { AppError, unauthorized } from '../lib/errors.ts';

/** Runs `resolve` for the request: the user it finds becomes request.currentUser, else 401. */
async function resolveOrRefuse<T extends { user: RequestUser | null }>(
  request: FastifyRequest,
  resolve: () => Promise<T>,
): Promise<T> {
  let resolved: T;
  try {
    resolved = await resolve();
  } catch (error) {
    const busy = engineBusyCause(error);
    if (busy) throw busy;
    request.log.error({ err: error }, 'session could not be resolved');
    throw new AppError('service_unavailable', 'Failed to load user profile');
  }
  if (!resolved.user) throw unauthorized();
  request.currentUser = resolved.user;
  return resolved;
}

/** Pre-handler for every signed-in route: resolves the user and their tenant, or answers 401. */
export const requireUser: preHandlerAsyncHookHandler = async function (
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { database, auth } = this.deps;
  const headers = fromNodeHeaders(request.headers);
  const onRenewed = (cookies: string[]) => reply.header('set-cookie', cookies);
  await resolveOrRefuse(request, async () => ({
    user: await resolveRequestUser(database, auth, headers, onRenewed),
  }));
};

/**
 * requireUser for a report request: resolves the user as requireUser does and, in the same round
 * trip when it can, reads `statement` (resolveRequestUserWithReport). Returns the report's row, or
 * null when it was not read with the session. The route's access checks still run on the user
 * before the row is used.
 */
export async function requireUserReadingReport(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  statement: string,
): Promise<ReportReadRow | null> {
  const { database, auth } = app.deps;
  const headers = fromNodeHeaders(request.headers);
  const onRenewed = (cookies: string[]) => reply.header('set-cookie', cookies);
  const { read } = await resolveOrRefuse(request, () =>
    resolveRequestUserWithReport(database, auth, headers, statement, onRenewed),
  );
  return read;
}

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
