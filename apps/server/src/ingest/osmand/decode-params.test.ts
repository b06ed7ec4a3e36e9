import { describe, expect, it } from 'vitest';
import type { DecodeResult } from '../report.js';
import { decodeOsmandParams } from './decode-osmand.js';
import { messageOf, now, positionOf } from './decode.test-helpers.js';

const nowSeconds = now.getTime() / 1000;

function params(extra: Record<string, string> = {}): DecodeResult {
  return decodeOsmandParams({ id: '123456789012345', lat: '52.5', lon: '13.4', ...extra }, now);
}

describe('decodeOsmandParams', () => {
  it('decodes a full Traccar Client report', () => {
    const result = params({
      timestamp: String(nowSeconds - 60),
      speed: '10',
      bearing: '90.5',
      altitude: '34.2',
      accuracy: '12',
      batt: '76.5',
      charge: 'true',
      hdop: '0.9',
    });
    expect(result).toEqual({
      ok: true,
      report: {
        deviceKey: '123456789012345',
        position: {
          fixTime: new Date(now.getTime() - 60_000),
          latitude: 52.5,
          longitude: 13.4,
          type: 'gps',
          accuracy: 12,
          speed: 18.52,
          course: 90.5,
          altitude: 34.2,
          alertType: null,
          isLocked: null,
          unlockType: null,
          modemVoltage: null,
          modemTemperature: null,
          batteryPercent: 76.5,
          attributes: { hdop: 0.9, charge: true },
        },
      },
    });
  });

  it('takes the device key from id or deviceid, trimmed, and refuses a missing or malformed one', () => {
    expect(decodeOsmandParams({ deviceid: ' dev-1.a:b_c ' }, now)).toMatchObject({
      ok: true,
      report: { deviceKey: 'dev-1.a:b_c' },
    });
    expect(messageOf(decodeOsmandParams({ lat: '1', lon: '2' }, now))).toBe(
      'id is missing: send the device identifier as id or deviceid.',
    );
    expect(messageOf(decodeOsmandParams({ id: '   ' }, now))).toContain('id is missing');
    expect(messageOf(decodeOsmandParams({ id: 'has space' }, now))).toBe(
      'id must be 1 to 64 characters: letters, digits, _ . : or -.',
    );
    expect(messageOf(decodeOsmandParams({ deviceid: 'x'.repeat(65) }, now))).toContain('deviceid must be 1 to 64');
  });

  describe('coordinates', () => {
    it('reads location=lat,lon', () => {
      const position = positionOf(decodeOsmandParams({ id: 'a', location: '-33.86, 151.2' }, now));
      expect(position).toMatchObject({ latitude: -33.86, longitude: 151.2 });
    });

    it('without coordinates, the report only refreshes last seen', () => {
      expect(decodeOsmandParams({ id: 'a', batt: '50' }, now)).toEqual({
        ok: true,
        report: { deviceKey: 'a', position: null },
      });
      expect(decodeOsmandParams({ id: 'a', lat: '', lon: '' }, now)).toMatchObject({
        ok: true,
        report: { position: null },
      });
    });

    it('refuses coordinates that are not numbers or out of range', () => {
      expect(messageOf(params({ lat: '90.1' }))).toBe('lat must be a number between -90 and 90.');
      expect(messageOf(params({ lat: 'NaN' }))).toBe('lat must be a number between -90 and 90.');
      expect(messageOf(params({ lon: '-180.5' }))).toBe('lon must be a number between -180 and 180.');
      expect(messageOf(params({ lon: '0x10' }))).toContain('lon must be a number');
      expect(messageOf(decodeOsmandParams({ id: 'a', location: '95,10' }, now))).toBe(
        'The lat in location must be a number between -90 and 90.',
      );
      expect(messageOf(decodeOsmandParams({ id: 'a', location: '52.5' }, now))).toBe('location must be "lat,lon".');
    });

    it('refuses only one of lat and lon', () => {
      expect(messageOf(decodeOsmandParams({ id: 'a', lat: '52.5' }, now))).toBe('lat and lon must be sent together.');
      expect(messageOf(decodeOsmandParams({ id: 'a', lon: '13.4' }, now))).toBe('lat and lon must be sent together.');
    });
  });

  describe('timestamp', () => {
    const fixTimeOf = (timestamp: string) => positionOf(params({ timestamp })).fixTime.toISOString();

    it('defaults to now', () => {
      expect(positionOf(params()).fixTime).toEqual(now);
    });

    it('reads epoch seconds and, from Java Integer.MAX_VALUE on, epoch milliseconds', () => {
      expect(fixTimeOf('1748779100')).toBe('2025-06-01T11:58:20.000Z');
      expect(fixTimeOf('1748779100250')).toBe('2025-06-01T11:58:20.250Z');
    });

    it('reads ISO 8601 with and without an offset; without one it is UTC', () => {
      expect(fixTimeOf('2025-06-01T11:30:00Z')).toBe('2025-06-01T11:30:00.000Z');
      expect(fixTimeOf('2025-06-01T13:30:00.5+02:00')).toBe('2025-06-01T11:30:00.500Z');
      expect(fixTimeOf('2025-06-01T08:30:00-0300')).toBe('2025-06-01T11:30:00.000Z');
      expect(fixTimeOf('2025-06-01T11:30:00')).toBe('2025-06-01T11:30:00.000Z');
      expect(fixTimeOf('2025-06-01T11:30')).toBe('2025-06-01T11:30:00.000Z');
    });

    it('reads yyyy-MM-dd HH:mm:ss as UTC, with a space or a + between date and time', () => {
      expect(fixTimeOf('2025-06-01 11:30:00')).toBe('2025-06-01T11:30:00.000Z');
      expect(fixTimeOf('2025-06-01+11:30:00')).toBe('2025-06-01T11:30:00.000Z');
    });

    it('reads an offset whose + was URL-decoded into a space', () => {
      expect(fixTimeOf('2025-06-01T13:30:00 02:00')).toBe('2025-06-01T11:30:00.000Z');
    });

    it('refuses what it cannot parse, including dates that do not exist', () => {
      const expected = 'timestamp must be epoch seconds, epoch milliseconds, ISO 8601 or yyyy-MM-dd HH:mm:ss.';
      expect(messageOf(params({ timestamp: 'yesterday' }))).toBe(expected);
      expect(messageOf(params({ timestamp: '2025-02-30 10:00:00' }))).toBe(expected);
      expect(messageOf(params({ timestamp: '2025-06-01T24:00:00Z' }))).toBe(expected);
      expect(messageOf(params({ timestamp: '1748779100.5' }))).toBe(expected);
      expect(messageOf(params({ timestamp: '2025-06-01' }))).toBe(expected);
    });

    it('refuses a time more than five minutes ahead of the server clock', () => {
      expect(positionOf(params({ timestamp: String(nowSeconds + 300) })).fixTime).toEqual(
        new Date(now.getTime() + 300_000),
      );
      expect(messageOf(params({ timestamp: String(nowSeconds + 301) }))).toBe(
        "timestamp is more than 5 minutes ahead of the server clock; check the device's time.",
      );
    });

    it('refuses a time before 2000', () => {
      expect(messageOf(params({ timestamp: '1999-12-31 23:59:59' }))).toBe(
        "timestamp is before 2000-01-01; check the device's time.",
      );
      expect(messageOf(params({ timestamp: '0' }))).toContain('timestamp is before 2000-01-01');
    });

    it('checks the timestamp even without coordinates', () => {
      const result = decodeOsmandParams({ id: 'a', timestamp: String(nowSeconds + 3600) }, now);
      expect(messageOf(result)).toContain('ahead of the server clock');
    });
  });

  describe('measurements', () => {
    it('converts knots to km/h', () => {
      expect(positionOf(params({ speed: '0' })).speed).toBe(0);
      expect(positionOf(params({ speed: '27' })).speed).toBeCloseTo(50.004);
    });

    it('reads the course from bearing or heading', () => {
      expect(positionOf(params({ heading: '270' })).course).toBe(270);
      expect(positionOf(params({ bearing: '360' })).course).toBe(360);
      expect(messageOf(params({ heading: '361' }))).toBe('heading must be a number of degrees between 0 and 360.');
      expect(messageOf(params({ bearing: '-1' }))).toBe('bearing must be a number of degrees between 0 and 360.');
    });

    it('keeps hdop as an attribute and does not invent an accuracy from it', () => {
      const position = positionOf(params({ hdop: '1.2' }));
      expect(position.accuracy).toBeNull();
      expect(position.attributes).toEqual({ hdop: 1.2 });
    });

    it('refuses a negative battery level, takes one above 100 as full', () => {
      expect(positionOf(params({ batt: '100' })).batteryPercent).toBe(100);
      expect(positionOf(params({ batt: '104' })).batteryPercent).toBe(100);
      expect(messageOf(params({ batt: '-1' }))).toBe('batt must be a number, 0 or more.');
      expect(messageOf(params({ batt: 'NaN' }))).toBe('batt must be a number, 0 or more.');
    });

    it('reads the modem fields of our simulator', () => {
      const position = positionOf(params({ modem_voltage: '3712', modem_temperature: '-4.5' }));
      expect(position).toMatchObject({ modemVoltage: 3712, modemTemperature: -4.5, isLocked: null, unlockType: null });
      expect(messageOf(params({ modem_voltage: '3712.5' }))).toBe(
        'modem_voltage must be a whole number of millivolts between 0 and 10000.',
      );
      expect(messageOf(params({ modem_temperature: '200' }))).toBe(
        'modem_temperature must be a number of degrees Celsius between -60 and 125.',
      );
    });

    it('names the parameter that has the wrong type', () => {
      expect(messageOf(params({ speed: 'fast' }))).toBe('speed must be a number of knots between 0 and 1079.9.');
      expect(messageOf(params({ altitude: 'high' }))).toBe(
        'altitude must be a number of metres between -1000 and 100000.',
      );
      expect(messageOf(params({ accuracy: '-3' }))).toBe('accuracy must be a number of metres between 0 and 1000000.');
      expect(messageOf(params({ hdop: 'good' }))).toBe('hdop must be a number, 0 or more.');
      expect(messageOf(params({ charge: 'maybe' }))).toBe('charge must be true or false.');
      expect(messageOf(params({ valid: 'yes' }))).toBe('valid must be true or false.');
    });
  });

  describe('flags', () => {
    it('reads charge as true/false/1/0', () => {
      expect(positionOf(params({ charge: '1' })).attributes).toEqual({ charge: true });
      expect(positionOf(params({ charge: 'FALSE' })).attributes).toEqual({ charge: false });
    });

    it('keeps an invalid fix, marked valid=false', () => {
      expect(positionOf(params({ valid: 'false' }))).toMatchObject({ latitude: 52.5, attributes: { valid: false } });
      expect(positionOf(params({ valid: '0' })).attributes).toEqual({ valid: false });
    });
  });

  describe('alarm', () => {
    it.each([
      ['sos', 'sos'],
      ['movement', 'motion'],
      ['vibration', 'motion'],
      ['motion', 'motion'],
      ['shock', 'motion'],
      ['water', 'water'],
      ['temperature', 'temperature'],
      ['geofenceExit', 'geofenceExit'],
    ])('maps %s to the %s alert', (alarm, alertType) => {
      const position = positionOf(params({ alarm }));
      expect(position.alertType).toBe(alertType);
      expect(position.attributes).toEqual({});
    });

    it('keeps any other alarm as an attribute, without an alert', () => {
      const position = positionOf(params({ alarm: 'lowBattery' }));
      expect(position.alertType).toBeNull();
      expect(position.attributes).toEqual({ alarm: 'lowBattery' });
      expect(positionOf(params({ alarm: 'constructor' })).alertType).toBeNull();
    });
  });

  describe('extra parameters', () => {
    it('types them as Traccar does and ignores empty ones', () => {
      const position = positionOf(
        params({ rssi: '-71', ignition: 'true', door: 'false', note: 'hello world', empty: '', driverUniqueId: '007' }),
      );
      expect(position.attributes).toEqual({
        rssi: -71,
        ignition: true,
        door: false,
        note: 'hello world',
        driverUniqueId: '007',
      });
    });

    it('leaves out the push notification token', () => {
      expect(positionOf(params({ notificationToken: 'abc' })).attributes).toEqual({});
    });

    it('keeps prototype-like names as plain attributes', () => {
      const attributes = positionOf(params({ ['__proto__']: 'x', constructor: '1' })).attributes;
      expect(Object.getPrototypeOf(attributes)).toBe(Object.prototype);
      expect(Object.entries(attributes)).toEqual([
        ['__proto__', 'x'],
        ['constructor', 1],
      ]);
    });

    it('keeps at most 20 extras and values up to 256 characters; known attributes are not counted', () => {
      const extras = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`extra${index}`, String(index)]));
      const attributes = positionOf(params({ ...extras, hdop: '1', valid: 'true' })).attributes;
      expect(Object.keys(attributes)).toHaveLength(22);
      expect(attributes).toMatchObject({ extra0: 0, extra19: 19, hdop: 1, valid: true });
      expect(attributes).not.toHaveProperty('extra20');

      const sized = positionOf(params({ fits: 'a'.repeat(256), tooLong: 'a'.repeat(257) })).attributes;
      expect(sized).toEqual({ fits: 'a'.repeat(256) });
    });

    it('keeps at most 1,024 characters of extras in all, however they are spread', () => {
      const wide = Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`k${index}`, 'v'.repeat(250)]));
      const attributes = positionOf(params({ ...wide, batt: '50' })).attributes;
      const extraCharacters = Object.entries(attributes)
        .filter(([key]) => key.startsWith('k'))
        .reduce((sum, [key, value]) => sum + key.length + String(value).length, 0);
      expect(extraCharacters).toBeLessThanOrEqual(1024);
      expect(Object.keys(attributes).filter((key) => key.startsWith('k'))).toEqual(['k0', 'k1', 'k2', 'k3']);
    });
  });
});
