import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.ts';
import { registerMetrics } from './features/metrics/metrics.plugin.ts';
import { registerAccessDocumentation } from './guards/require-access.ts';
import { registerCompression } from './plugins/compression.ts';
import { KEEP_ALIVE_TIMEOUT_MS, registerConnectionDraining } from './plugins/connection-draining.ts';
import { registerCsrfGuard } from './plugins/csrf.ts';
import { registerEngineLanes } from './plugins/engine-lanes.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { DEFAULT_LOAD_LIMITS, registerLoadShedding } from './plugins/load-shedding.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { frameworkErrorsFor, registerWebApp } from './plugins/web.ts';
import { zodSerializerCompiler } from './plugins/zod-serializer.ts';
import { registerApiRoutes } from './routes.ts';

export type BuildAppOptions = { deps: AppDeps; logger?: boolean | object };

/** Builds the HTTP app (API under /api, the web app everywhere else) without listening. */
export async function buildApp({ deps, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // Query strings can carry tokens (crossApp, reset links): log paths only.
      serializers: {
        req: (req: { method: string; url: string; id: string }) => ({
          method: req.method,
          url: req.url.split('?')[0],
          id: req.id,
        }),
      },
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors: frameworkErrorsFor(config.webDistDir),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Validates every response with zod's parse rather than encode: see zod-serializer.ts.
  app.setSerializerCompiler(zodSerializerCompiler);
  app.decorate('deps', deps);
  app.decorateRequest('currentUser', null);
  // First of all hooks: an overloaded node refuses before spending anything on the request.
  const defaults = DEFAULT_LOAD_LIMITS[deps.database.kind];
  registerLoadShedding(app, {
    ...defaults,
    maxInFlight: config.maxInFlightRequests ?? defaults.maxInFlight,
    maxEventLoopDelayMs: config.maxEventLoopDelayMs ?? defaults.maxEventLoopDelayMs,
  });
  registerEngineLanes(app);
  registerConnectionDraining(app);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  registerSecurityHeaders(app);
  await registerCompression(app);
  registerErrorHandling(app);
  registerInputGuard(app);
  registerAccessDocumentation(app);
  registerCsrfGuard(app, [new URL(config.appUrl).origin]);
  await registerOpenApi(app);
  registerMetrics(app);
  await app.register(registerApiRoutes, { prefix: '/api' });
  await registerWebApp(app, config.webDistDir);
  return app;
}
