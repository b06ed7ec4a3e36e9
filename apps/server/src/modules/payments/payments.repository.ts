import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Currency } from '@lodestar/contract';
import type { Database } from '../../db/client.js';
import { cardExpiryNotices, paymentCustomers } from '../../db/schema/index.js';

/** Payments' own rows besides the history: each user's customer at the provider, and the card expiry notices sent. */
export function createPaymentsRepository(db: Database) {
  return {
    async customerOf(userId: string) {
      const [row] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId));
      return row;
    },
    async userOfCustomer(customerId: string) {
      const [row] = await db.select({ userId: paymentCustomers.userId }).from(paymentCustomers).where(eq(paymentCustomers.customerId, customerId));
      return row?.userId;
    },
    /** The customers of these users, those who have one. */
    async customersOf(userIds: string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({ userId: paymentCustomers.userId, customerId: paymentCustomers.customerId })
        .from(paymentCustomers)
        .where(inArray(paymentCustomers.userId, userIds));
    },
    /** Records the user's customer; when another request recorded one first, answers that one. */
    async saveCustomer(userId: string, customerId: string) {
      await db.insert(paymentCustomers).values({ userId, customerId }).onConflictDoNothing({ target: paymentCustomers.userId });
      const [row] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId));
      return row!;
    },
    /** The first subscription fixes the customer's currency; later ones must be in it. */
    async fixCurrency(userId: string, currency: Currency) {
      await db
        .update(paymentCustomers)
        .set({ currency })
        .where(and(eq(paymentCustomers.userId, userId), sql`${paymentCustomers.currency} is null`));
    },

    /** Claims the one expiry notice of a card and its date; false when it was sent before. */
    async claimCardNotice(paymentMethodId: string, expires: string): Promise<boolean> {
      const rows = await db
        .insert(cardExpiryNotices)
        .values({ paymentMethodId, expires })
        .onConflictDoUpdate({ target: cardExpiryNotices.paymentMethodId, set: { expires, notifiedAt: new Date() }, setWhere: ne(cardExpiryNotices.expires, expires) })
        .returning({ id: cardExpiryNotices.paymentMethodId });
      return rows.length > 0;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
