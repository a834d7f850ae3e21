import { type DatabaseKind, SHELL_COPY } from '@northdesk/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * How much one node takes on at once. Past either limit a new API request is answered at once,
 * in the first hook, with 503 + Retry-After, before any work (session read, body, query) is spent
 * on it. Without this, requests over capacity were all taken in and each waited in the event loop
 * (PGlite computes on it, beside HTTP and JSON) before the engine's own queue could refuse them,
 * so even the refusals arrived after 10–15 s under 200 users.
 */
export type LoadLimits = {
  /** API requests this node works on at once (event streams not counted); 0 = no limit. */
  maxInFlight: number;
  /**
   * Event-loop delay (ms) above which new API requests are refused: a request that arrives while
   * the loop is that late has already waited that long before the server could even read it.
   * 0 = no limit.
   */
  maxEventLoopDelayMs: number;
  /** Sent as Retry-After with the 503. */
  retryAfterSeconds: number;
};

/**
 * Defaults by engine, measured with `npm run bench:load` (README, "Load suite"). PGlite runs one
 * statement at a time on the server's own thread: a few dozen requests at once keep it busy
 * without a backlog (64: at 200 users on a quiet machine, 32 refused ~480 requests in the first
 * hook and 4 clicks four times, 64 refused 68-635 and 0-1 clicks, waits still under 2 s); a request that has already waited 2 s for the loop, plus at most 3 s in the
 * engine's queue (EMBEDDED_QUEUE_LIMITS.maxWaitMs), stays within 5 s. PostgreSQL queues in its
 * pool and on its own cores: the limit is only a guard against a pile-up far past what a node can
 * hold in memory, and the loop is not where its requests wait.
 */
export const DEFAULT_LOAD_LIMITS: Record<DatabaseKind, LoadLimits> = {
  embedded: { maxInFlight: 64, maxEventLoopDelayMs: 2_000, retryAfterSeconds: 2 },
  postgres: { maxInFlight: 512, maxEventLoopDelayMs: 0, retryAfterSeconds: 2 },
};

/** Never refused: probes must tell a busy node from a dead one; files cost no database work. */
const EXEMPT_API_PATHS = new Set(['/api/health', '/api/ready']);
/** Refused when the node is saturated, but not counted once open: a stream stays open for hours. */
const STREAM_PATHS = new Set(['/api/events']);
const LAG_SAMPLE_MS = 100;

export type LoadShedding = {
  /** API requests under way now. */
  inFlight(): number;
  /** API requests refused so far. */
  refused(): number;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** This node's load shedding: what it is working on, what it refused (metrics, tests). */
    loadShedding: LoadShedding;
  }
}

function pathOf(request: FastifyRequest): string {
  const query = request.url.indexOf('?');
  return query < 0 ? request.url : request.url.slice(0, query);
}

/**
 * Samples how late a short timer fires. Keeps the largest lateness of the last two windows of a
 * second, so one late tick is remembered for at least a second, and a stall is seen only while
 * it lasts (or just after).
 */
function eventLoopLag(): { current(): number; stop(): void } {
  let expected = performance.now() + LAG_SAMPLE_MS;
  let windowStart = performance.now();
  let currentWindow = 0;
  let previousWindow = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    const late = Math.max(0, now - expected);
    expected = now + LAG_SAMPLE_MS;
    if (now - windowStart >= 1_000) {
      previousWindow = currentWindow;
      currentWindow = 0;
      windowStart = now;
    }
    currentWindow = Math.max(currentWindow, late);
  }, LAG_SAMPLE_MS);
  timer.unref();
  return {
    current: () => Math.max(currentWindow, previousWindow, performance.now() - expected),
    stop: () => clearInterval(timer),
  };
}

/**
 * Registers the limits as the app's first onRequest hook. Only /api is limited (the web app's
 * files and /metrics are cheap and must stay reachable), and never the health probes.
 */
export function registerLoadShedding(app: FastifyInstance, limits: LoadLimits): LoadShedding {
  let inFlight = 0;
  let refused = 0;
  const lag = limits.maxEventLoopDelayMs > 0 ? eventLoopLag() : undefined;
  app.addHook('onClose', async () => lag?.stop());

  const busy = (reply: FastifyReply) => {
    refused++;
    reply
      .code(503)
      .header('retry-after', String(limits.retryAfterSeconds))
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ error: { code: 'service_unavailable', message: SHELL_COPY.serverBusy } }));
  };

  app.addHook('onRequest', (request, reply, done) => {
    const path = pathOf(request);
    if (!path.startsWith('/api/') || EXEMPT_API_PATHS.has(path)) return done();
    const saturated =
      (limits.maxInFlight > 0 && inFlight >= limits.maxInFlight) ||
      (lag !== undefined && lag.current() > limits.maxEventLoopDelayMs);
    if (saturated) return busy(reply);
    if (STREAM_PATHS.has(path)) return done();
    inFlight++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      inFlight--;
    };
    // 'close' comes after 'finish', and also when the client goes away before an answer.
    reply.raw.once('finish', release);
    reply.raw.once('close', release);
    done();
  });
  const handle: LoadShedding = { inFlight: () => inFlight, refused: () => refused };
  app.decorate('loadShedding', handle);
  return handle;
}
