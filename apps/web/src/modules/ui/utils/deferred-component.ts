import type { ComponentType } from 'react';

/** A component whose code is fetched when first reached for, not with the page (issue 17). */
export interface DeferredComponent<P> {
  /** Fetches the code once (again after a failure); later calls share the first fetch. */
  fetch: () => Promise<ComponentType<P>>;
}

/**
 * One named export of a module, fetched on demand: a list's Radix menus and selects (the
 * `ui-overlay` and `ui-controls` chunks) stay out of its first load, their placeholder buttons
 * are drawn instead (MenuTriggerPlaceholder, DeferredSelect). A failed fetch (offline before it
 * was ever cached) is tried again on the next call.
 */
export function deferredComponent<K extends string, P>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): DeferredComponent<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  return {
    fetch: () => {
      loading ??= load().then(
        (module) => module[name],
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}
