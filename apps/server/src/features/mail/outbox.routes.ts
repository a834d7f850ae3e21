import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema/index.ts';

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
 * config.devOutbox is on (never by default in production or with SMTP).
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
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
