import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { devices, notificationEmailTokens } from '../../db/schema/index.js';

/** The links mailed to new notification addresses, and the addresses that opened theirs. */
export function createNotificationEmailConfirmationsRepository(db: Database) {
  return {
    /** Stores the link of an address, replacing any earlier one of the same device and address. */
    async issue(deviceId: string, email: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(notificationEmailTokens)
          .where(and(eq(notificationEmailTokens.deviceId, deviceId), eq(notificationEmailTokens.email, email)));
        await tx.insert(notificationEmailTokens).values({ deviceId, email, tokenHash, expiresAt });
      });
    },

    /**
     * Whether a link mailed to the address for the device still works. A link outlives the address's removal from
     * the list, so removing and adding an address again does not mail it again: its link confirms it once it is back.
     */
    async hasLive(deviceId: string, email: string, now: Date): Promise<boolean> {
      const [live] = await db
        .select({ tokenHash: notificationEmailTokens.tokenHash })
        .from(notificationEmailTokens)
        .where(
          and(
            eq(notificationEmailTokens.deviceId, deviceId),
            eq(notificationEmailTokens.email, email),
            gt(notificationEmailTokens.expiresAt, now),
          ),
        );
      return Boolean(live);
    },

    /**
     * Uses a link up: its address joins the confirmed ones of its device if it is still a notification address there.
     * Answers whether it did.
     */
    async confirm(tokenHash: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .delete(notificationEmailTokens)
          .where(and(eq(notificationEmailTokens.tokenHash, tokenHash), gt(notificationEmailTokens.expiresAt, now)))
          .returning({ deviceId: notificationEmailTokens.deviceId, email: notificationEmailTokens.email });
        if (!used) return false;
        const confirmed = await tx
          .update(devices)
          .set({
            confirmedNotificationEmails: sql`array_append(array_remove(${devices.confirmedNotificationEmails}, ${used.email}::text), ${used.email}::text)`,
          })
          .where(and(eq(devices.id, used.deviceId), sql`${used.email}::text = ANY(${devices.notificationEmails})`))
          .returning({ id: devices.id });
        return confirmed.length > 0;
      });
    },
  };
}

export type NotificationEmailConfirmationsRepository = ReturnType<
  typeof createNotificationEmailConfirmationsRepository
>;
