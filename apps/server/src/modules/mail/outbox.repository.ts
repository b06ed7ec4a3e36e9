import { desc } from 'drizzle-orm';
import type { MailMessage } from '../../adapters/mail/index.js';
import type { Database } from '../../db/client.js';
import { mailOutbox, type OutboxRow } from '../../db/schema/index.js';

export function createOutboxRepository(db: Database) {
  return {
    async insert(message: MailMessage): Promise<void> {
      await db.insert(mailOutbox).values({
        recipient: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
      });
    },
    latest(limit: number): Promise<OutboxRow[]> {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
