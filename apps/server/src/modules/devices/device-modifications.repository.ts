import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { devices, newOsmandId, type NewDeviceRow } from '../../db/schema/index.js';
import { enqueueCommands, expireQueuedLocates, type QueuedCommand } from '../device-commands/index.js';
import { accessibleColumns, visibleTo } from './device-access.js';
import { accessibleDevice, type AccessibleDevice } from './device-lookups.repository.js';

/** What the device calls may change; ownership, telemetry and billing have their own paths. */
export type DeviceChanges = Partial<
  Pick<
    NewDeviceRow,
    | 'name'
    | 'devicePicture'
    | 'color'
    | 'scheduleReport'
    | 'scheduleReportInterval'
    | 'pushNotification'
    | 'emailAlerts'
    | 'locationUpdateNotification'
    | 'sosAlertNotification'
    | 'tone'
    | 'ledFlash'
    | 'tsaAccessible'
    | 'emergencyMode'
    | 'temperature'
    | 'geoFence'
    | 'waterAlarm'
    | 'accelerometer'
    | 'lowBattery'
    | 'tripRules'
    | 'silentAlert'
    | 'silentAlertedAt'
    | 'silentDueAt'
    | 'geofenceAlertOn'
    | 'alarm'
    | 'operatingMode'
    | 'airplaneModeUntil'
    | 'locationReportMode'
    | 'liveTrackingUntil'
    | 'mapBoundaryPoints'
    | 'geofenceCircle'
    | 'geofenceInside'
    | 'alertRaisedAt'
    | 'notificationEmails'
    | 'confirmedNotificationEmails'
    | 'passcode'
    | 'reportedStolenAt'
    | 'osmandSerialAccepted'
  >
> & {
  /** Only ever a new random one (`newOsmandId`), made by the database. */
  osmandId?: typeof newOsmandId;
};

/** What a change decides from the device row it has locked: the new values and what the device must be told. */
export interface DeviceModification {
  changes: DeviceChanges;
  commands: QueuedCommand[];
}

/** Changes to a device's settings and state: the locked change every device call makes, and live tracking's end. */
export function createDeviceModifications(db: Database) {
  return {
    /**
     * Locks the device row, lets `decide` work out the changes and commands from it and the user's access as they are
     * now (it may throw to refuse), applies them and queues the commands, in one transaction, only while the user can
     * still see the device (a share revoked or a removal since the check leaves it untouched); undefined when they
     * cannot. Changes derived from the stored value (a nested setting, a list) therefore never lose a concurrent one.
     */
    async modify(
      userId: string,
      id: string,
      decide: (current: AccessibleDevice) => DeviceModification,
      now: Date,
    ): Promise<AccessibleDevice | undefined> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select(accessibleColumns(userId, now))
          .from(devices)
          .where(and(eq(devices.id, id), visibleTo(userId, now)))
          .for('update', { of: devices });
        if (!locked) return undefined;
        const { changes, commands } = decide(accessibleDevice(locked));
        if (Object.keys(changes).length > 0) {
          await tx
            .update(devices)
            .set({ ...changes, updatedAt: now })
            .where(eq(devices.id, id));
        }
        await enqueueCommands(tx, id, commands, now);
        const [row] = await tx.select(accessibleColumns(userId, now)).from(devices).where(eq(devices.id, id));
        return row && accessibleDevice(row);
      });
    },

    /**
     * Continuous reporting whose duration has passed goes back to once; answers how many devices it ended for. A
     * device reported stolen keeps reporting until it is marked recovered.
     */
    async endLiveTracking(now: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const ended = await tx
          .update(devices)
          .set({ locationReportMode: 'once', liveTrackingUntil: null, updatedAt: now })
          .where(and(lte(devices.liveTrackingUntil, now), isNull(devices.reportedStolenAt)))
          .returning({ id: devices.id });
        // A device that never came online meanwhile must not start tracking when it finally reports.
        if (ended.length > 0)
          await expireQueuedLocates(
            tx,
            ended.map(({ id }) => id),
          );
        return ended.length;
      });
    },
  };
}
