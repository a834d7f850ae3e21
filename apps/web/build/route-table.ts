/**
 * The route table of src/app/router.tsx as data, for the server's per-route preloads
 * (route-preload-plugin.ts). Read from the source rather than imported: the router is TSX that
 * needs the browser. Every route there is one `{ path | index, lazy: page(() => import(…)) }` (or signInPage).
 */
export interface RouteEntry {
  /** The URL pattern without the leading slash: '' for the index route, 'companies/:id', '*'. */
  pattern: string;
  /** The page module's import specifier, e.g. '@/pages/companies/CompaniesPage'. */
  module: string;
  /** Behind the sign-in guard: rendered inside the signed-in shell's layout. */
  signedIn: boolean;
}

export interface RouteTable {
  routes: RouteEntry[];
  /** The signed-in shell's layout module (its chunk comes first on every signed-in route). */
  layout: string;
}

const ROUTE =
  /(?:path:\s*'([^']*)'|index:\s*true)\s*,\s*lazy:\s*\w*[pP]age\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
const LAYOUT = /lazy:\s*page\(\s*\(\)\s*=>\s*import\('([^']*ProtectedLayout)'\)/;

export function routeTableFromSource(source: string): RouteTable {
  const layoutMatch = LAYOUT.exec(source);
  if (!layoutMatch?.[1]) throw new Error('router.tsx: the signed-in layout route was not found');
  const layoutAt = layoutMatch.index;
  // The signed-in routes are the layout's children: after it, before the catch-all 404 route.
  const catchAllAt = source.indexOf("path: '*'");
  const routes: RouteEntry[] = [];
  for (const match of source.matchAll(ROUTE)) {
    const at = match.index ?? 0;
    routes.push({
      pattern: match[1] ?? '',
      module: match[2] ?? '',
      signedIn: at > layoutAt && (catchAllAt < 0 || at < catchAllAt),
    });
  }
  return { routes, layout: layoutMatch[1] };
}
