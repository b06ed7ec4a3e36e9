import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailFailure, MailMessage, OutboxStore } from './mailer.js';

/** Keeps every message in the outbox (shown at /dev/mailbox) and logs that it did, so nothing leaves the machine. */
export function createOutboxMailer(outbox: OutboxStore, log: FastifyBaseLogger): Mailer {
  const kept = (messages: MailMessage[]) => {
    for (const { to, subject } of messages) log.info({ to, subject }, 'mail kept in the outbox (no SMTP_URL set)');
  };
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await outbox.insert([message]);
      kept([message]);
    },
    /** One insert keeps them all, or none: then each is answered failed with the insert's error. */
    async sendEach(messages: MailMessage[]): Promise<MailFailure[]> {
      if (messages.length === 0) return [];
      try {
        await outbox.insert(messages);
      } catch (error) {
        return messages.map((message) => ({ message, error }));
      }
      kept(messages);
      return [];
    },
    async close() {},
  };
}
