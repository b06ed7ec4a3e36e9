import type { DecodedPosition, DecodedReport } from '../report.js';
import { applyAlarm } from './alarm.js';
import { AttributeCollector, type AttributeValue } from './attributes.js';
import { OsmandDecodeError } from './decode-error.js';
import { parseDeviceKey } from './device-key.js';
import { KMH_PER_KNOT, limits } from './limits.js';
import { parseDecimal, parseNumberInRange, type NumberRange } from './numbers.js';
import { parseFixTime } from './parse-timestamp.js';
import { osmandPosition } from './position.js';

type Params = ReadonlyMap<string, string>;

const knownParams = new Set([
  'id',
  'deviceid',
  'lat',
  'lon',
  'location',
  'timestamp',
  'speed',
  'bearing',
  'heading',
  'altitude',
  'accuracy',
  'hdop',
  'batt',
  'charge',
  'alarm',
  'valid',
  'modem_voltage',
  'modem_temperature',
  // Traccar pushes commands to this token; we do not, and it has no place in a position's history.
  'notificationToken',
]);

/** Extras kept as sent: a driver id such as 007 is not the number 7. */
const textParams = new Set(['driverUniqueId']);

const booleanTexts = new Map([
  ['true', true],
  ['1', true],
  ['false', false],
  ['0', false],
]);

export function decodeParamsReport(rawParams: Record<string, string>, now: Date): DecodedReport {
  const params = presentParams(rawParams);
  return { deviceKey: deviceKeyOf(params), position: positionOf(params, now) };
}

/** Trimmed values; an empty one counts as not sent. */
function presentParams(rawParams: Record<string, string>): Params {
  const entries = Object.entries(rawParams).map(([key, value]) => [key, value.trim()] as const);
  return new Map(entries.filter(([, value]) => value !== ''));
}

function deviceKeyOf(params: Params): string {
  const name = params.has('id') ? 'id' : 'deviceid';
  const value = params.get(name);
  if (value === undefined) throw new OsmandDecodeError('id is missing: send the device identifier as id or deviceid.');
  return parseDeviceKey(value, name);
}

/** Every parameter is checked even without coordinates, so a broken device hears about it either way. */
function positionOf(params: Params, now: Date): DecodedPosition | null {
  const coordinates = coordinatesOf(params);
  const attributes = attributesOf(params);
  const alarm = params.get('alarm');
  const alertType = alarm === undefined ? null : applyAlarm(alarm, attributes);
  const timestamp = params.get('timestamp');
  const fields = {
    fixTime: timestamp === undefined ? now : parseFixTime(timestamp, 'timestamp', now),
    accuracy: numberParam(params, 'accuracy', limits.accuracy),
    speed: speedOf(params),
    course: courseOf(params),
    altitude: numberParam(params, 'altitude', limits.altitude),
    alertType,
    modemVoltage: numberParam(params, 'modem_voltage', limits.modemVoltage),
    modemTemperature: numberParam(params, 'modem_temperature', limits.modemTemperature),
    batteryPercent: batteryPercentOf(params),
    attributes: attributes.toRecord(),
  };
  return coordinates && osmandPosition({ ...coordinates, ...fields });
}

function coordinatesOf(params: Params): { latitude: number; longitude: number } | null {
  const lat = params.get('lat');
  const lon = params.get('lon');
  if (lat !== undefined && lon !== undefined) {
    return {
      latitude: parseNumberInRange(lat, 'lat', limits.latitude),
      longitude: parseNumberInRange(lon, 'lon', limits.longitude),
    };
  }
  if (lat !== undefined || lon !== undefined) throw new OsmandDecodeError('lat and lon must be sent together.');
  const location = params.get('location');
  return location === undefined ? null : locationCoordinates(location);
}

function locationCoordinates(location: string): { latitude: number; longitude: number } {
  const match = /^([^,]+),([^,]+)$/.exec(location);
  if (!match) throw new OsmandDecodeError('location must be "lat,lon".');
  const [, lat = '', lon = ''] = match;
  return {
    latitude: parseNumberInRange(lat.trim(), 'The lat in location', limits.latitude),
    longitude: parseNumberInRange(lon.trim(), 'The lon in location', limits.longitude),
  };
}

function numberParam(params: Params, key: string, range: NumberRange): number | null {
  const text = params.get(key);
  return text === undefined ? null : parseNumberInRange(text, key, range);
}

function speedOf(params: Params): number | null {
  const knots = numberParam(params, 'speed', limits.speedKnots);
  return knots === null ? null : knots * KMH_PER_KNOT;
}

function courseOf(params: Params): number | null {
  return numberParam(params, params.has('bearing') ? 'bearing' : 'heading', limits.course);
}

/** Above 100 is read as full rather than refused: the phone's battery is full, not the report broken. */
function batteryPercentOf(params: Params): number | null {
  const percent = numberParam(params, 'batt', limits.batteryPercent);
  return percent === null ? null : Math.min(percent, 100);
}

function booleanParam(params: Params, key: string): boolean | null {
  const text = params.get(key);
  if (text === undefined) return null;
  const value = booleanTexts.get(text.toLowerCase());
  if (value === undefined) throw new OsmandDecodeError(`${key} must be true or false.`);
  return value;
}

function attributesOf(params: Params): AttributeCollector {
  const attributes = new AttributeCollector();
  attributes.setKnown('hdop', numberParam(params, 'hdop', limits.hdop));
  attributes.setKnown('charge', booleanParam(params, 'charge'));
  attributes.setKnown('valid', booleanParam(params, 'valid'));
  for (const [key, text] of params) {
    if (!knownParams.has(key)) attributes.addExtra(key, textParams.has(key) ? text : typedValue(text));
  }
  return attributes;
}

/** Traccar's typing of unknown parameters: numbers, then true and false, else the text. */
function typedValue(text: string): AttributeValue {
  const number = parseDecimal(text);
  if (number !== null) return number;
  if (text === 'true' || text === 'false') return text === 'true';
  return text;
}
