import { useEffect } from 'react';

/**
 * Fetches parts of a page (lazyPart's preload) once the page has rendered and the browser is
 * idle, so a first click on "Add" or "Edit" does not wait for the network.
 */
export function usePreloadWhenIdle(...preloads: Array<() => void>): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: preloads are module-level functions, run once.
  useEffect(() => {
    const run = () => {
      for (const preload of preloads) preload();
    };
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(run, { timeout: 5_000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(run, 2_000);
    return () => clearTimeout(timer);
  }, []);
}
