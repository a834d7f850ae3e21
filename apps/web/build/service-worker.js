/**
 * Northdesk's service worker, served at /sw.js. The build (service-worker-plugin.ts) puts the
 * build's manifest in front of this file as `self.__NORTHDESK_SW__ = { version, precache }`.
 *
 * - Precaches the app shell (index.html) and the hashed assets of its build.
 * - Navigations: network first, the cached shell when offline. The request starts while the
 *   worker itself starts (navigation preload): a phone's worker takes 0.1-0.3 s to start, which
 *   the page's HTML otherwise waited for on every load.
 * - Assets: cache first. Where the browser can (the static routing API), it reads the hashed
 *   assets from this worker's cache without starting or waking the worker at all.
 * - Never touches /api (JSON, the event stream) or requests to other origins, except to hand a
 *   navigation to /api its navigation preload's answer (below).
 * - A new worker waits until the page asks it to take over (SKIP_WAITING, from "Update Now"),
 *   and tells the open pages when it is ready (UPDATE_AVAILABLE).
 */
const { version, precache } = self.__NORTHDESK_SW__;

const CACHE_PREFIX = 'northdesk-shell-';
const CACHE_NAME = `${CACHE_PREFIX}${version}`;
const SHELL_URL = '/index.html';
const PRECACHED_PATHS = new Set(precache);

async function postToWindows(message) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(message);
}

/** The hashed assets straight from this version's cache (network when not there), no worker. */
function addAssetRoutes(event) {
  if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return;
  event
    .addRoutes([
      {
        condition: { urlPattern: new URLPattern({ pathname: '/assets/*' }) },
        source: { cacheName: CACHE_NAME },
      },
    ])
    // A browser that knows the API but not this source: the fetch handler below still serves them.
    .catch(() => undefined);
}

self.addEventListener('install', (event) => {
  addAssetRoutes(event);
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE_NAME);
      await cache.addAll(precache.map((url) => new Request(url, { cache: 'reload' })));
      // An older worker still controls the open pages: this one is an update they can apply.
      if (self.registration.active) await postToWindows({ type: 'UPDATE_AVAILABLE', version });
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
          .map((name) => caches.delete(name)),
      );
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const type = event.data && typeof event.data === 'object' ? event.data.type : undefined;
  if (type === 'SKIP_WAITING') {
    self.skipWaiting();
    return;
  }
  if (type === 'CHECK_UPDATE') {
    // A newer worker has installed and waits for the page to let it take over.
    const hasUpdate = Boolean(self.registration.waiting);
    const answer = { type: 'CHECK_UPDATE_RESULT', hasUpdate, version };
    if (event.ports?.[0]) event.ports[0].postMessage(answer);
    else event.source?.postMessage(answer);
  }
});

async function networkFirstWithShellFallback(event) {
  try {
    // The navigation preload's answer (requested while this worker started), else the network.
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch (error) {
    const shell = await caches.match(SHELL_URL, { cacheName: CACHE_NAME });
    if (shell) return shell;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

/**
 * A navigation to the API (an OAuth callback, a link in an email): the preload's answer as it is.
 * Every navigation must take its preload's answer, or the browser asks the server a second time:
 * a one-time OAuth code or link would then be spent by the preload and refused on the second ask.
 */
async function preloadedOrNetwork(event) {
  return (await event.preloadResponse) ?? fetch(event.request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const isApi = url.pathname === '/api' || url.pathname.startsWith('/api/');

  if (request.mode === 'navigate') {
    event.respondWith(isApi ? preloadedOrNetwork(event) : networkFirstWithShellFallback(event));
    return;
  }
  if (isApi || url.pathname === '/sw.js') return;
  if (url.pathname.startsWith('/assets/') || PRECACHED_PATHS.has(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});
