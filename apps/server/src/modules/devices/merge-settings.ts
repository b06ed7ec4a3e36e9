import { temperatureLevelProblem, type GeoFenceSettings, type UpdateDeviceRequest } from '@lodestar/contract';
import type { DeviceFields } from '../../db/schema/index.js';
import { ValidationError } from '../../errors.js';
import type { DeviceChanges } from './device-modifications.repository.js';

/** The fields of PUT /api/devices/{id} that are the device's settings, not another call's (decision 0083). */
export type DeviceSettingsRequest = Omit<
  UpdateDeviceRequest,
  | 'pushNotification'
  | 'emailAlerts'
  | 'operatingMode'
  | 'locationReportMode'
  | 'notificationEmails'
  | 'geoFence'
  | 'mapBoundaryPoints'
  | 'geofenceCircle'
>;

export const DEVICE_ID_MISMATCH = 'The _id in the body names another device than the path.';

/** Tracking time is zeroed when continuous geofence tracking is off. */
export const withGeoFenceRule = (settings: GeoFenceSettings): GeoFenceSettings =>
  settings.liveTrackingUnable ? settings : { ...settings, trackingTime: 0 };

const sameSettings = <T extends object>(a: T, b: T) =>
  (Object.keys(a) as (keyof T)[]).every((key) => a[key] === b[key]);

/** When a device last heard at `lastSeen` counts as silent under a watch of `hours` (none before its first report). */
export const silentDueAt = (lastSeen: Date | null, hours: number): Date | null =>
  lastSeen && new Date(lastSeen.getTime() + hours * 3_600_000);

/**
 * The changes of PUT /api/devices/{id}: nested settings given in part are merged into the stored ones, then the
 * rules that span fields are applied. The geofence has its own calls (modules/geofence), so
 * its boundary checks and tracking rule cannot be bypassed here.
 */
export function mergeSettings(current: DeviceFields, body: DeviceSettingsRequest): DeviceChanges {
  const {
    temperature,
    waterAlarm,
    accelerometer,
    lowBattery,
    silentAlert,
    tripRules,
    _id: named,
    devicePicture,
    ...flat
  } = body;
  if (named !== undefined && named !== current.id) throw new ValidationError(DEVICE_ID_MISMATCH);
  // Lists answer an empty picture (pictures have their own address): a client saving what a list showed keeps it.
  const changes: DeviceChanges = { ...flat, ...(devicePicture ? { devicePicture } : {}) };
  if (temperature) {
    const merged = { ...current.temperature, ...temperature };
    const problem = temperatureLevelProblem(merged);
    if (problem) throw new ValidationError(problem);
    changes.temperature = merged;
  }
  if (waterAlarm) changes.waterAlarm = { ...current.waterAlarm, ...waterAlarm };
  if (accelerometer) changes.accelerometer = { ...current.accelerometer, ...accelerometer };
  if (tripRules) changes.tripRules = { ...current.tripRules, ...tripRules };
  // A changed rule starts afresh: a battery already that low, or a device already silent that long, is told once more.
  if (lowBattery) {
    const rule = { ...current.lowBattery, ...lowBattery };
    changes.lowBattery = rule;
    if (!sameSettings(rule, current.lowBattery)) {
      const { lowBattery: _told, ...alertRaisedAt } = current.alertRaisedAt;
      changes.alertRaisedAt = alertRaisedAt;
    }
  }
  if (silentAlert) {
    const watch = { ...current.silentAlert, ...silentAlert };
    changes.silentAlert = watch;
    if (!sameSettings(watch, current.silentAlert)) {
      Object.assign(changes, { silentDueAt: silentDueAt(current.lastSeenTime, watch.hours), silentAlertedAt: null });
    }
  }
  return changes;
}
