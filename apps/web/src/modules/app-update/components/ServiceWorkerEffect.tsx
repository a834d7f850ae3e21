import { useEffect } from 'react';
import { startServiceWorker } from '../utils/service-worker-client';

/** Registers the service worker in production builds and watches for new versions. */
export function ServiceWorkerEffect() {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    return startServiceWorker();
  }, []);

  return null;
}
