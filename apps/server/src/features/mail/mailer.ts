import nodemailer from 'nodemailer';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Database } from '../../db/types.ts';

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(mail: Mail): Promise<void>; transport: 'smtp' | 'log' };

type Logger = { info(obj: object, msg: string): void };

/**
 * With SMTP_URL, mails go out over SMTP. Without it they are written to the server log (links
 * included) so a person on a bare machine can still verify an account. Either way every mail is
 * kept in the mail_outbox table (the dev outbox).
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Database;
  log: Logger;
}): Mailer {
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const transport = smtp ? 'smtp' : 'log';
  return {
    transport,
    async send(mail) {
      if (smtp) {
        await smtp.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      } else {
        options.log.info(
          { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
          `mail to ${mail.to}: ${mail.subject}`,
        );
      }
      await options.db.insert(mailOutbox).values({ ...mail, transport });
    },
  };
}
