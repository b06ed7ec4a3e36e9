import { and, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { deviceSubscriptions } from '../../db/schema/index.js';

/** A subscription that ended canceled with a refund the user asked for. */
const canceledWithRefund = () =>
  and(
    eq(deviceSubscriptions.status, 'canceled'),
    sql`${deviceSubscriptions.provider}->'metadata'->>'refund' = 'requested'`,
  );

/** Who has which plans: the users and devices with live subscriptions, and the devices whose plan ended refunded. */
export function createSubscriptionLookups(db: Database) {
  return {
    async hasLiveSubscriptions(userId: string) {
      const [row] = await db
        .select({ id: deviceSubscriptions.id })
        .from(deviceSubscriptions)
        .where(and(eq(deviceSubscriptions.userId, userId), eq(deviceSubscriptions.live, true)))
        .limit(1);
      return Boolean(row);
    },
    /** The devices whose plan the user had ended with a refund: the grace period is once per device and buyer. */
    async devicesRefundedFor(userId: string) {
      const rows = await db
        .selectDistinct({ deviceId: deviceSubscriptions.deviceId })
        .from(deviceSubscriptions)
        .where(and(eq(deviceSubscriptions.userId, userId), canceledWithRefund()));
      return new Set(rows.map((row) => row.deviceId));
    },
    /** Whether the buyer of this subscription had another plan of its device canceled with a refund. */
    async refundedBefore(row: { id: string; userId: string; deviceId: string }) {
      const [found] = await db
        .select({ id: deviceSubscriptions.id })
        .from(deviceSubscriptions)
        .where(
          and(
            eq(deviceSubscriptions.userId, row.userId),
            eq(deviceSubscriptions.deviceId, row.deviceId),
            ne(deviceSubscriptions.id, row.id),
            canceledWithRefund(),
          ),
        )
        .limit(1);
      return Boolean(found);
    },
    async devicesWithLiveSubscriptions(deviceIds: string[]) {
      if (deviceIds.length === 0) return new Set<string>();
      const rows = await db
        .selectDistinct({ deviceId: deviceSubscriptions.deviceId })
        .from(deviceSubscriptions)
        .where(and(inArray(deviceSubscriptions.deviceId, deviceIds), eq(deviceSubscriptions.live, true)));
      return new Set(rows.map((row) => row.deviceId));
    },
    /** The users with live subscriptions: the payers whose cards matter. */
    async usersWithLiveSubscriptions(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: deviceSubscriptions.userId })
        .from(deviceSubscriptions)
        .where(eq(deviceSubscriptions.live, true));
      return rows.map((row) => row.userId);
    },

    /** The subscriptions a lost event could have left behind: the live ones, and those synced since `since` (ms). */
    async subscriptionsToReconcile(since: number): Promise<string[]> {
      const rows = await db
        .select({ id: deviceSubscriptions.id })
        .from(deviceSubscriptions)
        .where(or(eq(deviceSubscriptions.live, true), gte(deviceSubscriptions.syncedAt, since)));
      return rows.map((row) => row.id);
    },
  };
}
