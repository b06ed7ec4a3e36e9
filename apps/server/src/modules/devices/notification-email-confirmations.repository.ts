import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { devices, notificationEmailTokens } from '../../db/schema/index.js';

/** The links mailed to new notification addresses, and the addresses that opened theirs. */
export function createNotificationEmailConfirmationsRepository(db: Database) {
  return {
    /** Stores the link of an address, replacing any earlier one of the same device and address. */
    async issue(deviceId: string, email: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(notificationEmailTokens).where(and(eq(notificationEmailTokens.deviceId, deviceId), eq(notificationEmailTokens.email, email)));
        await tx.insert(notificationEmailTokens).values({ deviceId, email, tokenHash, expiresAt });
      });
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
          .set({ confirmedNotificationEmails: sql`array_append(array_remove(${devices.confirmedNotificationEmails}, ${used.email}::text), ${used.email}::text)` })
          .where(and(eq(devices.id, used.deviceId), sql`${used.email}::text = ANY(${devices.notificationEmails})`))
          .returning({ id: devices.id });
        return confirmed.length > 0;
      });
    },

    /** Forgets the link of an address that left the device's list. */
    async forget(deviceId: string, email: string): Promise<void> {
      await db.delete(notificationEmailTokens).where(and(eq(notificationEmailTokens.deviceId, deviceId), eq(notificationEmailTokens.email, email)));
    },
  };
}

export type NotificationEmailConfirmationsRepository = ReturnType<typeof createNotificationEmailConfirmationsRepository>;
