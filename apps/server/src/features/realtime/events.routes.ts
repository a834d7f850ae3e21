import type { FastifyPluginAsync } from 'fastify';
import { requireUser, signedInUser } from '../../guards/require-user.ts';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/events: a server-sent event stream of what changed for the signed-in user
 * (notifications, account/company changes). Events carry ids only; the page refetches.
 */
export const eventsRoutes: FastifyPluginAsync = async (app) => {
  const open = new Set<() => void>();
  // Streams never finish by themselves: end them so a graceful shutdown is not held up.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    '/events',
    {
      preHandler: requireUser,
      schema: { tags: ['realtime'], summary: 'Server-sent events for the signed-in user' },
    },
    (request, reply) => {
      const user = signedInUser(request);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      raw.write('retry: 3000\n\n');
      const unsubscribe = app.deps.realtime.subscribe(user.userId, (event) => {
        raw.write(`event: ${event.event}\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        if (!raw.writableEnded) raw.end();
      };
      open.add(end);
      request.raw.on('close', end);
    },
  );
};
