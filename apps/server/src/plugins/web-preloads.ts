import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SESSION_COOKIE_PREFIX } from '../features/auth/auth.ts';

/** Written by the web build (apps/web/build/route-preload-plugin.ts) beside index.html. */
const PRELOADS_FILE = '.route-preloads.json';

const preloadsSchema = z.object({
  routes: z.array(z.object({ pattern: z.string(), signedIn: z.boolean(), files: z.array(z.string()) })),
  signedInShell: z.array(z.string()),
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
 * The shell HTML for one page load with that page's chunks as modulepreload links (issue 17): a
 * phone fetches them alongside React instead of a round trip after it has run. Whether the
 * visitor has a session cookie (not whether it is valid: only a hint) picks the signed-in shell
 * and its session check, or the sign-in page the guard will show. A phone (Sec-CH-UA-Mobile) is
 * sent to the mobile home from desktop pages, so it gets the shell without that page.
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

  return (request: FastifyRequest, pathname: string): string => {
    const { shell, preloads } = load();
    if (!preloads) return shell;
    const authRoute = preloads.routes.find((route) => route.pattern === 'auth');
    const route = routeFor(preloads.routes, pathname);
    if (!route) return shell;
    const hasSession = (request.headers.cookie ?? '').includes(SESSION_COOKIE);
    const phone = request.headers['sec-ch-ua-mobile'] === '?1';
    let files: string[] = route.files;
    let sessionCheck = false;
    if (route.signedIn && !hasSession) files = authRoute?.files ?? [];
    else if (route.signedIn) {
      const page = phone && !route.pattern.startsWith('mobile-') ? [] : route.files;
      files = [...preloads.signedInShell, ...page];
      sessionCheck = true;
    } else if (route === authRoute && hasSession) files = [];
    const links = [...new Set(files)]
      .filter((href) => ASSET_PATH.test(href))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
    // The session check's answer, asked for with the page's code rather than after it has run;
    // fetch() (credentials: 'include') picks it up.
    if (sessionCheck)
      links.unshift('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/account/me">');
    return links.length === 0 ? shell : shell.replace('</head>', `${links.join('')}</head>`);
  };
}
