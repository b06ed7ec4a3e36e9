import { eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
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
    async pruneBatch(before: Date, limit: number): Promise<number> {
      const oldest = db
        .select({ id: notifications.id })
        .from(notifications)
        .where(lt(notifications.createdAt, before))
        .orderBy(notifications.createdAt)
        .limit(limit);
      const rows = await db
        .delete(notifications)
        .where(inArray(notifications.id, oldest))
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}
