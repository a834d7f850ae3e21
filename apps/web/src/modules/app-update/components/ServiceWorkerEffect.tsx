import { useEffect } from 'react';
import { afterPageLoad } from '@/lib/after-page-load';
import { startServiceWorker } from '../utils/service-worker-client';

/** A moment after the page has loaded: the worker's install fetches the whole build. */
const REGISTER_AFTER_MS = 1000;

/**
 * Registers the service worker in production builds and watches for new versions. Not at once:
 * its install downloads every file of the build (the barcode decoder's WASM among them, 350 KB) to
 * keep the app offline, which on a phone's first visit shared the slow link with the page's own
 * code and answers and delayed the screen (issue 22, /mobile-scanner cold).
 */
export function ServiceWorkerEffect() {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let stop: (() => void) | null = null;
    const cancel = afterPageLoad(() => {
      stop = startServiceWorker();
    }, REGISTER_AFTER_MS);
    return () => {
      cancel();
      stop?.();
    };
  }, []);

  return null;
}
