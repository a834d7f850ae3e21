import type { ComponentType } from 'react';

const loadClassMerge = () => import('@/lib/class-merge');

/**
 * A route's page, loaded on demand: its own chunk is fetched when the route is first matched (or
 * its sidebar link hovered, route-prefetch.ts), so the sign-in page does not carry every page.
 * `page(() => import('@/pages/x/XPage'), 'XPage')` is the `lazy` of one route in router.tsx.
 * Pages render with Tailwind's class merging in place (lib/utils.ts).
 */
export function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return () => Promise.all([load(), loadClassMerge()]).then(([module]) => ({ Component: module[name] }));
}

/** The sign-in page: its first load without the class merging (lib/utils.ts). */
export function signInPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return () => load().then((module) => ({ Component: module[name] }));
}
