import {
  AUTH_COPY,
  changePasswordRequestSchema,
  crossAppSessionRequestSchema,
  crossAppTokensResponseSchema,
  currentUserResponseSchema,
  forgotPasswordRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from '@northdesk/shared';
import { isAPIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestMeta } from '../../guards/request-meta.ts';
import { requireUser, signedInUser } from '../../guards/require-user.ts';
import { AppError, errorResponses, unauthorized } from '../../lib/errors.ts';
import { toCurrentUser } from '../auth/current-user.ts';
import { changePassword } from '../auth/password.service.ts';
import { resolveRequestUser } from '../auth/request-user.ts';
import { assertPasswordResetAllowed } from '../security/address-limits.ts';
import { logSecurityEvent } from '../security/security-events.service.ts';
import { issueCrossAppTokens } from './cross-app.service.ts';
import { signIn } from './sign-in.service.ts';
import { signUp } from './sign-up.service.ts';

const errors = errorResponses(400, 401, 403, 429);

function authHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set('x-northdesk-client-ip', request.ip);
  return headers;
}

function forwardCookies(reply: FastifyReply, cookies: string[]): void {
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];

  app.post(
    '/account/sign-up',
    {
      schema: {
        tags,
        summary: 'Create an account and a new tenant company',
        body: signUpRequestSchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await signUp(app.deps, request.log, request.body, {
        ...requestMeta(request),
        headers: authHeaders(request),
      });
      return reply.status(201).send({ message: AUTH_COPY.accountCreated });
    },
  );

  app.post(
    '/account/sign-in',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: signInRequestSchema,
        response: { 200: currentUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await signIn(app.deps, request.log, request.body, {
        ...requestMeta(request),
        headers: authHeaders(request),
      });
      forwardCookies(reply, result.setCookies);
      return { user: toCurrentUser(result.user) };
    },
  );

  app.get(
    '/account/me',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The signed-in user, their role and company',
        response: { 200: currentUserResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ user: toCurrentUser(signedInUser(request)) }),
  );

  app.post(
    '/account/password-reset/request',
    {
      schema: {
        tags,
        summary: 'Mail a password reset link',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      await assertPasswordResetAllowed(app.deps.database.db, email, request.ip);
      // The same answer whether or not the address has an account.
      await app.deps.auth.api.requestPasswordReset({
        body: { email, redirectTo: `${app.deps.config.appUrl}/reset-password` },
      });
      return { message: AUTH_COPY.resetEmailSent };
    },
  );

  app.post(
    '/account/password-reset',
    {
      schema: {
        tags,
        summary: 'Set a new password from a recovery link',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      try {
        await app.deps.auth.api.resetPassword({
          body: { token: request.body.token, newPassword: request.body.newPassword },
        });
      } catch (error) {
        if (isAPIError(error) && error.status === 'BAD_REQUEST')
          throw new AppError('bad_request', AUTH_COPY.resetInvalidMessage);
        throw error;
      }
      return { message: AUTH_COPY.passwordUpdated };
    },
  );

  app.post(
    '/account/password',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Change the signed-in user's password",
        body: changePasswordRequestSchema,
        response: { 200: currentUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await changePassword(app.deps, user, request.body);
      await logSecurityEvent(app.deps.database.db, request.log, {
        ...requestMeta(request),
        action: 'password_changed',
        companyId: user.companyId,
        userId: user.userId,
        metadata: { forced: !user.firstLoginCompleted },
      });
      return { user: toCurrentUser({ ...user, firstLoginCompleted: true }) };
    },
  );

  app.post(
    '/account/cross-app/session',
    {
      schema: {
        tags,
        summary: 'Sign in from a sibling app (crossApp payload tokens)',
        body: crossAppSessionRequestSchema,
        response: { 200: currentUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      let headers: Headers;
      try {
        ({ headers } = await app.deps.auth.api.crossAppSession({
          body: request.body,
          headers: authHeaders(request),
          returnHeaders: true,
        }));
      } catch (error) {
        if (isAPIError(error)) throw unauthorized(AUTH_COPY.crossAppFailed);
        throw error;
      }
      const cookies = headers.getSetCookie();
      const user = await resolveRequestUser(
        app.deps.database,
        app.deps.auth,
        new Headers({ cookie: cookies.map((c) => c.split(';')[0]).join('; ') }),
      );
      if (!user) throw unauthorized(AUTH_COPY.crossAppFailed);
      forwardCookies(reply, cookies);
      return { user: toCurrentUser(user) };
    },
  );

  app.post(
    '/account/cross-app/tokens',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Tokens for a jump to a sibling app',
        response: { 200: crossAppTokensResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => issueCrossAppTokens(app.deps, signedInUser(request)),
  );
};
