import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { deviceShares, type DeviceShareRow } from '../../db/schema/index.js';

export type NewShare = typeof deviceShares.$inferInsert;
/** What the share calls may change; the device, the invitee and acceptance have their own paths. */
export type ShareChanges = Partial<
  Pick<NewShare, 'sharerName' | 'message' | 'securityLevel' | 'accessRightsFlag' | 'expiryDate'>
>;

/** The shares written: made, changed, a sharee's alert switches, and ended, one or all of a device's. */
export function createShareWrites(db: Database) {
  return {
    /** Inserts unless the device is already shared with that email; answers the new row, undefined when it was. */
    async insert(values: NewShare): Promise<DeviceShareRow | undefined> {
      const [inserted] = await db
        .insert(deviceShares)
        .values(values)
        .onConflictDoNothing({ target: [deviceShares.deviceId, deviceShares.sharedUserWithEmail] })
        .returning();
      return inserted;
    },

    /** Answers the changed row, undefined when there is no share with that id. */
    async update(id: string, changes: ShareChanges): Promise<DeviceShareRow | undefined> {
      const [updated] = await db.update(deviceShares).set(changes).where(eq(deviceShares.id, id)).returning();
      return updated;
    },

    async remove(id: string): Promise<boolean> {
      const removed = await db.delete(deviceShares).where(eq(deviceShares.id, id)).returning({ id: deviceShares.id });
      return removed.length > 0;
    },

    /** A sharee's own alert switches on the device. */
    async setAlerts(deviceId: string, userId: string, alerts: { pushNotification?: boolean; emailAlerts?: boolean }) {
      await db
        .update(deviceShares)
        .set(alerts)
        .where(and(eq(deviceShares.deviceId, deviceId), eq(deviceShares.userId, userId)));
    },

    async removeAllForDevice(deviceId: string): Promise<number> {
      const removed = await db
        .delete(deviceShares)
        .where(eq(deviceShares.deviceId, deviceId))
        .returning({ id: deviceShares.id });
      return removed.length;
    },
  };
}
