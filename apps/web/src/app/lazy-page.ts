import type { ComponentType } from 'react';

const loadClassMerge = () => import('@/lib/class-merge');

/**
 * A route's page, loaded on demand: its own chunk is fetched when the route is first matched (or
 * its sidebar link hovered, route-prefetch.ts), so the sign-in page does not carry every page.
 * `page(() => import('@/pages/x/XPage'), 'XPage')` is the `lazy` of one route in router.tsx; a third
 * argument starts what its first render needs (its first data, a layout's chunk), awaited briefly.
 * Pages render with Tailwind's class merging in place (lib/utils.ts).
 */
export function page<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
  beforeRender?: (module: M) => Promise<unknown>,
) {
  return () =>
    Promise.all([load(), loadClassMerge()])
      .then(([module]) => (beforeRender ? waitBriefly(beforeRender(module)).then(() => module) : module))
      .then((module) => ({ Component: module[name] }));
}

/**
 * How long a page waits for what its first render needs before it renders with its loading
 * state. On a first load the server preloads the page's first data with the HTML
 * (PAGE_FIRST_REQUESTS) and its chunks, so they are usually there before the code has run: the
 * first paint shows the page instead of a spinner and a second render (issue 17). A slow answer
 * does not hold the page longer than this.
 */
export const BEFORE_RENDER_WAIT_MS = 1000;

export function waitBriefly(work: Promise<unknown>): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(resolve, BEFORE_RENDER_WAIT_MS);
  });
  // A failure is the page's own to show (its query reports it, its lazy part retries): never the route's.
  return Promise.race([work.catch(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

/** The sign-in page: its first load without the class merging (lib/utils.ts). */
export function signInPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return () => load().then((module) => ({ Component: module[name] }));
}
