import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { notFound, unauthorized } from '../../lib/errors.ts';

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function sameToken(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * Prometheus metrics at GET /metrics (outside /api, where scrapers look), only when METRICS_TOKEN
 * is set and only with `Authorization: Bearer <token>`: request rate and latency by route, the
 * database pool, job queue depth and failures, open event streams, event-loop lag and the process.
 * One registry per app, so several apps in one process (tests) keep their own figures.
 */
export function registerMetrics(app: FastifyInstance): Registry | undefined {
  const token = app.deps.config.metricsToken;
  if (!token) {
    // The web app answers every other GET; say plainly that metrics are off.
    app.get('/metrics', { schema: { hide: true } }, async () => {
      throw notFound('Metrics are switched off. Set METRICS_TOKEN to turn them on.');
    });
    return undefined;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'northdesk_' });
  const { database, jobs, realtime } = app.deps;

  const duration = new Histogram({
    name: 'northdesk_http_request_duration_seconds',
    help: 'HTTP requests by route template, method and status; _count gives the rate',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'northdesk_db_pool_connections',
    help: 'Database connections by state (total, idle, waiting callers)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'northdesk_jobs',
    help: 'Background jobs in the queue tables by kind and state (created, retry, active, failed…)',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for (const row of await jobs.stateCounts()) this.set({ kind: row.kind, state: row.state }, row.count);
      } catch (error) {
        app.log.warn({ err: error }, 'metrics: job counts unavailable');
      }
    },
  });
  new Gauge({
    name: 'northdesk_sse_connections',
    help: 'Open server-sent event streams on this node',
    registers: [registry],
    collect() {
      this.set(realtime.connectionCount());
    },
  });

  new Gauge({
    name: 'northdesk_http_in_flight_requests',
    help: 'API requests this node is working on (event streams not counted)',
    registers: [registry],
    collect() {
      this.set(app.loadShedding.inFlight());
    },
  });
  new Gauge({
    name: 'northdesk_http_shed_requests',
    help: 'API requests refused with 503 + Retry-After by load shedding since the node started',
    registers: [registry],
    collect() {
      this.set(app.loadShedding.refused());
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    duration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!given || !sameToken(given, token)) throw unauthorized('A valid metrics token is required.');
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  return registry;
}
