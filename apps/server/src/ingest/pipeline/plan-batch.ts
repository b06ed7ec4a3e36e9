import {
  batteryPercentFromVoltage,
  celsiusToFahrenheit,
  modemStateCode,
  reportTypeOfAlert,
  type AlertType,
  type DeviceReportType,
  type LiveDeviceFields,
} from '@lodestar/contract';
import type { NewPositionRow } from '../../db/schema/index.js';
import type { DecodedPosition } from '../report.js';
import { nextLockState, type LockState } from './lock-state.js';
import { lateAlert, raiseAlert, type AlertMemory } from './raise-alerts.js';
import type { BatchPlan, DeviceStateUpdate, IngestDevice, LockedDevice } from './telemetry.repository.js';

/** What a device's modem says about itself right now, apart from any position (the native call). */
export interface ModemReading {
  modemVoltage?: number;
  modemTemperature?: number;
  modemState?: string;
  firmwareVersion?: string;
}

export interface AddressedPosition extends DecodedPosition {
  address: string | null;
}

/** One report as it waits to be written: the device, its positions (maybe none), its modem reading. */
export interface PendingReport {
  device: IngestDevice;
  positions: AddressedPosition[];
  modem: ModemReading | null;
  receivedAt: Date;
  /** The protocol has no acknowledgements: a newer position tells that the commands of earlier answers arrived. */
  acknowledgesByReporting: boolean;
  answersCommands: boolean;
}

/** What one report led to, by index into the plan's rows. */
export interface ReportOutcome {
  rowIndexes: number[];
  /** The report's newest position if it became the device's latest: the one the live history shows. */
  headRowIndex: number | null;
  /** The live positions that raised an alert: the ones mailed. */
  alertRowIndexes: number[];
  changes: LiveDeviceFields;
}

const batteryOf = (position: DecodedPosition) =>
  position.batteryPercent ?? (position.modemVoltage === null ? null : batteryPercentFromVoltage(position.modemVoltage));

/**
 * What the history answers of a position besides the position itself: its kind of report, whether it moved, and the
 * lock's state.
 */
type ReportFacts = Pick<NewPositionRow, 'reportType' | 'locationChanged' | 'duration' | 'isLocked' | 'unlockType'>;

function toRow(
  device: Pick<LockedDevice, 'id' | 'userId'>,
  position: AddressedPosition,
  receivedAt: Date,
  alertType: NewPositionRow['alertType'],
  facts: ReportFacts,
): NewPositionRow {
  const heldBack: Record<string, string> = position.alertType && position.alertType !== alertType ? { alarm: position.alertType } : {};
  return {
    deviceId: device.id,
    userId: device.userId,
    fixTime: position.fixTime,
    receivedAt,
    latitude: position.latitude,
    longitude: position.longitude,
    address: position.address,
    type: position.type,
    alertType: alertType ?? null,
    ...facts,
    accuracy: position.accuracy,
    speed: position.speed,
    course: position.course,
    altitude: position.altitude,
    batteryPercentage: batteryOf(position),
    modemVoltage: position.modemVoltage,
    modemTemperature: position.modemTemperature,
    attributes: { ...position.attributes, ...heldBack },
  };
}

const reportTypeOf = (alertType: AlertType | null | undefined, device: LockedDevice): DeviceReportType =>
  reportTypeOfAlert(alertType, device.locationReportMode === 'continuously');

/** Within this many metres of the previous position a device has not moved (a fix wanders by a few metres). */
const SAME_PLACE_METRES = 10;
const METRES_PER_DEGREE = 111_320;

function samePlace(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): boolean {
  const north = (a.latitude - b.latitude) * METRES_PER_DEGREE;
  const east = (a.longitude - b.longitude) * METRES_PER_DEGREE * Math.cos((a.latitude * Math.PI) / 180);
  return Math.hypot(north, east) <= SAME_PLACE_METRES;
}

interface RunningState {
  lastFixAt: Date | null;
  /** The newest live position, and how long (s) the device had been there by then. */
  place: { latitude: number; longitude: number; duration: number } | null;
  memory: AlertMemory;
  lock: LockState | null;
  update: DeviceStateUpdate;
}

function startState(device: LockedDevice): RunningState {
  return {
    lastFixAt: device.lastFixAt,
    place:
      device.lastLatitude === null || device.lastLongitude === null
        ? null
        : { latitude: device.lastLatitude, longitude: device.lastLongitude, duration: 0 },
    memory: { geofenceInside: device.geofenceInside, alertRaisedAt: device.alertRaisedAt },
    lock: device.lock,
    update: {
      id: device.id,
      seenAt: new Date(0),
      lastFixAt: null,
      memory: null,
      batteryPercentage: null,
      modemVoltage: null,
      modemTemperature: null,
      modemState: null,
      firmwareVersion: null,
      latitude: null,
      longitude: null,
      reportType: null,
      lock: null,
    },
  };
}

function liveChanges(update: DeviceStateUpdate, touched: { position: boolean; modem: boolean }): LiveDeviceFields {
  const changes: LiveDeviceFields = { lastSeenTime: update.seenAt.toISOString() };
  if (!touched.position && !touched.modem) return changes;
  if (update.batteryPercentage !== null) changes.battery_percentage = update.batteryPercentage;
  if (update.modemVoltage !== null) changes.modem_voltage = update.modemVoltage;
  if (update.modemTemperature !== null) {
    changes.modem_temperature = update.modemTemperature;
    changes.modem_temperature_c = update.modemTemperature;
    changes.modem_temperature_f = Math.round(celsiusToFahrenheit(update.modemTemperature));
  }
  if (update.modemState !== null) changes.modem_state = modemStateCode(update.modemState);
  if (update.firmwareVersion !== null) changes.firmwareVersion = update.firmwareVersion;
  if (update.reportType !== null) changes.lastReportType = update.reportType;
  if (update.lock !== null) {
    changes.isLocked = update.lock.isLocked;
    changes.unlockType = update.lock.unlockType;
    changes.lockChangedAt = update.lock.changedAt.toISOString();
  }
  if (touched.position && update.latitude !== null && update.longitude !== null && update.lastFixAt !== null) {
    changes.latitude = update.latitude;
    changes.longitude = update.longitude;
    changes.lastHistoryTime = update.lastFixAt.toISOString();
  }
  return changes;
}

/** How a position is stored: the alert it raised (or reports), and its report facts. */
interface PositionVerdict {
  alertType: AlertType | null;
  facts: ReportFacts;
}

/**
 * A position newer than the device's latest: checks it against the alert rules, adds the time spent in the same
 * place, moves the lock, and moves the device's running state and update to it.
 */
function takeLivePosition(
  device: LockedDevice,
  state: RunningState,
  position: AddressedPosition,
  fixedAt: Date,
): PositionVerdict {
  const { update } = state;
  const raised = raiseAlert(device, state.memory, position, batteryOf(position), fixedAt);
  // Still where the previous position was: the time since it adds to the time spent there.
  const previous = state.place;
  const stayedFor =
    previous && state.lastFixAt && samePlace(previous, position)
      ? previous.duration + Math.round((fixedAt.getTime() - state.lastFixAt.getTime()) / 1000)
      : null;
  const lock = nextLockState(state.lock, position, fixedAt);
  if (lock.state !== state.lock) update.lock = lock.state;
  state.lock = lock.state;
  state.memory = raised.memory;
  state.lastFixAt = fixedAt;
  update.lastFixAt = fixedAt;
  update.memory = state.memory;
  update.batteryPercentage = batteryOf(position) ?? update.batteryPercentage;
  update.modemVoltage = position.modemVoltage ?? update.modemVoltage;
  update.modemTemperature = position.modemTemperature ?? update.modemTemperature;
  update.latitude = position.latitude;
  update.longitude = position.longitude;
  update.reportType = reportTypeOf(raised.alertType, device);
  state.place = { latitude: position.latitude, longitude: position.longitude, duration: stayedFor ?? 0 };
  return {
    alertType: raised.alertType,
    facts: { reportType: update.reportType, locationChanged: stayedFor === null, duration: stayedFor ?? 0, ...lock.reading },
  };
}

/** A position no newer than the device's latest: history only, with the alert it reports kept but not raised. */
function takeLatePosition(device: LockedDevice, position: AddressedPosition): PositionVerdict {
  const alertType = lateAlert(position);
  // A late position is history only: whether it moved is not known against its neighbours here.
  return {
    alertType,
    facts: {
      reportType: reportTypeOf(alertType, device),
      locationChanged: null,
      duration: null,
      isLocked: position.isLocked,
      unlockType: position.unlockType,
    },
  };
}

/** Takes a report's modem reading into the update, and names the report when no newer position moved the state. */
function takeModemReading(update: DeviceStateUpdate, report: PendingReport, movedState: boolean): void {
  const { modem } = report;
  // Modem readings alone, with no newer position, are the device's newest news.
  if (modem && !movedState) update.reportType = 'Modem info';
  if (report.answersCommands && !movedState) update.reportType = 'CMD';
  if (modem) {
    if (modem.modemVoltage !== undefined) {
      update.modemVoltage = modem.modemVoltage;
      update.batteryPercentage = batteryPercentFromVoltage(modem.modemVoltage);
    }
    update.modemTemperature = modem.modemTemperature ?? update.modemTemperature;
    update.modemState = modem.modemState ?? update.modemState;
    update.firmwareVersion = modem.firmwareVersion ?? update.firmwareVersion;
  }
}

/**
 * Decides, from the locked device rows, what a group of reports writes: every position becomes a row; a position
 * newer than the device's latest moves its state and is checked against the alert rules; an older one is stored
 * as history only. Reports are taken in arrival order, positions within a report oldest first.
 */
export function planBatch(reports: PendingReport[], locked: LockedDevice[]): { plan: BatchPlan; outcomes: ReportOutcome[] } {
  const devices = new Map(locked.map((device) => [device.id, device]));
  const states = new Map<string, RunningState>();
  const rows: NewPositionRow[] = [];
  const outcomes: ReportOutcome[] = [];
  const delivered = new Set<string>();

  for (const report of reports) {
    const device = devices.get(report.device.id);
    const outcome: ReportOutcome = { rowIndexes: [], headRowIndex: null, alertRowIndexes: [], changes: {} };
    outcomes.push(outcome);
    if (!device) continue;
    const state = states.get(device.id) ?? startState(device);
    states.set(device.id, state);
    const { update } = state;
    if (report.receivedAt > update.seenAt) update.seenAt = report.receivedAt;

    const ordered = [...report.positions].sort((a, b) => a.fixTime.getTime() - b.fixTime.getTime());
    let movedState = false;
    for (const position of ordered) {
      // A fix dated after its arrival counts as of its arrival: a clock ahead (or a forged date) must not make every
      // real report after it look late, which would silence their alerts.
      const fixedAt = position.fixTime > report.receivedAt ? report.receivedAt : position.fixTime;
      const live = state.lastFixAt === null || fixedAt > state.lastFixAt;
      const { alertType, facts } = live ? takeLivePosition(device, state, position, fixedAt) : takeLatePosition(device, position);
      if (live) movedState = true;
      const index = rows.push(toRow(device, position, report.receivedAt, alertType, facts)) - 1;
      outcome.rowIndexes.push(index);
      if (live) outcome.headRowIndex = index;
      // A late SOS is stored as one, but told to no one: a stale alarm must not wake people up.
      if (alertType && live) outcome.alertRowIndexes.push(index);
    }
    // A device resends a report whose answer it lost, and that one is not newer: its commands are then handed again.
    if (report.acknowledgesByReporting && outcome.headRowIndex !== null) delivered.add(device.id);

    takeModemReading(update, report, movedState);
    outcome.changes = liveChanges(update, { position: movedState, modem: report.modem !== null });
  }
  return { plan: { rows, updates: [...states.values()].map((state) => state.update), delivered: [...delivered] }, outcomes };
}
