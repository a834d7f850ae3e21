import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { type MailAttachment, mailOutbox } from '../../db/schema/index.ts';
import type { Database } from '../../db/types.ts';
import { defineJob } from '../../lib/jobs/define-job.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { readStoredFile } from '../../lib/storage/read-stored-file.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};
export type Mailer = {
  /** Records the mail and sends it: over SMTP through the job queue (retried), else to the log. */
  send(mail: Mail): Promise<void>;
  /** Delivers one recorded mail over SMTP (the mail.deliver job). */
  deliver(outboxId: number, options?: { lastAttempt?: boolean }): Promise<void>;
  transport: 'smtp' | 'log';
};

type Logger = { info(obj: object, msg: string): void };

const MAIL_DELIVERY_RETRIES = 5;
const UNDELIVERABLE = /@(?:[^@]+\.)?invalid$/i;

/** Delivers a queued mail over SMTP; retried with backoff when the SMTP server is away. */
export const mailDeliveryJob = defineJob<{ outboxId: number }>({
  name: 'mail.deliver',
  retryLimit: MAIL_DELIVERY_RETRIES,
  retryDelaySeconds: 30,
  retryBackoff: true,
  concurrency: 4,
  async run(job, deps) {
    await deps.mailer.deliver(job.data.outboxId, { lastAttempt: job.attempt > MAIL_DELIVERY_RETRIES });
    return { outboxId: job.data.outboxId };
  },
});

/**
 * With SMTP_URL, mails go out over SMTP, delivered by a job so a slow or absent SMTP server never
 * holds up a request and a failed delivery is retried. Without it they are written to the server
 * log (links included) so a person on a bare machine can still verify an account. Either way every
 * mail is kept in the mail_outbox table (the dev outbox).
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Database;
  log: Logger;
  jobs: JobQueue;
  storage: FileStorage;
}): Mailer {
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const transport = smtp ? 'smtp' : 'log';
  return {
    transport,
    async send(mail) {
      // The reserved .invalid domain (RFC 2606) cannot receive mail: placeholder members' own
      // accounts live there (settings/users/user-accounts.service.ts), and nothing is sent to them.
      if (UNDELIVERABLE.test(mail.to)) {
        options.log.info(
          { mail: { to: mail.to, subject: mail.subject } },
          'mail to a reserved address not sent',
        );
        return;
      }
      if (!smtp) {
        options.log.info(
          {
            mail: {
              to: mail.to,
              subject: mail.subject,
              text: mail.text,
              attachments: mail.attachments?.map((a) => a.filename),
            },
          },
          `mail to ${mail.to}: ${mail.subject}`,
        );
        await options.db.insert(mailOutbox).values({ ...mail, transport, status: 'sent' });
        return;
      }
      await options.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(mailOutbox)
          .values({ ...mail, transport, status: 'queued' })
          .returning({ id: mailOutbox.id });
        if (!row) throw new Error('mail could not be recorded');
        await options.jobs.enqueue(mailDeliveryJob, { outboxId: row.id }, { tx });
      });
    },
    async deliver(outboxId, deliverOptions = {}) {
      if (!smtp) return;
      const [mail] = await options.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
      if (!mail || mail.status === 'sent') return;
      try {
        await smtp.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          attachments: await Promise.all(
            (mail.attachments ?? []).map(async (attachment) => {
              const content = await readStoredFile(options.storage, attachment.storageKey);
              if (!content) throw new Error(`attachment ${attachment.storageKey} is gone`);
              return { filename: attachment.filename, contentType: attachment.contentType, content };
            }),
          ),
        });
      } catch (error) {
        await options.db
          .update(mailOutbox)
          .set({
            error: error instanceof Error ? error.message : String(error),
            ...(deliverOptions.lastAttempt ? { status: 'failed' as const } : {}),
          })
          .where(eq(mailOutbox.id, outboxId));
        throw error;
      }
      await options.db
        .update(mailOutbox)
        .set({ status: 'sent', error: null })
        .where(eq(mailOutbox.id, outboxId));
    },
  };
}
