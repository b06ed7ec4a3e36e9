import { describe, expect, it } from 'vitest';
import { decodeOsmandJson } from './decode-osmand.js';
import { messageOf, now, positionOf } from './decode.test-helpers.js';

describe('decodeOsmandJson', () => {
  const body = (location: unknown, extra: Record<string, unknown> = {}) => ({
    device_id: 'phone-1',
    location,
    ...extra,
  });
  const location = (overrides: Record<string, unknown> = {}) => ({
    timestamp: '2025-06-01T11:59:00.000Z',
    coords: { latitude: 48.85, longitude: 2.35, accuracy: 8, speed: 10, heading: 180, altitude: 35 },
    is_moving: true,
    odometer: 1234.5,
    event: 'motionchange',
    activity: { type: 'walking' },
    battery: { level: 0.57, is_charging: false },
    ...overrides,
  });

  it('decodes a transistorsoft location', () => {
    expect(decodeOsmandJson(body(location({ extras: { trip: 'morning', stops: 3 } })), now)).toEqual({
      ok: true,
      report: {
        deviceKey: 'phone-1',
        position: {
          fixTime: new Date('2025-06-01T11:59:00.000Z'),
          latitude: 48.85,
          longitude: 2.35,
          type: 'gps',
          accuracy: 8,
          speed: 36,
          course: 180,
          altitude: 35,
          alertType: null,
          isLocked: null,
          unlockType: null,
          modemVoltage: null,
          modemTemperature: null,
          batteryPercent: 57,
          attributes: {
            motion: true,
            event: 'motionchange',
            odometer: 1234.5,
            activity: 'walking',
            charge: false,
            trip: 'morning',
            stops: 3,
          },
        },
      },
    });
  });

  it('reads negative speed, heading and accuracy and a battery level of -1 as unknown', () => {
    const coords = { latitude: 1, longitude: 2, accuracy: -1, speed: -1, heading: -1, altitude: -12 };
    const position = positionOf(decodeOsmandJson(body(location({ coords, battery: { level: -1 } })), now));
    expect(position).toMatchObject({ speed: null, course: null, accuracy: null, altitude: -12, batteryPercent: null });
  });

  it('refuses out-of-range values and wrong types, naming the field', () => {
    const coords = (overrides: Record<string, unknown>) => ({ coords: { latitude: 1, longitude: 2, ...overrides } });
    const refused = (overrides: Record<string, unknown>) => messageOf(decodeOsmandJson(body(location(overrides)), now));
    expect(refused(coords({ latitude: 91 }))).toBe('location.coords.latitude must be a number between -90 and 90.');
    expect(refused(coords({ longitude: '2' }))).toBe('location.coords.longitude must be a number.');
    expect(refused(coords({ heading: 400 }))).toBe(
      'location.coords.heading must be a number of degrees between 0 and 360.',
    );
    expect(refused(coords({ speed: 600 }))).toBe(
      'location.coords.speed must be a number of metres per second between 0 and 555.6.',
    );
    expect(refused({ coords: { longitude: 2 } })).toBe('location.coords.latitude is missing.');
    expect(refused({ battery: { level: 57 } })).toBe('location.battery.level must be a number between 0 and 1.');
    expect(refused({ is_moving: 'yes' })).toBe('location.is_moving must be true or false.');
    expect(refused({ coords: [1, 2] })).toBe('location.coords must be a JSON object.');
    expect(refused({ timestamp: 'soon' })).toContain('location.timestamp must be epoch seconds');
    expect(refused({ timestamp: '2025-06-01T13:00:00Z' })).toContain('location.timestamp is more than 5 minutes ahead');
  });

  it('refuses a body that is not an object or has no device_id', () => {
    expect(messageOf(decodeOsmandJson([location()], now))).toBe('The body must be a JSON object.');
    expect(messageOf(decodeOsmandJson(null, now))).toBe('The body must be a JSON object.');
    expect(messageOf(decodeOsmandJson({ location: location() }, now))).toBe('device_id is missing.');
    expect(messageOf(decodeOsmandJson({ device_id: 42, location: location() }, now))).toBe(
      'device_id must be a string.',
    );
    expect(messageOf(decodeOsmandJson({ device_id: 'a b' }, now))).toContain('device_id must be 1 to 64');
  });

  it('without coords or without a location, the report only refreshes last seen', () => {
    expect(decodeOsmandJson(body(location({ coords: undefined })), now)).toEqual({
      ok: true,
      report: { deviceKey: 'phone-1', position: null },
    });
    expect(decodeOsmandJson({ device_id: 'phone-1' }, now)).toMatchObject({ ok: true, report: { position: null } });
  });

  it('defaults a missing timestamp to now', () => {
    expect(positionOf(decodeOsmandJson(body(location({ timestamp: undefined })), now)).fixTime).toEqual(now);
  });

  it('maps an alarm in the location or its extras', () => {
    expect(positionOf(decodeOsmandJson(body(location({ alarm: 'sos' })), now)).alertType).toBe('sos');
    const fromExtras = positionOf(decodeOsmandJson(body(location({ extras: { alarm: 'shock', trip: 'x' } })), now));
    expect(fromExtras.alertType).toBe('motion');
    expect(fromExtras.attributes).not.toHaveProperty('alarm');
    const unknown = positionOf(decodeOsmandJson(body(location({ extras: { alarm: 'overspeed' } })), now));
    expect(unknown).toMatchObject({ alertType: null, attributes: { alarm: 'overspeed' } });
  });

  it('keeps scalar extras only, capped like the parameter form', () => {
    const extras = {
      nested: { a: 1 },
      list: [1],
      nothing: null,
      tooLong: 'a'.repeat(257),
      ...Object.fromEntries(Array.from({ length: 60 }, (_, index) => [`extra${index}`, index])),
    };
    const attributes = positionOf(decodeOsmandJson(body(location({ extras })), now)).attributes;
    const extraKeys = Object.keys(attributes).filter((key) => key.startsWith('extra'));
    expect(extraKeys).toHaveLength(20);
    expect(attributes).not.toHaveProperty('nested');
    expect(attributes).not.toHaveProperty('list');
    expect(attributes).not.toHaveProperty('tooLong');
  });

  it('does not let an extra replace a known attribute', () => {
    const attributes = positionOf(decodeOsmandJson(body(location({ extras: { event: 'spoofed' } })), now)).attributes;
    expect(attributes.event).toBe('motionchange');
  });

  it('takes the newest location of an array, after checking them all', () => {
    const older = location({ timestamp: '2025-06-01T11:00:00Z', coords: { latitude: 1, longitude: 1 } });
    const newest = location({ timestamp: '2025-06-01T11:50:00Z', coords: { latitude: 3, longitude: 3 } });
    const middle = location({ timestamp: '2025-06-01T11:30:00Z', coords: { latitude: 2, longitude: 2 } });
    const position = positionOf(decodeOsmandJson(body([older, newest, middle]), now));
    expect(position).toMatchObject({ latitude: 3, fixTime: new Date('2025-06-01T11:50:00Z') });

    const broken = location({ coords: { latitude: 100, longitude: 1 } });
    expect(messageOf(decodeOsmandJson(body([newest, broken]), now))).toBe(
      'location[1].coords.latitude must be a number between -90 and 90.',
    );
    expect(decodeOsmandJson(body([]), now)).toMatchObject({ ok: true, report: { position: null } });
  });
});
