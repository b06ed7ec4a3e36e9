import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { devices } from '../../db/schema/index.js';

/** The shortest silence a device can be watched for: the bound that lets the check read the index as a range. */
const SHORTEST_SILENCE_MS = 3600_000;

/** A device the check found silent, with its last position. */
export interface SilentDevice {
  id: string;
  deviceUUID: string;
  lastSeenTime: Date;
  lastLatitude: number | null;
  lastLongitude: number | null;
}

export function createSilentDevicesRepository(db: Database) {
  return {
    /**
     * Marks told, and answers, up to `limit` watched devices that have not reported for their hours and were not told
     * yet. One statement over the partial index of watched, untold devices; rows another check holds are skipped.
     */
    async claimSilent(now: Date, limit: number): Promise<SilentDevice[]> {
      const due = db
        .select({ id: devices.id })
        .from(devices)
        .where(
          and(
            sql`(${devices.silentAlert} ->> 'enable')::boolean`,
            isNull(devices.silentAlertedAt),
            eq(devices.deleted, false),
            isNotNull(devices.userId),
            lt(devices.lastSeenTime, new Date(now.getTime() - SHORTEST_SILENCE_MS)),
            sql`${devices.lastSeenTime} < ${now.toISOString()}::timestamptz - make_interval(hours => (${devices.silentAlert} ->> 'hours')::int)`,
          ),
        )
        .limit(limit)
        .for('update', { skipLocked: true });
      const told = await db.update(devices).set({ silentAlertedAt: now }).where(inArray(devices.id, due)).returning({
        id: devices.id,
        deviceUUID: devices.deviceUUID,
        lastSeenTime: devices.lastSeenTime,
        lastLatitude: devices.lastLatitude,
        lastLongitude: devices.lastLongitude,
      });
      return told.map((device) => ({ ...device, lastSeenTime: device.lastSeenTime ?? now }));
    },
  };
}

export type SilentDevicesRepository = ReturnType<typeof createSilentDevicesRepository>;
