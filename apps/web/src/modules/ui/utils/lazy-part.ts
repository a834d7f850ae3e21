import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A lazily loaded part of a page (a dialog, a panel) whose code can also be fetched ahead. */
export type LazyPart<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => void };

/**
 * One named export of a module as a lazy component (issue 17): a page's dialogs stay out of its
 * first load. `preload()` fetches the code ahead of the first opening (a pointer over its button, focus).
 */
export function lazyPart<K extends string, P>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyPart<P> {
  let loading: Promise<Record<K, ComponentType<P>>> | undefined;
  const once = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed fetch (offline) is tried again on the next opening.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const part = lazy(() => once().then((module) => ({ default: module[name] })));
  return Object.assign(part, { preload: () => void once().catch(() => undefined) });
}
