import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A file sent with a mail, by its storage key: the delivery job reads it when it sends. */
export type MailAttachment = { filename: string; contentType: string; storageKey: string };

/**
 * Every mail the server sends, with how it went. Without SMTP this is the dev outbox that lets a
 * person on a bare machine (or an end-to-end test) follow a verification or reset link.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with the mail, by storage key (a quote's PDF); read when it is delivered. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    transport: text('transport').notNull(),
    /** 'sent' (or logged); 'queued' while the job queue delivers it over SMTP; 'failed' after the last retry. */
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('sent'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);
