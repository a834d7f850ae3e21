import {
  ADMIN_COPY,
  acceptInvitationRequestSchema,
  createInvitationRequestSchema,
  invitationIdParamsSchema,
  invitationResponseSchema,
  invitationsResponseSchema,
  invitationTokenRequestSchema,
  messageResponseSchema,
  publicInvitationResponseSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestMeta } from '../../../guards/request-meta.ts';
import { requireSection } from '../../../guards/require-role.ts';
import { requireUser, signedInUser } from '../../../guards/require-user.ts';
import { errorResponses } from '../../../lib/errors.ts';
import { logSecurityEvent } from '../../security/security-events.service.ts';
import { invitationsService } from './invitations.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 413);

/** Settings → User Management → invitations: developers and super admins, their own tenant only. */
const invitationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  app.addHook('preValidation', requireSection('user-management'));
  const tags = ['settings'];
  const { db } = app.deps.database;

  app.get(
    '/settings/invitations',
    {
      schema: {
        tags,
        summary: 'Pending invitations (not accepted, not expired), newest first',
        response: { 200: invitationsResponseSchema, ...errors },
      },
    },
    async (request) => ({ invitations: await invitationsService.listPending(db, signedInUser(request)) }),
  );

  app.post(
    '/settings/invitations',
    {
      schema: {
        tags,
        summary: 'Invite an email address to join the company with a role (mails a link)',
        body: createInvitationRequestSchema,
        response: { 201: invitationResponseSchema, ...errors, ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      const actor = signedInUser(request);
      const invitation = await invitationsService.create(app.deps, actor, request.body);
      await logSecurityEvent(db, request.log, {
        ...requestMeta(request),
        action: 'user_invited',
        companyId: actor.companyId,
        userId: actor.userId,
        metadata: { invitation_id: invitation.id, email: invitation.email, role: invitation.role },
      });
      return reply.status(201).send({ invitation });
    },
  );

  app.delete(
    '/settings/invitations/:id',
    {
      schema: {
        tags,
        summary: 'Cancel a pending invitation',
        params: invitationIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = signedInUser(request);
      const invitation = await invitationsService.cancel(db, actor, request.params.id);
      await logSecurityEvent(db, request.log, {
        ...requestMeta(request),
        action: 'invitation_cancelled',
        companyId: actor.companyId,
        userId: actor.userId,
        metadata: { invitation_id: invitation.id, email: invitation.email },
      });
      return reply.status(204).send(null);
    },
  );
};

/** The public side: the invitation page, before the person has an account. */
const invitationPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['invitations'];
  const { db } = app.deps.database;

  app.post(
    '/invitations/lookup',
    {
      schema: {
        tags,
        summary: 'The company and address an invitation link is for, while it is valid',
        body: invitationTokenRequestSchema,
        response: { 200: publicInvitationResponseSchema, ...errors },
      },
    },
    async (request) => ({ invitation: await invitationsService.lookup(db, request.body.token) }),
  );

  app.post(
    '/invitations/accept',
    {
      schema: {
        tags,
        summary: 'Join the inviting company with a name and password; then sign in',
        body: acceptInvitationRequestSchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const accepted = await invitationsService.accept(app.deps, request.body.token, request.body);
      await logSecurityEvent(db, request.log, {
        ...requestMeta(request),
        action: 'invitation_accepted',
        companyId: accepted.companyId,
        userId: accepted.userId,
        metadata: { invitation_id: accepted.invitationId, email: accepted.email, role: accepted.role },
      });
      return reply.status(201).send({ message: ADMIN_COPY.invitationAccepted });
    },
  );
};

export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(invitationAdminRoutes);
  await app.register(invitationPublicRoutes);
};
