import { type AccessAction, levelAllows } from '@northdesk/shared';
import type { FastifyRequest } from 'fastify';
import { withTenant } from '../../db/tenant.ts';
import { signedInUser, tenantOf } from '../auth/require-user.ts';
import { accessLevelOf } from '../permissions/access.service.ts';

/**
 * Whether the signed-in user may do `action` in each section, read in one transaction. For what a
 * route shows optionally (a contact's deals, the dashboard's figures); routes that need a level
 * outright use requireAccess.
 */
export async function allowedSections<const S extends string>(
  request: FastifyRequest,
  sections: readonly S[],
  action: AccessAction = 'read',
): Promise<Record<S, boolean>> {
  const user = signedInUser(request);
  return withTenant(request.server.deps.database.db, tenantOf(request), async (tx) => {
    const entries: [S, boolean][] = [];
    for (const section of sections) {
      entries.push([section, levelAllows(await accessLevelOf(tx, user, section), action)]);
    }
    return Object.fromEntries(entries) as Record<S, boolean>;
  });
}
