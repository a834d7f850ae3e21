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
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
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

/** What one requireAccess guard asks for. */
export type AccessRequirement = { section: string; action: AccessAction };
const requirements = new WeakMap<object, AccessRequirement>();

/**
 * Pre-handler for CRM routes (after requireUser): the user's effective level in the section must
 * allow the action (view = read; admin = read and edit; full = everything). The UI hides what is
 * not allowed; this refuses it anyway.
 */
export function requireAccess(section: string, action: AccessAction): preHandlerAsyncHookHandler {
  const guard: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
    const level = accessLevelOf(signedInUser(request), section);
    if (!levelAllows(level, action)) throw forbidden(accessDeniedMessage(action, sectionName(section)));
  };
  requirements.set(guard, { section, action });
  return guard;
}

/** The access a route's own guards ask for (requireAccess in its preValidation or preHandler). */
export function routeAccess(route: Pick<RouteOptions, 'preValidation' | 'preHandler'>): AccessRequirement[] {
  return [route.preValidation, route.preHandler]
    .flatMap((hooks) => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]))
    .flatMap((hook) => {
      const requirement = requirements.get(hook);
      return requirement ? [requirement] : [];
    });
}

/**
 * Publishes each guarded route's requirement in the OpenAPI document as `x-access`
 * ([{ section, action }]), read from the guard itself so it cannot drift from what is enforced.
 * Clients see who may call what, and the table-driven access test walks every guarded route
 * from it, so a new route is covered the day it is registered.
 */
export function registerAccessDocumentation(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const access = routeAccess(route);
    if (access.length > 0 && route.schema) Object.assign(route.schema, { 'x-access': access });
  });
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
