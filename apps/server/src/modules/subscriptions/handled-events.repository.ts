import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { handledPaymentEvents } from '../../db/schema/index.js';

/** The provider's events handled: each is claimed once, and released when handling it failed. */
export function createHandledEvents(db: Database) {
  return {
    /** Claims an event id; false when it was handled before. */
    async claimEvent(id: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(handledPaymentEvents)
        .values({ id, type })
        .onConflictDoNothing()
        .returning({ id: handledPaymentEvents.id });
      return rows.length > 0;
    },
    async releaseEvent(id: string) {
      await db.delete(handledPaymentEvents).where(eq(handledPaymentEvents.id, id));
    },
  };
}
