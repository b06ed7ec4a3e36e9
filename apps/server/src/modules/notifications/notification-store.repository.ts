import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { deleteOldest } from '../../db/delete-oldest.js';
import { insertInChunks } from '../../db/insert-in-chunks.js';
import { devices, notifications, type NewNotificationRow, type NotificationRow } from '../../db/schema/index.js';

/** Eleven parameters a row: well under the 65,535 one statement takes. */
const NOTIFICATION_INSERT_ROWS = 5000;

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

    /** The rows in one multi-row INSERT (one per NOTIFICATION_INSERT_ROWS, in one transaction). */
    async insert(rows: NewNotificationRow[]): Promise<NotificationRow[]> {
      return insertInChunks(db, rows, NOTIFICATION_INSERT_ROWS, (tx, chunk) =>
        tx.insert(notifications).values(chunk).returning(),
      );
    },

    /** Deletes up to `limit` of the notifications raised before `before`, oldest first; answers how many went. */
    pruneBatch: (before: Date, limit: number): Promise<number> =>
      deleteOldest(db, notifications, { id: notifications.id, time: notifications.createdAt }, before, limit),
  };
}
