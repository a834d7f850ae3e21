import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { isLoopbackAddress } from '../../lib/network/ip-policy.ts';

const outboxMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.date(),
});

/**
 * The dev outbox: the mails this server sent, newest first, so that on a machine without SMTP a
 * person (or an end-to-end test) can follow a verification or reset link. Registered only when
 * config.devOutbox is on (never in production, off by default with SMTP), and answered only to
 * loopback clients.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      // The mails carry sign-in links and tokens: only a client on this machine may read them.
      // Both the socket and the client address (a trusted proxy's X-Forwarded-For) must be
      // loopback; anyone else is told there is no such route.
      onRequest: async (request) => {
        if (!isLoopbackAddress(request.socket.remoteAddress) || !isLoopbackAddress(request.ip))
          throw notFound(`No route GET ${request.url.split('?')[0]}`);
      },
      schema: {
        tags: ['development'],
        summary: 'Mails sent by this server (development only)',
        querystring: z.object({ to: z.string().optional() }),
        response: { 200: z.object({ mails: z.array(outboxMailSchema) }) },
      },
    },
    async (request) => {
      const to = request.query.to?.trim().toLowerCase();
      const mails = await app.deps.database.db
        .select({
          id: mailOutbox.id,
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          text: mailOutbox.text,
          createdAt: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .where(to ? eq(mailOutbox.to, to) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(50);
      return { mails };
    },
  );
};
