import { type AccessAction, accessDeniedMessage, levelAllows, PERMISSION_SECTIONS } from '@northdesk/shared';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { withTenant } from '../../db/tenant.ts';
import { forbidden } from '../../lib/errors.ts';
import { signedInUser, tenantOf } from '../auth/require-user.ts';
import { accessLevelOf } from './access.service.ts';

const sectionName = (section: string) =>
  PERMISSION_SECTIONS.find((s) => s.id === section)?.displayName ?? section;

/**
 * Pre-handler for CRM routes (after requireUser): the user's effective level in the section must
 * allow the action (view = read; admin = read and edit; full = everything). The UI hides what is
 * not allowed; this refuses it anyway.
 */
export function requireAccess(section: string, action: AccessAction): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const user = signedInUser(request);
    const level = await withTenant(request.server.deps.database.db, tenantOf(request), (tx) =>
      accessLevelOf(tx, user, section),
    );
    if (!levelAllows(level, action)) throw forbidden(accessDeniedMessage(action, sectionName(section)));
  };
}
