import { UPDATE_CHECK_INTERVAL_MS } from '@northdesk/shared';
import { appUpdateStore } from '../states/app-update-store';
import { checkUpdateMessage, SERVICE_WORKER_URL, skipWaitingMessage } from './service-worker-messages';

const loadMessageSchema = () =>
  import('./service-worker-message-schema').then((module) => module.serviceWorkerMessageSchema);

/** Reload anyway if the new worker has not taken over by then. */
const TAKEOVER_TIMEOUT_MS = 4000;

let registration: ServiceWorkerRegistration | null = null;

function watchInstallingWorker(worker: ServiceWorker | null): void {
  if (!worker) return;
  worker.addEventListener('statechange', () => {
    // With a controller this is an update, not the very first install.
    if (worker.state === 'installed' && navigator.serviceWorker.controller) {
      appUpdateStore.markAvailable(worker);
    }
  });
}

/**
 * Registers /sw.js and watches for new versions: when a worker installs, when the worker says so,
 * every 30 minutes and whenever the window regains focus. Returns a function that stops watching.
 */
export function startServiceWorker(): () => void {
  const container = navigator.serviceWorker;
  let stopped = false;

  const handleMessage = async (event: MessageEvent<unknown>) => {
    const message = (await loadMessageSchema()).safeParse(event.data);
    if (stopped || !message.success) return;
    const source = event.source instanceof ServiceWorker ? event.source : null;
    if (message.data.type === 'UPDATE_AVAILABLE') {
      appUpdateStore.markAvailable(source ?? registration?.waiting ?? null, message.data.version);
    } else if (message.data.hasUpdate && registration?.waiting) {
      appUpdateStore.markAvailable(registration.waiting);
    }
  };

  const checkForUpdate = () => {
    registration?.update().catch(() => undefined);
    container.controller?.postMessage(checkUpdateMessage);
  };

  container.addEventListener('message', handleMessage);
  container
    .register(SERVICE_WORKER_URL)
    .then((registered) => {
      if (stopped) return;
      registration = registered;
      if (registered.waiting && container.controller) appUpdateStore.markAvailable(registered.waiting);
      watchInstallingWorker(registered.installing);
      registered.addEventListener('updatefound', () => watchInstallingWorker(registered.installing));
    })
    .catch(() => {
      // No worker (e.g. private mode): the app works without offline support and update prompts.
    });
  const interval = window.setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
  window.addEventListener('focus', checkForUpdate);

  return () => {
    stopped = true;
    container.removeEventListener('message', handleMessage);
    window.clearInterval(interval);
    window.removeEventListener('focus', checkForUpdate);
  };
}

export function waitingServiceWorker(): ServiceWorker | null {
  return registration?.waiting ?? null;
}

/** "Update Now": lets the waiting worker take over, then reloads into the new version. */
export function applyServiceWorkerUpdate(): void {
  const waiting = waitingServiceWorker();
  if (!waiting || !('serviceWorker' in navigator)) {
    window.location.reload();
    return;
  }
  let reloaded = false;
  const reload = () => {
    if (reloaded) return;
    reloaded = true;
    window.location.reload();
  };
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  window.setTimeout(reload, TAKEOVER_TIMEOUT_MS);
  waiting.postMessage(skipWaitingMessage);
}
