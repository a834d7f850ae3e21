import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Browser features the app may use: the camera on its own pages (the warehouse scanner), nothing
 * else a page could be tricked into asking for.
 */
export const PERMISSIONS_POLICY =
  'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), interest-cohort=()';

/**
 * Headers that only a document (or a worker) reads, helmet's most of all: a browser ignores them on a script,
 * style sheet or WebAssembly file. The build's hashed files (/assets/, none of them a worker
 * script) go without them: on a phone every file's headers cross the wire, about 700 bytes each
 * of the sign-in page's 120 KB budget (issue 17). Nor do they need HSTS (a browser records it from
 * the page and every API answer, which carry it) or byte ranges (a script is fetched whole).
 * Kept there: nosniff, CORP, referrer policy (a module script's imports follow it).
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-dns-prefetch-control',
  'x-permitted-cross-domain-policies',
  'permissions-policy',
  // Nothing to correlate in the log for a file that is the same for everyone.
  'x-request-id',
  'strict-transport-security',
  'accept-ranges',
] as const;

/** Helmet's settings for every response (the built assets then lose DOCUMENT_ONLY_HEADERS). */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // 'wasm-unsafe-eval' lets the page compile WebAssembly (the warehouse barcode reader, our
      // own /assets/zxing_reader-*.wasm); it allows no eval of JavaScript.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // The Slack OAuth popup reports back to its opener (window.opener.postMessage, our origin only).
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  // No `Origin-Agent-Cluster: ?1` (helmet's default). With it and the opener policy above, a page
  // opened from a new tab, another site or the home screen never used V8's code cache: Chromium
  // 156 produced one on every load and read none, so every return visit compiled the app's
  // functions again (0.5-1.3 s of a warm load's main thread on the phone profile; issue 17).
  // Browsers key agent clusters by origin by default now (`document.domain` is inert), so the
  // header only asked for origin-keyed processes; the opener policy still isolates the window.
  originAgentCluster: false,
};

/**
 * The headers helmet's middleware writes for HELMET_OPTIONS, read once by running it on a
 * recording response. None of them depends on the request (no CSP nonces), and @fastify/helmet
 * built the middleware again, parsing the policy, on every request: ~0.1 ms of a 3.5 ms report
 * (issue 23).
 */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  const middleware = helmet(options) as unknown as (
    req: unknown,
    res: typeof recorder,
    next: (error?: unknown) => void,
  ) => void;
  middleware({}, recorder, (error) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/** A built, hashed file (script, style sheet, WebAssembly), never a page nor a worker. */
const isBuiltAsset = (url: string) => url.startsWith('/assets/') && !/[?#]|\.html?$/.test(url);

/**
 * Helmet's headers on every response that gets past the first hook (load shedding answers before
 * them), plus the Permissions-Policy, and `Cache-Control: no-store` on API answers that did not
 * choose their own caching, so no shared cache or back button shows one user's data to the next
 * person at the machine. The built assets lose the headers only a document reads. Callback hooks,
 * not async ones: they run on every request.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = { ...helmetHeaders(), 'permissions-policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isBuiltAsset(request.url) && reply.statusCode === 200) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    } else {
      // Also on answers given before the onRequest hook above (a shed request's 503).
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
    }
    done(null, payload);
  });
}
