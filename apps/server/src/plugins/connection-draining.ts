import type { FastifyInstance } from 'fastify';

const IDLE_SWEEP_MS = 100;

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
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    if (sweeper) clearInterval(sweeper);
  });
}
