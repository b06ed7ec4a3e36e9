import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { devices, type DeviceRow } from '../../db/schema/index.js';

/** The one read of a device's picture: the other reads leave it out (`accessibleColumns`). */
export function createDevicePictures(db: Database) {
  return {
    /** The device's picture (base64, empty when none) and its version. */
    async findPicture(id: string): Promise<Pick<DeviceRow, 'devicePicture' | 'pictureVersion'> | undefined> {
      const [row] = await db
        .select({ devicePicture: devices.devicePicture, pictureVersion: devices.pictureVersion })
        .from(devices)
        .where(eq(devices.id, id));
      return row;
    },
  };
}
