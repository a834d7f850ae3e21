import { AUTH_COPY, crossAppSessionRequestSchema } from '@northdesk/shared';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { verifyJWT } from 'better-auth/plugins';

/**
 * Cross-app sign-in inside better-auth, where session cookies are made. The payload's access
 * token must be a valid, unexpired JWT we signed, and its refresh token a live session of the
 * same user; this browser then gets a session of its own (the sibling app keeps its session).
 * Server-only: reached through /api/account/cross-app/session, never as a public auth path.
 */
export const crossAppPlugin = () =>
  ({
    id: 'northdesk-cross-app',
    endpoints: {
      crossAppSession: createAuthEndpoint(
        '/cross-app/session',
        { method: 'POST', body: crossAppSessionRequestSchema },
        async (ctx) => {
          const refused = () => new APIError('UNAUTHORIZED', { message: AUTH_COPY.crossAppFailed });
          const payload = await verifyJWT(ctx.body.accessToken);
          if (!payload?.sub) throw refused();
          const found = await ctx.context.internalAdapter.findSession(ctx.body.refreshToken);
          if (!found || found.session.expiresAt.getTime() <= Date.now() || found.user.id !== payload.sub) {
            throw refused();
          }
          const session = await ctx.context.internalAdapter.createSession(found.user.id);
          await setSessionCookie(ctx, { session, user: found.user });
          return ctx.json({ userId: found.user.id });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
