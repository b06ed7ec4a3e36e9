import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { deleteOldest } from '../../db/delete-oldest.js';
import { devices, notifications, type NewNotificationRow, type NotificationRow } from '../../db/schema/index.js';

/** The notifications stored and pruned, and the device an event is told about. */
export function createNotificationStore(db: Database) {
  return {
    /** The name and serial number an event about a device is told with. */
    async deviceOf(deviceId: string): Promise<{ id: string; name: string; deviceUUID: string } | undefined> {
      const [device] = await db
        .select({ id: devices.id, name: devices.name, deviceUUID: devices.deviceUUID })
        .from(devices)
        .where(eq(devices.id, deviceId));
      return device;
    },

    async insert(rows: NewNotificationRow[]): Promise<NotificationRow[]> {
      return rows.length === 0 ? [] : db.insert(notifications).values(rows).returning();
    },

    /** Deletes up to `limit` of the notifications raised before `before`, oldest first; answers how many went. */
    pruneBatch: (before: Date, limit: number): Promise<number> =>
      deleteOldest(db, notifications, { id: notifications.id, time: notifications.createdAt }, before, limit),
  };
}
