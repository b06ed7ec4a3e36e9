import { and, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  deviceGroupMembers,
  deviceShares,
  devices,
  liveLinks,
  newOsmandId,
  type DeviceRow,
  type NewDeviceRow,
} from '../../db/schema/index.js';
import { cancelCommands, enqueueCommands } from '../device-commands/index.js';
import { newPasscode } from './passcode.js';

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
  'tripRules',
  'silentAlert',
  'silentAlertedAt',
  'silentDueAt',
  'geofenceAlertOn',
  'claimFailures',
  'claimLockedUntil',
  'reportedStolenAt',
] as const satisfies readonly (keyof DeviceRow)[];

/** A device coming onto an account and leaving it: provisioned, claimed (and the wrong passcodes tried), released. */
export function createDeviceOwnershipRecords(db: Database) {
  return {
    /** Inserts unless the serial number or IMEI is taken; answers undefined when it is. */
    async insert(values: NewDeviceRow): Promise<DeviceRow | undefined> {
      const [row] = await db.insert(devices).values(values).onConflictDoNothing().returning();
      return row;
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

type DeviceTx = Pick<Database, 'select' | 'update' | 'delete' | 'insert'>;

/**
 * Takes the devices `which` selects away from their account, to `next`: other people's shares of them, their places in
 * groups, their live links and their waiting commands go, so the next holder starts clean. Everyone the old owner told the passcode (an
 * Owner sharee gets it with the share) could claim the device again, so each gets a new one, and the device is told to
 * rekey to it; whoever set it up for the last owner knows its OsmAnd identifier, so that is new too. Answers each
 * device's new passcode. Run it in a transaction.
 */
async function rekeyAway(
  tx: DeviceTx,
  which: SQL,
  now: Date,
  next: Partial<NewDeviceRow>,
): Promise<{ id: string; passcode: string }[]> {
  // Locked before anything else changes, so a removal or claim racing this one is waited for and then seen: `which`
  // is evaluated again on the row it committed.
  const ids = (await tx.select({ id: devices.id }).from(devices).where(which).for('update')).map(({ id }) => id);
  if (ids.length === 0) return [];
  await tx.delete(deviceShares).where(inArray(deviceShares.deviceId, ids));
  await tx.delete(deviceGroupMembers).where(inArray(deviceGroupMembers.deviceId, ids));
  // Live links end with the ownership they were made under (their pages close at the live-link check).
  await tx
    .update(liveLinks)
    .set({ revokedAt: now })
    .where(and(inArray(liveLinks.deviceId, ids), isNull(liveLinks.revokedAt), gt(liveLinks.expiresAt, now)));
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

/**
 * Takes the devices `which` selects off their account, as a removed device is, so whoever claims one next starts clean:
 * the plan terms its last owner accepted are not the next one's.
 */
export const releaseDevices = (tx: DeviceTx, which: SQL, now: Date) =>
  rekeyAway(tx, which, now, { userId: null, deleted: true, isFirstLogin: true, isTermsAccepted: false });

/** Takes every device of an account off it, as `releaseDevices` does: the port an account's deletion is given. */
export const releaseAccountDevices = (tx: DeviceTx, userId: string, now: Date) =>
  releaseDevices(tx, eq(devices.userId, userId), now);

/**
 * Gives the device to another account, as a transfer does: what `releaseDevices` clears goes, and so do the old owner's
 * alert addresses and accepted plan terms; the history, settings and trial flag stay with the device. Answers whether it was `fromUserId`'s.
 */
export async function handOverDevice(tx: DeviceTx, deviceId: string, fromUserId: string, toUserId: string, now: Date) {
  const which = and(eq(devices.id, deviceId), eq(devices.userId, fromUserId), eq(devices.deleted, false))!;
  const moved = await rekeyAway(tx, which, now, {
    userId: toUserId,
    isTermsAccepted: false,
    notificationEmails: [],
    confirmedNotificationEmails: [],
    emailAlerts: false,
  });
  return moved.length > 0;
}
