import { and, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { devices, silentWatch } from '../../db/schema/index.js';

/** A device the check found silent, with its newest position and when that was fixed. */
export interface SilentDevice {
  id: string;
  deviceUUID: string;
  lastFixAt: Date;
  lastLatitude: number | null;
  lastLongitude: number | null;
}

export function createSilentDevicesRepository(db: Database) {
  return {
    /**
     * Marks told, and answers, up to `limit` watched devices that have not reported for their hours and were not told
     * yet. One statement over the partial index of watched, untold devices by when each is due, so a check reads only
     * the devices due; rows another check holds are skipped.
     */
    async claimSilent(now: Date, limit: number): Promise<SilentDevice[]> {
      const due = db
        .select({ id: devices.id })
        .from(devices)
        .where(and(silentWatch(devices), lte(devices.silentDueAt, now), isNotNull(devices.userId)))
        .limit(limit)
        .for('update', { skipLocked: true });
      const told = await db.update(devices).set({ silentAlertedAt: now }).where(inArray(devices.id, due)).returning({
        id: devices.id,
        deviceUUID: devices.deviceUUID,
        lastSeenTime: devices.lastSeenTime,
        lastFixAt: devices.lastFixAt,
        lastLatitude: devices.lastLatitude,
        lastLongitude: devices.lastLongitude,
      });
      return told.map(({ lastSeenTime, lastFixAt, ...device }) => ({
        ...device,
        lastFixAt: lastFixAt ?? lastSeenTime ?? now,
      }));
    },
  };
}

export type SilentDevicesRepository = ReturnType<typeof createSilentDevicesRepository>;
