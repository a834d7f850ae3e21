import {
  type AccessAction,
  type AccessLevel,
  accessDeniedMessage,
  effectiveAccessLevel,
  isAccessLevel,
  levelAllows,
  PERMISSION_SECTIONS,
  type Role,
} from '@northdesk/shared';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden } from '../lib/errors.ts';
import { signedInUser } from './require-user.ts';

/**
 * The request user's effective level in a section: developers and super admins have full access;
 * others their stored level (read with the session, see request_identity), else their role's
 * default.
 */
export function accessLevelOf(
  user: { role: Role | null; storedAccessLevels: Readonly<Record<string, AccessLevel>> },
  section: string,
): AccessLevel {
  if (user.role === 'developer' || user.role === 'super_admin') return 'full';
  const stored = user.storedAccessLevels[section];
  return effectiveAccessLevel(user.role, section, isAccessLevel(stored) ? stored : null);
}

const sectionName = (section: string) =>
  PERMISSION_SECTIONS.find((s) => s.id === section)?.displayName ?? section;

/**
 * Pre-handler for CRM routes (after requireUser): the user's effective level in the section must
 * allow the action (view = read; admin = read and edit; full = everything). The UI hides what is
 * not allowed; this refuses it anyway.
 */
export function requireAccess(section: string, action: AccessAction): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const level = accessLevelOf(signedInUser(request), section);
    if (!levelAllows(level, action)) throw forbidden(accessDeniedMessage(action, sectionName(section)));
  };
}

/**
 * Whether the signed-in user may do `action` in each section. For what a route shows optionally
 * (a contact's deals, the dashboard's figures); routes that need a level outright use
 * requireAccess.
 */
export function allowedSections<const S extends string>(
  request: FastifyRequest,
  sections: readonly S[],
  action: AccessAction = 'read',
): Record<S, boolean> {
  const user = signedInUser(request);
  return Object.fromEntries(
    sections.map((section) => [section, levelAllows(accessLevelOf(user, section), action)]),
  ) as Record<S, boolean>;
}
