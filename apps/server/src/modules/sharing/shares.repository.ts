import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { deviceShares, users, type DeviceShareRow } from '../../db/schema/index.js';

export type NewShare = typeof deviceShares.$inferInsert;

export interface ShareWithUser {
  share: DeviceShareRow;
  user: { name: string; profilePicture: string } | null;
}

export function createSharesRepository(db: Database) {
  return {
    /** A device's shares, or only one user's share of it when `onlyUserId` is given. */
    async listForDevice(deviceId: string, onlyUserId?: string): Promise<ShareWithUser[]> {
      const rows = await db
        .select({ share: deviceShares, name: users.name, profilePicture: users.profilePicture })
        .from(deviceShares)
        .leftJoin(users, eq(users.id, deviceShares.userId))
        .where(and(eq(deviceShares.deviceId, deviceId), onlyUserId ? eq(deviceShares.userId, onlyUserId) : undefined))
        .orderBy(asc(deviceShares.createdAt), asc(deviceShares.id));
      return rows.map(({ share, name, profilePicture }) => ({
        share,
        user: name === null ? null : { name, profilePicture: profilePicture ?? '' },
      }));
    },

    /** Inserts unless the device is already shared with that email; answers whether it did. */
    async insert(values: NewShare): Promise<boolean> {
      const inserted = await db
        .insert(deviceShares)
        .values(values)
        .onConflictDoNothing({ target: [deviceShares.deviceId, deviceShares.sharedUserWithEmail] })
        .returning({ id: deviceShares.id });
      return inserted.length > 0;
    },

    /** A sharee's own alert switches on the device. */
    async setAlerts(deviceId: string, userId: string, alerts: { pushNotification?: boolean; emailAlerts?: boolean }) {
      await db
        .update(deviceShares)
        .set(alerts)
        .where(and(eq(deviceShares.deviceId, deviceId), eq(deviceShares.userId, userId)));
    },

    async removeAllForDevice(deviceId: string): Promise<number> {
      const removed = await db.delete(deviceShares).where(eq(deviceShares.deviceId, deviceId)).returning({ id: deviceShares.id });
      return removed.length;
    },
  };
}

export type SharesRepository = ReturnType<typeof createSharesRepository>;
