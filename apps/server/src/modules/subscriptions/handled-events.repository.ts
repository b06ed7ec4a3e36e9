import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { deleteOldest } from '../../db/delete-oldest.js';
import { handledPaymentEvents } from '../../db/schema/index.js';

/**
 * The provider's events, kept from their receipt until handled (decision 0053): recorded once whatever the deliveries,
 * claimed by one process at a time for `seconds`, and marked handled or given back for another try; the handled ones
 * are pruned after a retention (decision 0057).
 */
export function createHandledEvents(db: Database) {
  const claimable = or(isNull(handledPaymentEvents.claimedUntil), lt(handledPaymentEvents.claimedUntil, sql`now()`));
  return {
    /** Keeps a verified event (its id, type and body); a delivery of one kept already changes nothing. */
    async recordEvent(event: { id: string; type: string }): Promise<void> {
      await db
        .insert(handledPaymentEvents)
        .values({ id: event.id, type: event.type, payload: event })
        .onConflictDoNothing({ target: handledPaymentEvents.id });
    },

    /**
     * The event's body as kept, if it is still to be handled and no other process holds it; it is then this caller's
     * for `seconds`.
     */
    async claimEvent(id: string, seconds: number): Promise<unknown> {
      const [row] = await db
        .update(handledPaymentEvents)
        .set({ claimedUntil: sql`now() + make_interval(secs => ${seconds})` })
        .where(and(eq(handledPaymentEvents.id, id), isNull(handledPaymentEvents.handledAt), claimable))
        .returning({ payload: handledPaymentEvents.payload });
      return row?.payload ?? undefined;
    },

    async markHandled(id: string): Promise<void> {
      await db
        .update(handledPaymentEvents)
        .set({ handledAt: sql`now()`, claimedUntil: null })
        .where(eq(handledPaymentEvents.id, id));
    },

    /** Gives a claimed event back after its handling failed, for the next sweep. */
    async releaseEvent(id: string): Promise<void> {
      await db
        .update(handledPaymentEvents)
        .set({ claimedUntil: null, failures: sql`${handledPaymentEvents.failures} + 1` })
        .where(eq(handledPaymentEvents.id, id));
    },

    /** Deletes up to `limit` events handled before `before`, oldest first; those still to be handled stay. */
    pruneHandled: (before: Date, limit: number): Promise<number> =>
      deleteOldest(
        db,
        handledPaymentEvents,
        { id: handledPaymentEvents.id, time: handledPaymentEvents.handledAt },
        before,
        limit,
      ),

    /** Events received at least `seconds` ago and still not handled, oldest first, that nobody holds. */
    async unhandledEvents(seconds: number, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: handledPaymentEvents.id })
        .from(handledPaymentEvents)
        .where(
          and(
            isNull(handledPaymentEvents.handledAt),
            lt(handledPaymentEvents.receivedAt, sql`now() - make_interval(secs => ${seconds})`),
            claimable,
          ),
        )
        .orderBy(asc(handledPaymentEvents.receivedAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}
