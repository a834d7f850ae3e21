import type { FastifyInstance } from 'fastify';

const IDLE_SWEEP_MS = 100;

/**
 * How long a node keeps an idle client connection open (Fastify's default, made explicit). A
 * reverse proxy that keeps connections to the nodes must drop idle ones sooner (deploy/Caddyfile:
 * 60 s), or it may send a request on a connection the node is closing and get a reset.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * Graceful shutdown: once closing starts, in-flight requests still finish, but their responses
 * tell the client to close the connection, and keep-alive sockets that turn idle are closed at
 * once instead of holding the process for the keep-alive timeout.
 */
export function registerConnectionDraining(app: FastifyInstance): void {
  let closing = false;
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closing = true;
    sweeper = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweeper.unref();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onClose', async () => {
    if (sweeper) clearInterval(sweeper);
  });
}
