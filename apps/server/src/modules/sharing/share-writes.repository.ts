import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Privilege } from '@lodestar/contract';
import { deviceShares, type DeviceShareRow } from '../../db/schema/index.js';
import { endLinksMadeBy, endSharedLinks } from '../live-links/index.js';

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

    /**
     * Answers the changed row, undefined when there is no share with that id. A share that no longer gives the Owner
     * privilege ends the live links its holder made.
     */
    async update(id: string, changes: ShareChanges): Promise<DeviceShareRow | undefined> {
      return db.transaction(async (tx) => {
        const [updated] = await tx.update(deviceShares).set(changes).where(eq(deviceShares.id, id)).returning();
        if (updated?.userId && updated.accessRightsFlag !== Privilege.Owner) {
          await endLinksMadeBy(tx, updated.deviceId, updated.userId);
        }
        return updated;
      });
    },

    /** Ends the share, and the live links its holder made. */
    async remove(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(deviceShares)
          .where(eq(deviceShares.id, id))
          .returning({ deviceId: deviceShares.deviceId, userId: deviceShares.userId });
        if (removed?.userId) await endLinksMadeBy(tx, removed.deviceId, removed.userId);
        return removed !== undefined;
      });
    },

    /** A sharee's own alert switches on the device. */
    async setAlerts(deviceId: string, userId: string, alerts: { pushNotification?: boolean; emailAlerts?: boolean }) {
      await db
        .update(deviceShares)
        .set(alerts)
        .where(and(eq(deviceShares.deviceId, deviceId), eq(deviceShares.userId, userId)));
    },

    async removeAllForDevice(deviceId: string): Promise<number> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(deviceShares)
          .where(eq(deviceShares.deviceId, deviceId))
          .returning({ id: deviceShares.id });
        await endSharedLinks(tx, deviceId);
        return removed.length;
      });
    },
  };
}
