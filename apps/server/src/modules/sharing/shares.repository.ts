import { and, asc, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { devices, deviceShares, users, type DeviceShareRow } from '../../db/schema/index.js';

export type NewShare = typeof deviceShares.$inferInsert;
/** What the share calls may change; the device, the invitee and acceptance have their own paths. */
export type ShareChanges = Partial<
  Pick<NewShare, 'sharerName' | 'message' | 'securityLevel' | 'accessRightsFlag' | 'expiryDate'>
>;

export interface ShareWithUser {
  share: DeviceShareRow;
  user: { name: string; profilePicture: string } | null;
}

export function createSharesRepository(db: Database) {
  async function withUsers(where: SQL | undefined): Promise<ShareWithUser[]> {
    const rows = await db
      .select({ share: deviceShares, name: users.name, profilePicture: users.profilePicture })
      .from(deviceShares)
      .leftJoin(users, eq(users.id, deviceShares.userId))
      .where(where)
      .orderBy(asc(deviceShares.createdAt), asc(deviceShares.id));
    return rows.map(({ share, name, profilePicture }) => ({
      share,
      user: name === null ? null : { name, profilePicture: profilePicture ?? '' },
    }));
  }

  return {
    /** A device's shares, oldest first, or only one user's share of it when `onlyUserId` is given. */
    listForDevice(deviceId: string, onlyUserId?: string): Promise<ShareWithUser[]> {
      return withUsers(
        and(eq(deviceShares.deviceId, deviceId), onlyUserId ? eq(deviceShares.userId, onlyUserId) : undefined),
      );
    },

    /** The shares `userId` made since `since`, newest first, with their device's name. */
    madeSince(userId: string, since: Date) {
      return db
        .select({
          id: deviceShares.id,
          deviceName: devices.name,
          sharedUserWithEmail: deviceShares.sharedUserWithEmail,
          accessRightsFlag: deviceShares.accessRightsFlag,
          startDate: deviceShares.startDate,
        })
        .from(deviceShares)
        .innerJoin(devices, eq(devices.id, deviceShares.deviceId))
        .where(and(eq(deviceShares.sharedById, userId), gte(deviceShares.startDate, since)))
        .orderBy(desc(deviceShares.startDate), asc(deviceShares.id));
    },

    async findById(id: string): Promise<ShareWithUser | undefined> {
      const [found] = await withUsers(eq(deviceShares.id, id));
      return found;
    },

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

export type SharesRepository = ReturnType<typeof createSharesRepository>;
