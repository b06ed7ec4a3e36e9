import { desc } from 'drizzle-orm';
import type { MailMessage } from '../../adapters/mail/index.js';
import type { Database } from '../../db/client.js';
import { mailOutbox, type OutboxRow } from '../../db/schema/index.js';
import { insertInChunks } from '../../db/insert-in-chunks.js';

/** Four parameters a row: well under the 65,535 one statement takes. */
const OUTBOX_INSERT_ROWS = 5000;

export function createOutboxRepository(db: Database) {
  return {
    /** The messages in one multi-row INSERT (one per OUTBOX_INSERT_ROWS, in one transaction). */
    async insert(messages: MailMessage[]): Promise<void> {
      const rows = messages.map((message) => ({
        recipient: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
      }));
      await insertInChunks(db, rows, OUTBOX_INSERT_ROWS, async (tx, chunk) => {
        await tx.insert(mailOutbox).values(chunk);
        return [];
      });
    },
    latest(limit: number): Promise<OutboxRow[]> {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
