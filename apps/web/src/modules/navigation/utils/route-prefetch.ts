/**
 * Fetches a route's code ahead of a click (sidebar link hovered or focused). The router registers
 * how (app/router.tsx); modules only name the path, so they need not import the route table.
 */
let prefetcher: ((path: string) => void) | null = null;
const prefetched = new Set<string>();

export function setRoutePrefetcher(fn: (path: string) => void): void {
  prefetcher = fn;
}

export function prefetchRoute(path: string): void {
  if (!prefetcher || prefetched.has(path)) return;
  prefetched.add(path);
  prefetcher(path);
}
