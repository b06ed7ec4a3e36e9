import type { DeviceReportType } from '@lodestar/contract';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { devices, type NewPositionRow } from '../../db/schema/index.js';
import { viewersOf } from '../../modules/devices/index.js';
import { answeringLiveLinksOf } from '../../modules/live-links/index.js';
import { acknowledgeSent, takeDueCommands, type CommandLimit, type HandedCommand } from '../../modules/device-commands/index.js';
import { insertPositions } from './insert-positions.js';
import type { LockState } from './lock-state.js';
import type { AlertMemory, AlertRulesDevice } from './raise-alerts.js';

/** What the ingest path needs of a device to accept its reports. */
export interface IngestDevice {
  id: string;
  deviceUUID: string;
  imei: string | null;
  name: string;
  userId: string | null;
}

/** The device row as the pipeline reads it, locked, to plan a batch. */
export interface LockedDevice extends AlertRulesDevice {
  id: string;
  userId: string | null;
  lastFixAt: Date | null;
  /** Reporting continuously (live tracking, Locate) makes a plain report a Location report, else a Schedule one. */
  locationReportMode: 'once' | 'continuously';
  /** The newest position, against which the next one has moved or not. */
  lastLatitude: number | null;
  lastLongitude: number | null;
  /** A lock's state as it last told it; null for trackers and a lock that has not told it yet. */
  lock: LockState | null;
}

/** How one batch moves a device's latest state; a null field leaves the column as it is. */
export interface DeviceStateUpdate {
  id: string;
  seenAt: Date;
  lastFixAt: Date | null;
  memory: AlertMemory | null;
  batteryPercentage: number | null;
  modemVoltage: number | null;
  modemTemperature: number | null;
  modemState: string | null;
  firmwareVersion: string | null;
  latitude: number | null;
  longitude: number | null;
  reportType: DeviceReportType | null;
  lock: LockState | null;
}

export interface BatchPlan {
  rows: NewPositionRow[];
  updates: DeviceStateUpdate[];
  /** Devices whose report showed they got the commands handed to them before (a protocol with no acknowledgements). */
  delivered: string[];
}

/** The columns of an IngestDevice, read when a device reports. */
const ingestColumns = {
  id: devices.id,
  deviceUUID: devices.deviceUUID,
  imei: devices.imei,
  name: devices.name,
  userId: devices.userId,
};

/** Each key's device among those read: the one whose OsmAnd identifier it is, else the one whose accepted serial it is. */
function devicesByKey(
  rows: (IngestDevice & { osmandId: string; serialAccepted: boolean })[],
  keys: string[],
): Map<string, IngestDevice> {
  const byIdentifier = new Map<string, IngestDevice>();
  const bySerial = new Map<string, IngestDevice>();
  for (const { osmandId, serialAccepted, ...device } of rows) {
    byIdentifier.set(osmandId, device);
    if (serialAccepted) for (const serial of [device.imei, device.deviceUUID]) if (serial) bySerial.set(serial, device);
  }
  const found = new Map<string, IngestDevice>();
  for (const key of keys) {
    const device = byIdentifier.get(key.toLowerCase()) ?? bySerial.get(key);
    if (device) found.set(key, device);
  }
  return found;
}

export function createTelemetryRepository(db: Database) {
  return {
    /** The device with this IMEI or serial number (the admin CLI). */
    async findBySerialOrImei(key: string): Promise<IngestDevice | undefined> {
      const [row] = await db
        .select(ingestColumns)
        .from(devices)
        .where(or(eq(devices.imei, key), eq(devices.deviceUUID, key)))
        .limit(1);
      return row;
    },

    /**
     * The devices that report over OsmAnd under these keys, by key: a key is a device's OsmAnd identifier (any case),
     * or its IMEI or serial number when its owner accepts those; the identifier wins when a key is both. A device
     * with a native secret reports only through the native call. One query for all the keys.
     */
    async findByOsmandKeys(keys: string[]): Promise<Map<string, IngestDevice>> {
      const identifiers = keys.map((key) => key.toLowerCase());
      const rows = await db
        .select({ ...ingestColumns, osmandId: devices.osmandId, serialAccepted: devices.osmandSerialAccepted })
        .from(devices)
        .where(
          and(
            isNull(devices.ingestSecretHash),
            or(
              inArray(devices.osmandId, identifiers),
              and(eq(devices.osmandSerialAccepted, true), or(inArray(devices.imei, keys), inArray(devices.deviceUUID, keys))),
            ),
          ),
        );
      return devicesByKey(rows, keys);
    },

    async findBySecretHash(hash: string): Promise<IngestDevice | undefined> {
      const [row] = await db.select(ingestColumns).from(devices).where(eq(devices.ingestSecretHash, hash)).limit(1);
      return row;
    },

    async setSecretHash(deviceId: string, hash: string | null): Promise<void> {
      await db.update(devices).set({ ingestSecretHash: hash }).where(eq(devices.id, deviceId));
    },

    /**
     * One transaction for a whole batch: locks the devices (in id order, so concurrent batches cannot deadlock),
     * lets `plan` decide the rows and state changes from what is locked, writes them, and answers the new position
     * ids in row order, who sees each device now (owner and live sharees) and its answering live links for the events
     * after commit, and the commands handed to the devices with this commit's answers.
     */
    async writeBatch(
      deviceIds: string[],
      now: Date,
      plan: (locked: LockedDevice[]) => BatchPlan,
      commandLimits: CommandLimit[],
    ): Promise<{
      positionIds: number[];
      viewers: Map<string, string[]>;
      liveLinks: Map<string, string[]>;
      commands: HandedCommand[];
    }> {
      return db.transaction(async (tx) => {
        const locked = await lockDevices(tx, deviceIds, now);
        const { rows, updates, delivered } = plan(locked.map(withLockState));

        const positionIds = await insertPositions(tx, rows);
        if (updates.length > 0) await tx.execute(updateStates(updates));
        await acknowledgeSent(tx, delivered, now);

        const commands = await takeDueCommands(tx, commandLimits, now);
        const viewers = new Map(locked.map((device) => [device.id, device.viewers]));
        const liveLinks = new Map(locked.map((device) => [device.id, device.liveLinks]));
        return { positionIds, viewers, liveLinks, commands };
      });
    },
  };
}

/**
 * Locks the batch's devices in id order, so concurrent batches cannot deadlock, and reads what planning needs of them
 * and who sees each one now.
 */
async function lockDevices(tx: Pick<Database, 'select'>, deviceIds: string[], now: Date) {
  return tx
    .select({
      viewers: viewersOf(now),
      liveLinks: answeringLiveLinksOf(now),
      id: devices.id,
      userId: devices.userId,
      lastFixAt: devices.lastFixAt,
      locationReportMode: devices.locationReportMode,
      lastLatitude: devices.lastLatitude,
      lastLongitude: devices.lastLongitude,
      temperature: devices.temperature,
      geoFence: devices.geoFence,
      waterAlarm: devices.waterAlarm,
      accelerometer: devices.accelerometer,
      mapBoundaryPoints: devices.mapBoundaryPoints,
      geofenceCircle: devices.geofenceCircle,
      geofenceAlertOn: devices.geofenceAlertOn,
      lowBattery: devices.lowBattery,
      geofenceInside: devices.geofenceInside,
      alertRaisedAt: devices.alertRaisedAt,
      isLocked: devices.isLocked,
      unlockType: devices.unlockType,
      lockChangedAt: devices.lockChangedAt,
    })
    .from(devices)
    .where(inArray(devices.id, deviceIds))
    .orderBy(devices.id)
    .for('update');
}

function withLockState<Row extends { isLocked: boolean | null; unlockType: LockState['unlockType']; lockChangedAt: Date | null }>({
  isLocked,
  unlockType,
  lockChangedAt,
  ...device
}: Row): Omit<Row, 'isLocked' | 'unlockType' | 'lockChangedAt'> & { lock: LockState | null } {
  return { ...device, lock: isLocked === null || lockChangedAt === null ? null : { isLocked, unlockType, changedAt: lockChangedAt } };
}

/** One UPDATE for every device of the batch, from a JSON record set. */
function updateStates(updates: DeviceStateUpdate[]) {
  const records = updates.map((update) => ({
    id: update.id,
    seen: update.seenAt.toISOString(),
    last_fix_at: update.lastFixAt?.toISOString() ?? null,
    geofence_inside: update.memory?.geofenceInside ?? null,
    alert_raised_at: update.memory?.alertRaisedAt ?? null,
    has_memory: update.memory !== null,
    battery_percentage: update.batteryPercentage,
    modem_voltage: update.modemVoltage,
    modem_temperature: update.modemTemperature,
    modem_state: update.modemState,
    firmware_version: update.firmwareVersion,
    last_latitude: update.latitude,
    last_longitude: update.longitude,
    last_report_type: update.reportType,
    has_lock: update.lock !== null,
    is_locked: update.lock?.isLocked ?? null,
    unlock_type: update.lock?.unlockType ?? null,
    lock_changed_at: update.lock?.changedAt.toISOString() ?? null,
  }));
  return sql`
    UPDATE devices AS d SET
      last_seen_time = GREATEST(d.last_seen_time, v.seen),
      silent_alerted_at = NULL,
      silent_due_at = GREATEST(d.last_seen_time, v.seen) + make_interval(hours => (d.silent_alert ->> 'hours')::int),
      last_fix_at = COALESCE(v.last_fix_at, d.last_fix_at),
      geofence_inside = CASE WHEN v.has_memory THEN v.geofence_inside ELSE d.geofence_inside END,
      alert_raised_at = COALESCE(v.alert_raised_at, d.alert_raised_at),
      battery_percentage = COALESCE(v.battery_percentage, d.battery_percentage),
      modem_voltage = COALESCE(v.modem_voltage, d.modem_voltage),
      modem_temperature = COALESCE(v.modem_temperature, d.modem_temperature),
      modem_state = COALESCE(v.modem_state, d.modem_state),
      firmware_version = COALESCE(v.firmware_version, d.firmware_version),
      last_latitude = COALESCE(v.last_latitude, d.last_latitude),
      last_longitude = COALESCE(v.last_longitude, d.last_longitude),
      last_report_type = COALESCE(v.last_report_type, d.last_report_type),
      is_locked = CASE WHEN v.has_lock THEN v.is_locked ELSE d.is_locked END,
      unlock_type = CASE WHEN v.has_lock THEN v.unlock_type ELSE d.unlock_type END,
      lock_changed_at = CASE WHEN v.has_lock THEN v.lock_changed_at ELSE d.lock_changed_at END
    FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS v(
      id uuid, seen timestamptz, last_fix_at timestamptz, geofence_inside boolean, alert_raised_at jsonb,
      has_memory boolean, battery_percentage double precision, modem_voltage integer, modem_temperature double precision,
      modem_state text, firmware_version text, last_latitude double precision, last_longitude double precision,
      last_report_type text, has_lock boolean, is_locked boolean, unlock_type text, lock_changed_at timestamptz)
    WHERE d.id = v.id`;
}

export type TelemetryRepository = ReturnType<typeof createTelemetryRepository>;
