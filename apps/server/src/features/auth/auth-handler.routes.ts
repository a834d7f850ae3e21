import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { assertPasswordResetAllowed } from '../security/address-limits.ts';
import { authErrorBody } from './auth-errors.ts';

/**
 * better-auth endpoints that browsers and other apps may call directly. Sign-up and sign-in are
 * not among them: they go through /api/account, which adds tenant creation, rate limits and the
 * security log. The admin plugin's endpoints are never exposed: administration has its own
 * guarded routes that call auth.api on the server.
 */
const resetRequestBody = z.object({ email: z.string().trim().toLowerCase().max(320) });

const PUBLIC_AUTH_PATHS = [
  /^\/get-session$/,
  /^\/sign-out$/,
  /^\/verify-email$/,
  /^\/send-verification-email$/,
  /^\/request-password-reset$/,
  /^\/reset-password(\/[^/]+)?$/,
  /^\/token$/,
  /^\/jwks$/,
];

export function isPublicAuthPath(pathname: string): boolean {
  return PUBLIC_AUTH_PATHS.some((pattern) => pattern.test(pathname));
}

/** Builds a Fetch Request from Fastify's request, with the client IP header we trust. */
export function toFetchRequest(request: FastifyRequest, baseUrl: string): Request {
  const headers = fromNodeHeaders(request.headers);
  // better-auth reads the client address from this header only (see auth.ts); set it ourselves
  // from Fastify's view of the socket/proxy chain so a client cannot choose its own.
  headers.set('x-northdesk-client-ip', request.ip);
  // The CSRF guard (plugins/csrf.ts) has already judged the Origin: the configured one or the
  // address the request was served on (the app opened by IP or another host name). better-auth
  // knows only APP_URL, so it is told that one; sign-out is let through whatever the Origin.
  if (headers.has('origin')) headers.set('origin', new URL(baseUrl).origin);
  headers.delete('referer');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, baseUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/**
 * Copies a Fetch Response (status, headers including every Set-Cookie, body) onto the reply. An
 * error is put in the API's one error shape on the way (auth-errors.ts): every better-auth answer
 * passes here, so this is the one place that needs it.
 */
export async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  const text = await response.text();
  const error = authErrorBody(response.status, text);
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    const name = key.toLowerCase();
    if (name === 'set-cookie') return;
    // A rewritten error body has its own type and length.
    if (error && (name === 'content-type' || name === 'content-length')) return;
    reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (error) return reply.type('application/json; charset=utf-8').send(error);
  return reply.send(text.length > 0 ? text : null);
}

export const authHandlerRoutes: FastifyPluginAsync = async (app) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const pathname = (request.url.split('?')[0] ?? '').replace(/^\/api\/auth/, '');
      if (!isPublicAuthPath(pathname)) {
        return reply.status(404).send({
          error: { code: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` },
        });
      }
      if (pathname === '/request-password-reset' && request.method === 'POST') {
        // better-auth's own reset entry point: the same limits as /api/account/password-reset/request.
        const parsed = resetRequestBody.safeParse(request.body);
        if (parsed.success)
          await assertPasswordResetAllowed(app.deps.database.db, parsed.data.email, request.ip);
      }
      const response = await app.deps.auth.handler(toFetchRequest(request, app.deps.config.appUrl));
      return sendFetchResponse(reply, response);
    },
  });
};
