import Fastify from 'fastify';
import { type FakeFailure, registerAssociationRoutes, registerKnobRoutes } from './fake-hubspot-knobs.ts';
import { registerObjectRoutes } from './fake-hubspot-objects.ts';
import { createFakeStore, type FakeStore, LASTMOD } from './fake-hubspot-store.ts';
import { error } from './fake-hubspot-wire.ts';

/*
 * A stateful fake of HubSpot's CRM API on 127.0.0.1 (integrations spec part B, fake-server
 * checklist D): list, search (filters, one sort, offset `after`, `total`, 400 past 10,000), batch
 * read/create/update/upsert/archive, v4 associations, archived lists, the token check. Knobs: failures
 * (429/423/5xx with or without Retry-After), HubSpot's rate limits (and a count of requests past
 * them), scrambled search order, merges, equal timestamps (seed with one `at`), a request log.
 */

export type FakeHubspotOptions = {
  /** Accepted tokens; by default every token starting with "pat-". */
  tokens?: string[];
  /** Enforce HubSpot's burst limit (requests per 10 s, rolling) and search's 5 per second. */
  rateLimitPer10s?: number | null;
  searchPerSecond?: number | null;
  /** Scramble search order by up to this many ms of modification time (HubSpot's unreliable sort). */
  scrambleSortMs?: number;
  store?: FakeStore;
  /** Port to listen on (by default a free one). */
  port?: number;
};

export async function startFakeHubspot(options: FakeHubspotOptions = {}) {
  const store = options.store ?? createFakeStore();
  const failures: FakeFailure[] = [];
  const log: { method: string; path: string; at: number; status: number }[] = [];
  const recent: number[] = [];
  const recentSearch: number[] = [];
  const stats = { requests: 0, searches: 0, rateLimited: 0, maxIn10s: 0 };
  let scramble = options.scrambleSortMs ?? 0;
  // Added to every API answer (E2E: a sync slow enough for a person to watch its progress bar).
  let latencyMs = 0;
  let limits = { per10s: options.rateLimitPer10s ?? null, searchPerSecond: options.searchPerSecond ?? null };

  const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });

  const tokenOk = (token: string) =>
    options.tokens ? options.tokens.includes(token) : token.startsWith('pat-');

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/_fake/')) return;
    const auth = request.headers.authorization ?? '';
    const token = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    if (!token || !tokenOk(token))
      return error(
        reply,
        401,
        'INVALID_AUTHENTICATION',
        'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview',
      );
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const at = Date.now();
    stats.requests++;
    const isSearch = path.endsWith('/search');
    // Rolling windows: HubSpot counts every request; search also per second.
    while (recent.length && (recent[0] ?? 0) <= at - 10_000) recent.shift();
    while (recentSearch.length && (recentSearch[0] ?? 0) <= at - 1_000) recentSearch.shift();
    if (limits.per10s !== null && recent.length >= limits.per10s) {
      stats.rateLimited++;
      return error(reply, 429, 'RATE_LIMITS', 'You have reached your ten_secondly_rolling limit.', {
        errorType: 'RATE_LIMIT',
        policyName: 'TEN_SECONDLY_ROLLING',
      });
    }
    if (isSearch && limits.searchPerSecond !== null && recentSearch.length >= limits.searchPerSecond) {
      stats.rateLimited++;
      return error(reply, 429, 'RATE_LIMITS', 'You have reached your secondly limit.', {
        errorType: 'RATE_LIMIT',
        policyName: 'SECONDLY',
      });
    }
    recent.push(at);
    if (isSearch) {
      stats.searches++;
      recentSearch.push(at);
    }
    stats.maxIn10s = Math.max(stats.maxIn10s, recent.length);
    const index = failures.findIndex((f) => !f.pathIncludes || path.includes(f.pathIncludes));
    if (index >= 0) {
      const [failure] = failures.splice(index, 1);
      if (failure) {
        if (failure.retryAfter !== undefined) reply.header('retry-after', String(failure.retryAfter));
        if (failure.status === 429)
          return error(reply, 429, 'RATE_LIMITS', 'You have reached your ten_secondly_rolling limit.', {
            errorType: 'RATE_LIMIT',
            policyName: failure.policyName ?? 'TEN_SECONDLY_ROLLING',
          });
        return error(
          reply,
          failure.status,
          failure.status === 423 ? 'LOCKED' : 'INTERNAL_ERROR',
          'The server is temporarily unavailable',
        );
      }
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    log.push({
      method: request.method,
      path: request.url.split('?')[0] ?? '',
      at: Date.now(),
      status: reply.statusCode,
    });
    if (log.length > 5000) log.splice(0, log.length - 5000);
  });

  registerObjectRoutes(app, store, () => scramble);
  registerAssociationRoutes(app, store);
  registerKnobRoutes(app, store, {
    stats,
    failures,
    setLatency: (ms) => {
      latencyMs = ms;
      return ms;
    },
  });

  const url = await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  return {
    url,
    store,
    stats,
    log,
    /** The next matching request(s) fail with this status. */
    failNext(failure: FakeFailure, count = 1) {
      for (let i = 0; i < count; i++) failures.push(failure);
    },
    setLimits(next: { per10s?: number | null; searchPerSecond?: number | null }) {
      limits = { ...limits, ...next };
    },
    setScramble(ms: number) {
      scramble = ms;
    },
    resetStats() {
      Object.assign(stats, { requests: 0, searches: 0, rateLimited: 0, maxIn10s: 0 });
      log.length = 0;
    },
    close: () => app.close(),
  };
}

export type FakeHubspot = Awaited<ReturnType<typeof startFakeHubspot>>;

export type { FakeFailure } from './fake-hubspot-knobs.ts';
export { seedSample } from './fake-hubspot-sample.ts';
export { createFakeStore, LASTMOD };
