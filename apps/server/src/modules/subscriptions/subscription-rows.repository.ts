import { and, desc, eq, getTableColumns, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { deviceSubscriptions, devices } from '../../db/schema/index.js';

/** A subscription with the serial number of its device, which the answers name it by, and the device's name. */
export type DeviceSubscriptionRow = typeof deviceSubscriptions.$inferSelect & {
  deviceUUID: string;
  deviceName: string;
};
export type DeviceSubscriptionValues = typeof deviceSubscriptions.$inferInsert;

/** The device subscriptions, each with its device: read by id, user or device, and stored as the provider has them. */
export function createSubscriptionRows(db: Database) {
  const withDevice = () =>
    db
      .select({ ...getTableColumns(deviceSubscriptions), deviceUUID: devices.deviceUUID, deviceName: devices.name })
      .from(deviceSubscriptions)
      .innerJoin(devices, eq(devices.id, deviceSubscriptions.deviceId));
  return {
    async subscription(id: string) {
      const [row] = await withDevice().where(eq(deviceSubscriptions.id, id));
      return row;
    },
    async subscriptionsOfUser(userId: string, options: { deviceId?: string; liveOnly?: boolean } = {}) {
      return withDevice()
        .where(
          and(
            eq(deviceSubscriptions.userId, userId),
            options.deviceId ? eq(deviceSubscriptions.deviceId, options.deviceId) : undefined,
            options.liveOnly ? eq(deviceSubscriptions.live, true) : undefined,
          ),
        )
        .orderBy(desc(deviceSubscriptions.createdAt));
    },
    async liveSubscriptionsOfDevice(deviceId: string) {
      return withDevice().where(and(eq(deviceSubscriptions.deviceId, deviceId), eq(deviceSubscriptions.live, true)));
    },
    async rememberChangeRequest(id: string, changeRequestKey: string | null) {
      await db.update(deviceSubscriptions).set({ changeRequestKey }).where(eq(deviceSubscriptions.id, id));
    },
    /**
     * Stores the provider's view of a subscription unless a newer one is stored already (events may arrive out of
     * order); answers whether it was stored.
     */
    async upsertSubscription(values: DeviceSubscriptionValues): Promise<boolean> {
      const rows = await db
        .insert(deviceSubscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: deviceSubscriptions.id,
          set: {
            planId: values.planId,
            status: values.status,
            provider: values.provider,
            schedule: values.schedule ?? null,
            paidCycles: values.paidCycles,
            paidThrough: values.paidThrough ?? null,
            live: values.live,
            authenticationInvoiceId: values.authenticationInvoiceId ?? null,
            syncedAt: values.syncedAt,
          },
          setWhere: lte(deviceSubscriptions.syncedAt, values.syncedAt),
        })
        .returning({ id: deviceSubscriptions.id });
      return rows.length > 0;
    },
  };
}
