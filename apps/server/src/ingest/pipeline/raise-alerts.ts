import {
  celsiusToFahrenheit,
  pointInCircle,
  pointInPolygon,
  type AlertType,
  type LatLng,
} from '@lodestar/contract';
import type { DeviceRow } from '../../db/schema/index.js';
import type { DecodedPosition } from '../report.js';

/** What the alert rules read of the device. */
export type AlertRulesDevice = Pick<
  DeviceRow,
  | 'temperature'
  | 'geoFence'
  | 'geofenceAlertOn'
  | 'waterAlarm'
  | 'accelerometer'
  | 'lowBattery'
  | 'mapBoundaryPoints'
  | 'geofenceCircle'
  | 'geofenceInside'
  | 'alertRaisedAt'
>;

/** The device's alert memory, carried from one position to the next. */
export interface AlertMemory {
  geofenceInside: boolean | null;
  alertRaisedAt: Partial<Record<AlertType, string>>;
}

/** Percentage points above its level a battery must reach before a low battery is told again. */
export const LOW_BATTERY_REARM_MARGIN = 5;

/** When several alerts hold for one position, the one it is stored with. */
const precedence: readonly AlertType[] = ['sos', 'geofenceExit', 'geofenceEntry', 'water', 'motion', 'temperature', 'lowBattery'];

function elapsedSince(memory: AlertMemory, type: AlertType, at: Date, seconds: number): boolean {
  const last = memory.alertRaisedAt[type];
  return !last || at.getTime() - Date.parse(last) >= seconds * 1000;
}

function temperatureHolds(device: AlertRulesDevice, celsius: number | null): boolean {
  const { enable, condition, level, unit } = device.temperature;
  if (!enable || celsius === null) return false;
  const reading = unit === 'f' ? celsiusToFahrenheit(celsius) : celsius;
  return condition === 'greaterOrEqual' ? reading >= level : reading <= level;
}

/** Whether a point lies inside the device's fence, its circle or its boundary; null while it has no fence on. */
function fenceTest(device: AlertRulesDevice): ((point: LatLng) => boolean) | null {
  const { geoFence, geofenceCircle: circle, mapBoundaryPoints: boundary } = device;
  if (!geoFence.enable) return null;
  if (circle) return (point) => pointInCircle(point, circle);
  return boundary.length >= 3 ? (point) => pointInPolygon(point, boundary) : null;
}

/**
 * The alert a live (newest) position raises, if any, and the memory after it. An SOS always raises; motion, water
 * and temperature only while their setting is on and their re-alert duration has passed since the last one; leaving
 * or entering an enabled geofence once per crossing, as its setting says; a low battery once, until it has been
 * charged above the level again. An alert the rules hold back is kept in the position's attributes.
 * `at` is when the position counts as fixed: never later than it arrived, so a date ahead cannot stretch the
 * re-alert durations.
 */
export function raiseAlert(
  device: AlertRulesDevice,
  memory: AlertMemory,
  position: DecodedPosition,
  battery: number | null,
  at: Date = position.fixTime,
): { alertType: AlertType | null; memory: AlertMemory } {
  const holding = new Set<AlertType>();
  const reported = position.alertType;
  if (reported === 'sos') holding.add('sos');
  if (reported === 'motion' && device.accelerometer.enable && elapsedSince(memory, 'motion', at, device.accelerometer.reAlertDuration)) {
    holding.add('motion');
  }
  if (reported === 'water' && device.waterAlarm.enable && elapsedSince(memory, 'water', at, device.waterAlarm.reAlertDuration)) {
    holding.add('water');
  }
  const hot = reported === 'temperature' || temperatureHolds(device, position.modemTemperature);
  if (hot && device.temperature.enable && elapsedSince(memory, 'temperature', at, device.temperature.reAlertDuration)) {
    holding.add('temperature');
  }

  const fence = fenceTest(device);
  const inside = fence ? fence({ lat: position.latitude, lng: position.longitude }) : null;
  const crossing = device.geofenceAlertOn;
  if (fence && memory.geofenceInside === true && inside === false && crossing !== 'entry') holding.add('geofenceExit');
  if (fence && memory.geofenceInside === false && inside === true && crossing !== 'exit') holding.add('geofenceEntry');

  const { lowBattery } = device;
  const low = lowBattery.enable && battery !== null && battery <= lowBattery.level;
  if (low && !memory.alertRaisedAt.lowBattery) holding.add('lowBattery');

  const alertType = precedence.find((type) => holding.has(type)) ?? null;
  const alertRaisedAt = alertType ? { ...memory.alertRaisedAt, [alertType]: at.toISOString() } : { ...memory.alertRaisedAt };
  // Charged clearly above the level (or the rule off): the next fall is told again. The margin keeps a battery
  // wavering around the level from telling at every dip.
  const recharged = battery !== null && battery > lowBattery.level + LOW_BATTERY_REARM_MARGIN;
  if (!lowBattery.enable || recharged) delete alertRaisedAt.lowBattery;
  return { alertType, memory: { geofenceInside: inside, alertRaisedAt } };
}

/** A late position (older than the device's latest) changes no state; only an SOS is still stored as an alert (never mailed). */
export function lateAlert(position: DecodedPosition): AlertType | null {
  return position.alertType === 'sos' ? 'sos' : null;
}
