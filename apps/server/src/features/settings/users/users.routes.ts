import {
  createUserRequestSchema,
  REALTIME_EVENTS,
  settingsUserResponseSchema,
  settingsUsersResponseSchema,
  updateRoleRequestSchema,
  userIdParamsSchema,
} from '@northdesk/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestMeta } from '../../../guards/request-meta.ts';
import { requireSection } from '../../../guards/require-role.ts';
import { requireUser, signedInUser } from '../../../guards/require-user.ts';
import { errorResponses } from '../../../lib/errors.ts';
import { logSecurityEvent } from '../../security/security-events.service.ts';
import { userManagementService } from './users.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 413);

/**
 * Settings → User Management (docs/product/administration.md): developers and super admins, within their own
 * tenant; another tenant's user id is "not found". Every change is in the security log with the
 * acting user.
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  app.addHook('preValidation', requireSection('user-management'));
  const tags = ['settings'];
  const { db } = app.deps.database;

  const audit = (request: FastifyRequest, action: string, metadata: Record<string, unknown>) => {
    const actor = signedInUser(request);
    return logSecurityEvent(db, request.log, {
      ...requestMeta(request),
      action,
      companyId: actor.companyId,
      userId: actor.userId,
      metadata,
    });
  };
  /** The affected user's open tabs (any node) refetch who they are: a new role, or signed out. */
  const announce = (userId: string, companyId: string) =>
    app.deps.realtime.publish({ event: REALTIME_EVENTS.account, userId, companyId });

  app.get(
    '/settings/users',
    {
      schema: {
        tags,
        summary: 'Users of the company with their roles',
        response: { 200: settingsUsersResponseSchema, ...errors },
      },
    },
    async (request) => ({ users: await userManagementService.list(db, signedInUser(request)) }),
  );

  app.post(
    '/settings/users',
    {
      schema: {
        tags,
        summary: 'Create a user with a password (changed at first sign-in)',
        body: createUserRequestSchema,
        response: { 201: settingsUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, accountElsewhere } = await userManagementService.create(
        app.deps,
        signedInUser(request),
        request.body,
      );
      // The log says what happened; the answer does not (see account-elsewhere.ts).
      if (accountElsewhere) await audit(request, 'user_create_existing_account', { email: user.email });
      else
        await audit(request, 'user_created', { target_user_id: user.id, email: user.email, role: user.role });
      return reply.status(201).send({ user });
    },
  );

  app.patch(
    '/settings/users/:userId/role',
    {
      schema: {
        tags,
        summary: "Change a user's role",
        params: userIdParamsSchema,
        body: updateRoleRequestSchema,
        response: { 200: settingsUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      const { user, previousRole } = await userManagementService.changeRole(
        db,
        actor,
        request.params.userId,
        request.body.role,
      );
      if (previousRole !== user.role) {
        await audit(request, 'user_role_changed', {
          target_user_id: user.id,
          email: user.email,
          from: previousRole,
          to: user.role,
        });
        await announce(user.id, actor.companyId);
      }
      return { user };
    },
  );

  app.delete(
    '/settings/users/:userId',
    {
      schema: {
        tags,
        summary: 'Remove a user from the company and end their sessions',
        params: userIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = signedInUser(request);
      const removed = await userManagementService.remove(app.deps, actor, request.params.userId);
      await audit(request, 'user_removed', {
        target_user_id: removed.id,
        email: removed.email,
        role: removed.role,
      });
      await announce(removed.id, actor.companyId);
      return reply.status(204).send(null);
    },
  );
};
