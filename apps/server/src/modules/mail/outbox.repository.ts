import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mailOutbox, type OutboxRow } from '../../db/schema/index.js';

export function createOutboxRepository(db: Database) {
  return {
    latest(limit: number): Promise<OutboxRow[]> {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
    },
  };
}
