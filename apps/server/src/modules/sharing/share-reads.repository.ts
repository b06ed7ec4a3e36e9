import { and, asc, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { devices, deviceShares, users, type DeviceShareRow } from '../../db/schema/index.js';

export interface ShareWithUser {
  share: DeviceShareRow;
  user: { name: string; profilePicture: string } | null;
}

/** The shares read: a device's, one by id with its invitee's account, and those a user made lately. */
export function createShareReads(db: Database) {
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
  };
}
