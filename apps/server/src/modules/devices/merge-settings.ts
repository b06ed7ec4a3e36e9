import { serverMessages, type GeoFenceSettings, type UpdateDeviceRequest } from '@lodestar/contract';
import type { DeviceRow } from '../../db/schema/index.js';
import { ValidationError } from '../../errors.js';
import type { DeviceChanges } from './devices.repository.js';

/** The alert threshold's range in the unit it is given in: the modem's −40 to 85 °C. */
const temperatureLevelRange = { c: [-40, 85], f: [-40, 185] } as const;

/** Spec part 1 §4: tracking time is zeroed when continuous geofence tracking is off. */
export const withGeoFenceRule = (settings: GeoFenceSettings): GeoFenceSettings =>
  settings.liveTrackingUnable ? settings : { ...settings, trackingTime: 0 };

/**
 * The changes of PUT /api/devices/{id}: nested settings given in part are merged into the stored ones, then the
 * rules that span fields are applied (spec part 1 §4, §5). The geofence has its own calls (modules/geofence), so
 * its boundary checks and tracking rule cannot be bypassed here.
 */
export function mergeSettings(current: DeviceRow, body: UpdateDeviceRequest): DeviceChanges {
  const { temperature, waterAlarm, accelerometer, ...flat } = body;
  const changes: DeviceChanges = { ...flat };
  if (temperature) {
    const merged = { ...current.temperature, ...temperature };
    const [low, high] = temperatureLevelRange[merged.unit];
    if (merged.level < low || merged.level > high) {
      throw new ValidationError(serverMessages.temperatureLevelOutOfRange.replace('{unit}', merged.unit.toUpperCase()));
    }
    changes.temperature = merged;
  }
  if (waterAlarm) changes.waterAlarm = { ...current.waterAlarm, ...waterAlarm };
  if (accelerometer) changes.accelerometer = { ...current.accelerometer, ...accelerometer };
  return changes;
}
