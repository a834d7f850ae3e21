import fs from 'node:fs';
import path from 'node:path';
import { type CurrentUser, PAGE_FIRST_REQUESTS, SIGNED_IN_FIRST_REQUESTS } from '@northdesk/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SESSION_COOKIE_PREFIX } from '../features/auth/auth.ts';

/** Written by the web build (apps/web/build/route-preload-plugin.ts) beside index.html. */
const PRELOADS_FILE = '.route-preloads.json';

const preloadsSchema = z.object({
  routes: z.array(z.object({ pattern: z.string(), signedIn: z.boolean(), files: z.array(z.string()) })),
  signedInShell: z.array(z.string()),
  // Builds before the desktop layout was a chunk of its own have none.
  desktopShell: z.array(z.string()).default([]),
  // Builds before the phone's layout was a chunk of its own have none (it was in signedInShell).
  mobileShell: z.array(z.string()).default([]),
});
type Preloads = z.infer<typeof preloadsSchema>;
type Route = Preloads['routes'][number];

const SESSION_COOKIE = `${SESSION_COOKIE_PREFIX}.session_token=`;
const ASSET_PATH = /^\/assets\/[\w.-]+\.js$/;

function readPreloads(distDir: string): Preloads | null {
  try {
    const parsed = preloadsSchema.safeParse(
      JSON.parse(fs.readFileSync(path.join(distDir, PRELOADS_FILE), 'utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    // An older build without the file: the plain shell.
    return null;
  }
}

/** ':name' is one non-empty segment; '*' anything. */
function matches(pattern: string, pathname: string): boolean {
  if (pattern === '*') return true;
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

/** The router's choice among matching patterns: the one with the fewest parameters, '*' last. */
function routeFor(routes: Route[], pathname: string): Route | undefined {
  const score = (route: Route) =>
    route.pattern === '*' ? Number.POSITIVE_INFINITY : route.pattern.split(':').length;
  return routes.filter((route) => matches(route.pattern, pathname)).sort((a, b) => score(a) - score(b))[0];
}

/**
 * What the server found of the visitor's session for one page load: a live session's user (the
 * answer /api/account/me would give), null when the cookie names no live session, undefined when
 * it was not looked up (no cookie, not a signed-in page) or could not be (a busy engine).
 */
export type ShellSession = CurrentUser | null | undefined;

/** The id of the page's `<script type="application/json">` holding /api/account/me's answer. */
export const SESSION_SCRIPT_ID = 'northdesk-session';

/**
 * JSON for the inside of a script element: `<` escaped so no `</script>` or `<!--` in a name can
 * end it, and the two line separators JavaScript once rejected. Still the same JSON to a parser.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const fetchPreload = (href: string) =>
  `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`;

/**
 * The shell HTML for one page load with that page's chunks as modulepreload links (issue 17): a
 * phone fetches them alongside React instead of a round trip after it has run. Whether the
 * visitor has a session cookie (not whether it is valid: only a hint) picks the signed-in shell,
 * or the sign-in page the guard will show. On a signed-in page the server looks the session up
 * (`wantsSession`, then `render` with what it found): a live one's answer goes into the page
 * (the app does not wait for its session check) with the page's first API requests as fetch
 * preloads; a dead one gets the sign-in page's chunks. A phone (Sec-CH-UA-Mobile) is sent to the
 * mobile home from desktop pages, so it gets the shell without that page, and never
 * the desktop layout's chunks; a desktop page gets them, a mobile screen does not (issue 22).
 */
export function createShellRenderer(distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  let loaded: { mtimeMs: number; shell: string; preloads: Preloads | null } | undefined;
  // Read again when a new build replaced index.html under a running server (npm run dev).
  const load = () => {
    const { mtimeMs } = fs.statSync(indexFile);
    if (loaded?.mtimeMs !== mtimeMs) {
      loaded = { mtimeMs, shell: fs.readFileSync(indexFile, 'utf8'), preloads: readPreloads(distDir) };
    }
    return loaded;
  };
  const hasSessionCookie = (request: FastifyRequest) =>
    (request.headers.cookie ?? '').includes(SESSION_COOKIE);

  /** True when this page load is worth a session lookup: a signed-in page with a session cookie. */
  const wantsSession = (request: FastifyRequest, pathname: string): boolean => {
    const { preloads } = load();
    const route = preloads ? routeFor(preloads.routes, pathname) : undefined;
    return Boolean(route?.signedIn) && hasSessionCookie(request);
  };

  /** The page; `personal` when it carries the user's session (never for a shared cache). */
  const render = (
    request: FastifyRequest,
    pathname: string,
    session: ShellSession,
  ): { html: string; personal: boolean } => {
    const { shell, preloads } = load();
    if (!preloads) return { html: shell, personal: false };
    const authRoute = preloads.routes.find((route) => route.pattern === 'auth');
    const route = routeFor(preloads.routes, pathname);
    if (!route) return { html: shell, personal: false };
    const hasSession = session !== null && hasSessionCookie(request);
    const phone = request.headers['sec-ch-ua-mobile'] === '?1';
    let files: string[] = route.files;
    const head: string[] = [];
    if (route.signedIn && !hasSession) files = authRoute?.files ?? [];
    else if (route.signedIn) {
      const mobilePage = route.pattern.startsWith('mobile-');
      const showsPage = !phone || mobilePage;
      // A phone never loads the desktop layout; a desktop page does, at once (issue 22), and never
      // the phone's (its outbox included, issue 17).
      const layout = phone || mobilePage ? preloads.mobileShell : preloads.desktopShell;
      files = [...preloads.signedInShell, ...layout, ...(showsPage ? route.files : [])];
      if (session) {
        head.push(
          `<script type="application/json" id="${SESSION_SCRIPT_ID}">${jsonForScript({ user: session })}</script>`,
        );
        // What every signed-in page asks first (the user's levels), whatever its address.
        head.push(...SIGNED_IN_FIRST_REQUESTS.map(fetchPreload));
        // The page's own first requests, for its plain address only (a query changes them).
        const plain = !request.url.includes('?');
        if (showsPage && plain) head.push(...(PAGE_FIRST_REQUESTS[route.pattern] ?? []).map(fetchPreload));
      } else {
        // Not looked up: the session check's answer, asked for with the page's code rather than
        // after it has run; fetch() (credentials: 'include') picks it up.
        head.push(fetchPreload('/api/account/me'));
      }
    } else if (route === authRoute && hasSession) files = [];
    const links = [...new Set(files)]
      .filter((href) => ASSET_PATH.test(href))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
    head.push(...links);
    const html = head.length === 0 ? shell : shell.replace('</head>', `${head.join('')}</head>`);
    return { html, personal: Boolean(session) };
  };

  return { wantsSession, render };
}
