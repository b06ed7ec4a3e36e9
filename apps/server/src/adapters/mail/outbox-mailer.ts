import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage, OutboxStore } from './mailer.js';

/** Keeps every message in the outbox (shown at /dev/mailbox) and logs that it did, so nothing leaves the machine. */
export function createOutboxMailer(outbox: OutboxStore, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await outbox.insert(message);
      log.info({ to: message.to, subject: message.subject }, 'mail kept in the outbox (no SMTP_URL set)');
    },
    async close() {},
  };
}
