import { and, asc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DeviceType } from '@lodestar/contract';
import type { Database } from '../../db/client.js';
import { escapeLike } from '../../db/escape-like.js';
import { deviceGroupMembers, deviceShares, devices, newOsmandId, type DeviceRow, type NewDeviceRow } from '../../db/schema/index.js';
import { cancelCommands, enqueueCommands, expireQueuedLocates, type QueuedCommand } from '../device-commands/index.js';
import { accessibleColumns, visibleTo, type DeviceAccess } from './device-access.js';
import { newPasscode } from './passcode.js';
import { createPreparedDeviceQueries, type DeviceListParams } from './prepared-queries.js';

export interface AccessibleDevice extends DeviceAccess {
  device: DeviceRow;
  shareCount: number;
}

export interface DeviceListFilter {
  userId: string;
  now: Date;
  type?: DeviceType;
  search?: string;
  offset: number;
  limit: number;
}

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

/** What a new owner starts from: everything the previous owner set goes back to its column default. */
const settingsOfPreviousOwner = [
  'devicePicture',
  'color',
  'alarm',
  'operatingMode',
  'airplaneModeUntil',
  'locationReportMode',
  'liveTrackingUntil',
  'mapBoundaryPoints',
  'geofenceCircle',
  'geofenceInside',
  'alertRaisedAt',
  'scheduleReport',
  'scheduleReportInterval',
  'pushNotification',
  'emailAlerts',
  'locationUpdateNotification',
  'sosAlertNotification',
  'notificationEmails',
  'confirmedNotificationEmails',
  'tone',
  'ledFlash',
  'tsaAccessible',
  'emergencyMode',
  'temperature',
  'geoFence',
  'waterAlarm',
  'accelerometer',
  'lowBattery',
  'silentAlert',
  'silentAlertedAt',
  'silentDueAt',
  'geofenceAlertOn',
  'claimFailures',
  'claimLockedUntil',
  'reportedStolenAt',
] as const satisfies readonly (keyof DeviceRow)[];

export function createDevicesRepository(db: Database) {
  const prepared = createPreparedDeviceQueries(db);
  const accessible = ({
    device,
    access,
    shareCount,
  }: {
    device: DeviceRow;
    access: DeviceAccess;
    shareCount: number;
  }): AccessibleDevice => ({
    device,
    shareCount,
    ...access,
  });

  return {
    async listAccessible(filter: DeviceListFilter): Promise<{ rows: AccessibleDevice[]; total: number }> {
      const params: DeviceListParams = {
        userId: filter.userId,
        now: filter.now.toISOString(),
        offset: filter.offset,
        limit: filter.limit,
        ...(filter.type ? { type: filter.type } : {}),
        ...(filter.search ? { pattern: `%${escapeLike(filter.search)}%` } : {}),
      };
      const queries = prepared.list(params);
      const [rows, [totals]] = await Promise.all([queries.page.execute(params), queries.count.execute(params)]);
      return { rows: rows.map(accessible), total: totals?.total ?? 0 };
    },

    /** Those of these devices (by `_id`) the user can see, by name: one query however many there are. */
    async listAccessibleByIds(userId: string, ids: readonly string[], now: Date): Promise<AccessibleDevice[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(accessibleColumns(userId, now))
        .from(devices)
        .where(and(inArray(devices.id, [...ids]), visibleTo(userId, now)))
        .orderBy(asc(devices.name), asc(devices.id));
      return rows.map(accessible);
    },

    /** The device as this user sees it, by `_id` or `deviceUUID`; undefined when they cannot see it. */
    async findAccessible(userId: string, ref: string, now: Date): Promise<AccessibleDevice | undefined> {
      const [row] = await prepared.one(ref).execute({ userId, now: now.toISOString(), ref });
      return row && accessible(row);
    },

    /** The id of the device with this IMEI or serial number, if this user can see it (realtime rooms). */
    async findVisibleIdByKey(userId: string, key: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .select({ id: devices.id })
        .from(devices)
        .where(and(or(eq(devices.imei, key), eq(devices.deviceUUID, key)), visibleTo(userId, now)))
        .limit(1);
      return row?.id;
    },

    /** The owned devices among these serial numbers that this user can see. */
    async listVisibleByUUIDs(userId: string, deviceUUIDs: string[], now: Date): Promise<{ id: string; deviceUUID: string; userId: string }[]> {
      if (deviceUUIDs.length === 0) return [];
      const rows = await db
        .select({ id: devices.id, deviceUUID: devices.deviceUUID, userId: devices.userId })
        .from(devices)
        .where(and(inArray(devices.deviceUUID, deviceUUIDs), visibleTo(userId, now)));
      return rows.flatMap((row) => (row.userId ? [{ ...row, userId: row.userId }] : []));
    },

    async findByUUID(deviceUUID: string): Promise<DeviceRow | undefined> {
      const [row] = await db.select().from(devices).where(eq(devices.deviceUUID, deviceUUID));
      return row;
    },

    /** Inserts unless the serial number or IMEI is taken; answers undefined when it is. */
    async insert(values: NewDeviceRow): Promise<DeviceRow | undefined> {
      const [row] = await db.insert(devices).values(values).onConflictDoNothing().returning();
      return row;
    },

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
        const { changes, commands } = decide(accessible(locked));
        if (Object.keys(changes).length > 0) {
          await tx
            .update(devices)
            .set({ ...changes, updatedAt: now })
            .where(eq(devices.id, id));
        }
        await enqueueCommands(tx, id, commands, now);
        const [row] = await tx.select(accessibleColumns(userId, now)).from(devices).where(eq(devices.id, id));
        return row && accessible(row);
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
        if (ended.length > 0) await expireQueuedLocates(tx, ended.map(({ id }) => id));
        return ended.length;
      });
    },

    /**
     * Takes the device off `owner`'s account (null: a device no account holds): its shares, group memberships and
     * waiting commands go, and it can be claimed again, with the new passcode answered here, without reappearing in
     * anyone's old group. Undefined when the device is no longer `owner`'s, because a removal or claim got there first.
     */
    async release(id: string, owner: string | null, now: Date): Promise<string | undefined> {
      const heldBy = owner === null ? isNull(devices.userId) : eq(devices.userId, owner);
      const [released] = await db.transaction((tx) => releaseDevices(tx, and(eq(devices.id, id), heldBy)!, now));
      return released?.passcode;
    },

    /** Gives an unowned device to the user, reset to defaults; undefined if someone claimed it first. */
    async claim(id: string, userId: string, name: string, now: Date): Promise<DeviceRow | undefined> {
      const defaults = Object.fromEntries(settingsOfPreviousOwner.map((column) => [column, sql`DEFAULT`]));
      const [row] = await db
        .update(devices)
        .set({ ...defaults, name, userId, deleted: false, updatedAt: now })
        .where(and(eq(devices.id, id), isNull(devices.userId)))
        .returning();
      return row;
    },

    /** Counts a wrong passcode; at `limit` failures claiming is refused until `lockUntil`. */
    async recordClaimFailure(id: string, limit: number, lockUntil: Date): Promise<void> {
      await db
        .update(devices)
        .set({
          claimFailures: sql`${devices.claimFailures} + 1`,
          claimLockedUntil: sql`CASE WHEN ${devices.claimFailures} + 1 >= ${limit} THEN ${lockUntil.toISOString()}::timestamptz ELSE ${devices.claimLockedUntil} END`,
        })
        .where(eq(devices.id, id));
    },
  };
}

export type DevicesRepository = ReturnType<typeof createDevicesRepository>;

type DeviceTx = Pick<Database, 'select' | 'update' | 'delete' | 'insert'>;

/**
 * Takes the devices `which` selects away from their account, to `next`: other people's shares of them, their places in
 * groups and their waiting commands go, so the next holder starts clean. Everyone the old owner told the passcode (an
 * Owner sharee gets it with the share) could claim the device again, so each gets a new one, and the device is told to
 * rekey to it; whoever set it up for the last owner knows its OsmAnd identifier, so that is new too. Answers each
 * device's new passcode. Run it in a transaction.
 */
async function rekeyAway(tx: DeviceTx, which: SQL, now: Date, next: Partial<NewDeviceRow>): Promise<{ id: string; passcode: string }[]> {
  // Locked before anything else changes, so a removal or claim racing this one is waited for and then seen: `which`
  // is evaluated again on the row it committed.
  const ids = (await tx.select({ id: devices.id }).from(devices).where(which).for('update')).map(({ id }) => id);
  if (ids.length === 0) return [];
  await tx.delete(deviceShares).where(inArray(deviceShares.deviceId, ids));
  await tx.delete(deviceGroupMembers).where(inArray(deviceGroupMembers.deviceId, ids));
  await cancelCommands(tx, ids);
  const rekeyed: { id: string; passcode: string }[] = [];
  for (const id of ids) {
    const passcode = newPasscode();
    await tx
      .update(devices)
      .set({ ...next, passcode, osmandId: newOsmandId, osmandSerialAccepted: false, updatedAt: now })
      .where(eq(devices.id, id));
    await enqueueCommands(tx, id, [{ type: 'rekey', payload: { passcode } }], now);
    rekeyed.push({ id, passcode });
  }
  return rekeyed;
}

/** Takes the devices `which` selects off their account, as a removed device is, so whoever claims one next starts clean. */
export const releaseDevices = (tx: DeviceTx, which: SQL, now: Date) =>
  rekeyAway(tx, which, now, { userId: null, deleted: true, isFirstLogin: true });

/** Takes every device of an account off it, as `releaseDevices` does: the port an account's deletion is given. */
export const releaseAccountDevices = (tx: DeviceTx, userId: string, now: Date) => releaseDevices(tx, eq(devices.userId, userId), now);

/**
 * Gives the device to another account, as a transfer does: what `releaseDevices` clears goes, and so do the old owner's
 * alert addresses; the history, settings and trial flag stay with the device. Answers whether it was `fromUserId`'s.
 */
export async function handOverDevice(tx: DeviceTx, deviceId: string, fromUserId: string, toUserId: string, now: Date) {
  const which = and(eq(devices.id, deviceId), eq(devices.userId, fromUserId), eq(devices.deleted, false))!;
  const moved = await rekeyAway(tx, which, now, {
    userId: toUserId,
    notificationEmails: [],
    confirmedNotificationEmails: [],
    emailAlerts: false,
  });
  return moved.length > 0;
}
