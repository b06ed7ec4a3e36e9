import type { DecodedPosition, DecodedReport } from '../report.js';
import { applyAlarm } from './alarm.js';
import { AttributeCollector, type AttributeValue } from './attributes.js';
import { OsmandDecodeError } from './decode-error.js';
import { parseDeviceKey } from './device-key.js';
import { JsonFields } from './json-fields.js';
import { KMH_PER_METRE_PER_SECOND, limits } from './limits.js';
import { checkRange, type NumberRange } from './numbers.js';
import { parseFixTime } from './parse-timestamp.js';
import { osmandPosition } from './position.js';

/** The transistorsoft background-geolocation body that newer Traccar Client versions send. */
export function decodeJsonReport(body: unknown, now: Date): DecodedReport {
  const root = JsonFields.root(body);
  return { deviceKey: deviceKeyOf(root), position: newestPosition(root.raw('location'), now) };
}

function deviceKeyOf(root: JsonFields): string {
  const deviceId = root.string('device_id');
  if (deviceId === null) throw new OsmandDecodeError('device_id is missing.');
  return parseDeviceKey(deviceId, 'device_id');
}

/**
 * Traccar Client sends the locations it could not deliver earlier as one array. A report carries one position, so the
 * newest stands for the batch; every entry is still checked.
 */
function newestPosition(location: unknown, now: Date): DecodedPosition | null {
  if (location === null) return null;
  if (!Array.isArray(location)) return positionOf(JsonFields.of(location, 'location'), now);
  let newest: DecodedPosition | null = null;
  for (const [index, entry] of location.entries()) {
    const position = positionOf(JsonFields.of(entry, `location[${index}]`), now);
    if (position && (!newest || position.fixTime > newest.fixTime)) newest = position;
  }
  return newest;
}

/** Every field is checked even without coords, so a broken device hears about it either way. */
function positionOf(location: JsonFields, now: Date): DecodedPosition | null {
  const coords = location.object('coords');
  const battery = location.object('battery');
  const extras = location.object('extras');
  const attributes = attributesOf(location, battery, extras);
  const alarm = location.string('alarm') || extras?.string('alarm');
  const fields = {
    fixTime: fixTimeOf(location, now),
    alertType: alarm ? applyAlarm(alarm, attributes) : null,
    modemVoltage: null,
    modemTemperature: null,
    batteryPercent: batteryPercentOf(battery),
  };
  return coords && osmandPosition({ ...coordsFields(coords), ...fields, attributes: attributes.toRecord() });
}

function fixTimeOf(location: JsonFields, now: Date): Date {
  const timestamp = location.string('timestamp');
  return timestamp === null ? now : parseFixTime(timestamp.trim(), location.name('timestamp'), now);
}

function coordsFields(coords: JsonFields) {
  const speed = knownNumber(coords, 'speed', limits.speedMetresPerSecond);
  return {
    latitude: requiredNumber(coords, 'latitude', limits.latitude),
    longitude: requiredNumber(coords, 'longitude', limits.longitude),
    accuracy: knownNumber(coords, 'accuracy', limits.accuracy),
    speed: speed === null ? null : speed * KMH_PER_METRE_PER_SECOND,
    course: knownNumber(coords, 'heading', limits.course),
    altitude: numberInRange(coords, 'altitude', limits.altitude),
  };
}

function batteryPercentOf(battery: JsonFields | null): number | null {
  const level = battery && knownNumber(battery, 'level', limits.batteryLevel);
  return level === null ? null : Math.round(level * 100);
}

function numberInRange(fields: JsonFields, key: string, range: NumberRange): number | null {
  const value = fields.number(key);
  return value === null ? null : checkRange(value, fields.name(key), range);
}

function requiredNumber(fields: JsonFields, key: string, range: NumberRange): number {
  const value = numberInRange(fields, key, range);
  if (value === null) throw new OsmandDecodeError(`${fields.name(key)} is missing.`);
  return value;
}

/** The plugin marks a reading it does not have with a negative number (-1); iOS does so for a bad accuracy too. */
function knownNumber(fields: JsonFields, key: string, range: NumberRange): number | null {
  const value = fields.number(key);
  return value === null || value < 0 ? null : checkRange(value, fields.name(key), range);
}

function attributesOf(location: JsonFields, battery: JsonFields | null, extras: JsonFields | null): AttributeCollector {
  const attributes = new AttributeCollector();
  attributes.setKnown('motion', location.boolean('is_moving'));
  attributes.setKnown('event', location.string('event'));
  attributes.setKnown('odometer', location.number('odometer'));
  attributes.setKnown('mock', location.boolean('mock'));
  attributes.setKnown('activity', location.object('activity')?.string('type') ?? null);
  attributes.setKnown('charge', battery?.boolean('is_charging') ?? null);
  for (const [key, value] of extras?.entries() ?? []) {
    // The alarm is read on its own: it raises an alert, or becomes the known alarm attribute.
    if (key !== 'alarm' && isAttributeValue(value)) attributes.addExtra(key, value);
  }
  return attributes;
}

function isAttributeValue(value: unknown): value is AttributeValue {
  return (
    typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))
  );
}
