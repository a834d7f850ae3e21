import {
  ADMIN_COPY,
  colleaguesResponseSchema,
  messageResponseSchema,
  profilePasswordRequestSchema,
  profileResponseSchema,
  REALTIME_EVENTS,
  updateProfileRequestSchema,
  uploadedAvatarResponseSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestMeta } from '../../../guards/request-meta.ts';
import { requireUser, signedInUser } from '../../../guards/require-user.ts';
import { errorResponses, notFound } from '../../../lib/errors.ts';
import { changePassword } from '../../auth/password.service.ts';
import {
  deleteQuietly,
  receiveImage,
  registerImageUploads,
  sendStoredImage,
} from '../../image-uploads/image-upload.ts';
import { logSecurityEvent } from '../../security/security-events.service.ts';
import {
  AVATAR_FILE_NAME,
  avatarKeyOf,
  avatarPartsOf,
  avatarUrlOf,
  profileService,
} from './profile.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 413);

/** /profile (docs/product/administration.md): every signed-in user, for their own profile only. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerImageUploads(app);
  app.addHook('preValidation', requireUser);
  const tags = ['profile'];
  const { db } = app.deps.database;

  /** The user's other open tabs (any node) refetch who they are: name and avatar in the header. */
  const announce = (user: { userId: string; companyId: string }) =>
    app.deps.realtime.publish({
      event: REALTIME_EVENTS.account,
      userId: user.userId,
      companyId: user.companyId,
    });

  app.get(
    '/profile',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s profile',
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => ({ profile: await profileService.get(db, signedInUser(request)) }),
  );

  app.patch(
    '/profile',
    {
      schema: {
        tags,
        summary: 'Update full name, position and line manager',
        body: updateProfileRequestSchema,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const profile = await profileService.update(db, app.deps.auth, user, request.body);
      await announce(user);
      return { profile };
    },
  );

  app.get(
    '/profile/colleagues',
    {
      schema: {
        tags,
        summary: 'Other users of the company, by name (line manager choices)',
        response: { 200: colleaguesResponseSchema, ...errors },
      },
    },
    async (request) => ({ users: await profileService.colleagues(db, signedInUser(request)) }),
  );

  app.post(
    '/profile/password',
    {
      schema: {
        tags,
        summary: 'Change the password; the current password is always checked',
        body: profilePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      // Treated as a completed first login: the current password is required and verified.
      await changePassword(
        app.deps,
        { ...user, firstLoginCompleted: true },
        { currentPassword: request.body.currentPassword, newPassword: request.body.newPassword },
      );
      await logSecurityEvent(db, request.log, {
        ...requestMeta(request),
        action: 'password_changed',
        companyId: user.companyId,
        userId: user.userId,
        metadata: { forced: false, from: 'profile' },
      });
      if (!user.firstLoginCompleted) await announce(user);
      return { message: ADMIN_COPY.passwordChanged };
    },
  );

  app.post(
    '/profile/avatar',
    {
      schema: {
        tags,
        summary: 'Upload a profile picture (multipart, field "file")',
        response: { 201: uploadedAvatarResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { fileName } = await receiveImage(request, app.deps.storage, 'avatar', (name) =>
        avatarKeyOf(user.companyId, user.userId, name),
      );
      const avatarUrl = avatarUrlOf(user.userId, fileName);
      const replaced = avatarPartsOf(await profileService.setAvatar(db, user, avatarUrl));
      if (replaced && replaced.userId === user.userId) {
        await deleteQuietly(
          app.deps.storage,
          avatarKeyOf(user.companyId, user.userId, replaced.fileName),
          request.log,
        );
      }
      await announce(user);
      return reply.status(201).send({ avatarUrl });
    },
  );

  app.get(
    '/profile/avatars/:userId/:fileName',
    {
      schema: {
        tags,
        summary: 'The profile picture of a user of the same company',
        params: z.object({
          userId: z.string().min(1).max(200),
          fileName: z.string().regex(AVATAR_FILE_NAME, 'Image not found'),
        }),
        response: errorResponses(400, 401, 404),
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { userId, fileName } = request.params;
      if (!(await profileService.isColleague(db, user, userId))) throw notFound('Image not found');
      await sendStoredImage(reply, app.deps.storage, avatarKeyOf(user.companyId, userId, fileName));
    },
  );
};
