import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toCurrentUser } from '../features/auth/current-user.ts';
import { resolveRequestUser } from '../features/auth/request-user.ts';
import { createShellRenderer, type ShellSession } from './web-preloads.ts';

const MISSING_BUILD_PAGE = `<!doctype html><html><head><title>Northdesk</title></head><body style="font-family:sans-serif;padding:2rem">
<h1>Northdesk</h1><p>The web app has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>
<p>The API is up: <a href="/api/health">/api/health</a>, <a href="/api/docs">/api/docs</a>.</p></body></html>`;

/**
 * Serves the built web app from the API's port. Hashed assets are cached for a year; the shell
 * (index.html, sw.js) is always revalidated so a deploy shows up at the next load.
 * Any other GET that wants HTML gets index.html (SPA routes); unknown /api paths stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const renderShell = hasBuild ? createShellRenderer(distDir) : null;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/build/precompress-plugin.ts):
      // served with Content-Encoding and Vary: Accept-Encoding, no compression per request.
      preCompressed: true,
      // Revalidation goes by ETag (index.html, sw.js); hashed assets never revalidate. One header
      // less on each of a phone's first-load files (issue 17).
      lastModified: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A hashed file never changes and is never revalidated: its ETag is 30 bytes of nothing
        // on each of a phone's first-load files (issue 17).
        if (immutable) reply.removeHeader('etag');
      },
    });
  }

  /**
   * The session of a signed-in page's visitor, resolved as requireUser does (a renewed cookie is
   * handed on): null for none; undefined when it could not be resolved (a busy engine), and the
   * app asks itself as before.
   */
  const sessionOf = async (request: FastifyRequest, reply: FastifyReply): Promise<ShellSession> => {
    try {
      const user = await resolveRequestUser(
        app.deps.database,
        app.deps.auth,
        fromNodeHeaders(request.headers),
        (cookies) => reply.header('set-cookie', cookies),
      );
      return user ? toCurrentUser(user) : null;
    } catch (error) {
      request.log.warn({ err: error }, 'session not resolved for the page; the app checks it');
      return undefined;
    }
  };

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!wantsPage(request, pathname)) {
      return reply
        .status(404)
        .send({ error: { code: 'not_found', message: `No route ${request.method} ${pathname}` } });
    }
    reply.header('cache-control', 'no-cache');
    if (!renderShell) return reply.type('text/html').send(MISSING_BUILD_PAGE);
    // The preload links depend on the session cookie and whether the browser is a phone.
    reply.header('vary', 'Cookie, Sec-CH-UA-Mobile');
    const session = renderShell.wantsSession(request, pathname) ? await sessionOf(request, reply) : undefined;
    const { html, personal } = renderShell.render(request, pathname, session);
    // A page with the user's session in it: for this browser only, and not kept on its disk either.
    if (personal) reply.header('cache-control', 'private, no-store');
    return reply.type('text/html').send(html);
  });
}

/** A GET of a page (not the API) from a browser, which the web app answers, its 404 page included. */
function wantsPage(request: FastifyRequest, pathname: string): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !pathname.startsWith('/api/') &&
    pathname !== '/api' &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Fastify's `frameworkErrors` for the app: a page URL that cannot be decoded
 * (`/companies/%E0%A4%A`) gets the web app, which shows its own 404 page, instead of the raw JSON
 * error; the API and anything that is not a page keep the JSON error shape.
 */
export function frameworkErrorsFor(distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  return async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (error.code === 'FST_ERR_BAD_URL' && wantsPage(request, pathname)) {
      // This reply comes before routing: no plugin decorators (sendFile), so the file is read here.
      const shell = await fs.promises.readFile(indexFile, 'utf8').catch(() => MISSING_BUILD_PAGE);
      return reply.header('cache-control', 'no-cache').type('text/html').send(shell);
    }
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
    const message = error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : 'Bad request';
    return reply.status(status).send({ error: { code: 'bad_request', message } });
  };
}
