import { AUTH_COPY, crossAppSessionRequestSchema } from '@northdesk/shared';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { verifyJWT } from 'better-auth/plugins';
import type { Database } from '../../db/types.ts';
import { consumeCrossAppCode } from './cross-app-codes.ts';

/**
 * Cross-app sign-in inside better-auth, where session cookies are made. The payload's access
 * token must be a valid, unexpired JWT we signed (15 minutes), and its refresh token a
 * single-use exchange code (2 minutes) made for the same user; this browser then gets a session
 * of its own. Nothing in the URL is a bearer session: a replayed payload is refused.
 * Server-only: reached through /api/account/cross-app/session, never as a public auth path.
 */
export const crossAppPlugin = (db: Database) =>
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
          const userId = await consumeCrossAppCode(db, ctx.body.refreshToken);
          if (!userId || userId !== payload.sub) throw refused();
          const user = await ctx.context.internalAdapter.findUserById(userId);
          if (!user) throw refused();
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ userId: user.id });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
