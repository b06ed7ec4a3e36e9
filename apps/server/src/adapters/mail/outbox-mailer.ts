import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import type { Mailer, MailMessage } from './mailer.js';

/** Keeps every message in the database (shown at /dev/mailbox) and logs that it did, so nothing leaves the machine. */
export function createOutboxMailer(db: Database, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await db.insert(mailOutbox).values({
        recipient: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
      });
      log.info({ to: message.to, subject: message.subject }, 'mail kept in the outbox (no SMTP_URL set)');
    },
    async close() {},
  };
}
