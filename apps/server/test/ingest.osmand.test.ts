import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, commandsOf, deviceRow, insertDevice } from './helpers/devices.js';
import { osmand, positionsOf } from './helpers/ingest.js';

const t = useTestApp();
let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
let imeiCounter = 356938035640000;

beforeAll(async () => {
  owner = await createVerifiedUser(t);
});

async function newDevice() {
  const imei = String(imeiCounter++);
  return insertDevice(t, owner.user._id, { imei });
}
const secondsAgo = (seconds: number) => Math.floor(t.clock.now().getTime() / 1000) - seconds;

describe('OsmAnd protocol: the forms Traccar understands', () => {
  it('stores a query-form GET report, converts knots, names the place and moves the device state', async () => {
    const device = await newDevice();
    const at = secondsAgo(10);
    const response = await osmand(t, { method: 'GET', url: `/?id=${device.osmandId}&lat=-33.8688&lon=151.2093&timestamp=${at}&speed=10&bearing=90&altitude=12&accuracy=8&batt=77&charge=true&hdop=0.9&driver=kim` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    const [stored] = await positionsOf(t, device.id);
    expect(stored).toMatchObject({ latitude: -33.8688, longitude: 151.2093, course: 90, altitude: 12, accuracy: 8, batteryPercentage: 77, type: 'gps', alertType: null });
    expect(stored!.speed).toBeCloseTo(18.52, 2);
    expect(stored!.address).toContain('Sydney');
    expect(stored!.attributes).toMatchObject({ charge: true, hdop: 0.9, driver: 'kim' });
    expect(stored!.fixTime.getTime()).toBe(at * 1000);
    const row = await deviceRow(t, device.id);
    expect(row).toMatchObject({ batteryPercentage: 77 });
    expect(row!.lastFixAt?.getTime()).toBe(at * 1000);
    expect(row!.lastSeenTime?.getTime()).toBe(t.clock.now().getTime());
  });

  it('finds the device by serial number when its owner accepts that, and takes deviceid and location=lat,lon', async () => {
    const device = await newDevice();
    await call(t, owner.authHeader, 'PUT', `/api/devices/osmand/${device.id}`, { serialNumberAccepted: true });
    const response = await osmand(t, { method: 'GET', url: `/?deviceid=${device.deviceUUID}&location=51.5074,-0.1278` });
    expect(response.statusCode).toBe(200);
    const [stored] = await positionsOf(t, device.id);
    expect(stored).toMatchObject({ latitude: 51.5074, longitude: -0.1278 });
    expect(stored!.address).toContain('London');
  });

  it('takes a urlencoded POST body with an ISO time and a "yyyy-MM-dd HH:mm:ss" time', async () => {
    const device = await newDevice();
    const iso = new Date(t.clock.now().getTime() - 60_000).toISOString();
    const plain = new Date(t.clock.now().getTime() - 120_000).toISOString().slice(0, 19).replace('T', ' ');
    for (const timestamp of [iso, plain]) {
      const response = await osmand(t, {
        method: 'POST',
        url: '/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ id: device.osmandId, lat: '48.8566', lon: '2.3522', timestamp }).toString(),
      });
      expect(response.statusCode).toBe(200);
    }
    const stored = await positionsOf(t, device.id);
    expect(stored.map((position) => position.fixTime.toISOString())).toEqual([iso, `${plain.replace(' ', 'T')}.000Z`]);
  });

  it('takes the JSON body of newer Traccar Client versions', async () => {
    const device = await newDevice();
    const timestamp = new Date(t.clock.now().getTime() - 5000).toISOString();
    const response = await osmand(t, {
      method: 'POST',
      url: '/',
      payload: {
        device_id: device.osmandId,
        location: {
          timestamp,
          coords: { latitude: -37.8136, longitude: 144.9631, accuracy: 5, speed: 10, heading: 180, altitude: 30 },
          battery: { level: 0.42, is_charging: false },
          is_moving: true,
          extras: { trip: 'school' },
        },
      },
    });
    expect(response.statusCode).toBe(200);
    const [stored] = await positionsOf(t, device.id);
    expect(stored).toMatchObject({ latitude: -37.8136, longitude: 144.9631, accuracy: 5, course: 180, altitude: 30, batteryPercentage: 42 });
    expect(stored!.speed).toBeCloseTo(36, 5);
    expect(stored!.attributes).toMatchObject({ motion: true, trip: 'school' });
    expect(stored!.address).toContain('Melbourne');
  });

  it('speaks real HTTP with keep-alive on its own port', async () => {
    const device = await newDevice();
    await t.app.osmand.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.osmand.server.address() as { port: number };
    for (const lat of [10, 10.001, 10.002]) {
      const response = await fetch(`http://127.0.0.1:${port}/?id=${device.osmandId}&lat=${lat}&lon=20`, { method: 'POST' });
      expect(response.status).toBe(200);
      expect(response.headers.get('connection')).not.toBe('close');
    }
    expect(await positionsOf(t, device.id)).toHaveLength(3);
  });
});

describe('OsmAnd protocol: what it refuses', () => {
  const refused = [
    ['a latitude that is not a number', 'lat=north&lon=20'],
    ['a latitude out of range', 'lat=91&lon=20'],
    ['a longitude out of range', 'lat=10&lon=-180.5'],
    ['only one coordinate', 'lat=10'],
    ['a speed that is not a number', 'lat=10&lon=20&speed=fast'],
    ['a time far in the future', `lat=10&lon=20&timestamp=${Math.floor(Date.now() / 1000) + 3600}`],
    ['a time before 2000', 'lat=10&lon=20&timestamp=86400'],
    ['an unreadable time', 'lat=10&lon=20&timestamp=yesterday'],
  ] as const;
  it.each(refused)('answers 400 to %s and stores nothing', async (_what, query) => {
    const device = await newDevice();
    const before = await deviceRow(t, device.id);
    const response = await osmand(t, { method: 'GET', url: `/?id=${device.osmandId}&${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.body.length).toBeGreaterThan(5);
    expect(await positionsOf(t, device.id)).toHaveLength(0);
    expect((await deviceRow(t, device.id))!.lastSeenTime).toEqual(before!.lastSeenTime);
  });

  it('answers 400 without an id, to broken JSON, and 413 to an oversized body', async () => {
    expect((await osmand(t, { method: 'GET', url: '/?lat=10&lon=20' })).statusCode).toBe(400);
    const broken = await osmand(t, { method: 'POST', url: '/', headers: { 'content-type': 'application/json' }, payload: '{"device_id":' });
    expect(broken.statusCode).toBe(400);
    const device = await newDevice();
    const huge = await osmand(t, {
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${device.osmandId}&lat=10&lon=20&note=${'x'.repeat(40_000)}`,
    });
    expect(huge.statusCode).toBe(413);
    expect(await positionsOf(t, device.id)).toHaveLength(0);
  });
});

describe('OsmAnd protocol: state and commands', () => {
  it('refreshes only the last seen time for a report without coordinates', async () => {
    const device = await newDevice();
    const response = await osmand(t, { method: 'GET', url: `/?id=${device.osmandId}&batt=12` });
    expect(response.statusCode).toBe(200);
    expect(await positionsOf(t, device.id)).toHaveLength(0);
    const row = await deviceRow(t, device.id);
    expect(row!.lastSeenTime?.getTime()).toBe(t.clock.now().getTime());
    expect(row!.batteryPercentage).toBeNull();
  });

  it('stores a late position as history without moving the latest state back', async () => {
    const device = await newDevice();
    await osmand(t, { method: 'GET', url: `/?id=${device.osmandId}&lat=10&lon=20&timestamp=${secondsAgo(60)}&batt=50` });
    await osmand(t, { method: 'GET', url: `/?id=${device.osmandId}&lat=11&lon=21&timestamp=${secondsAgo(600)}&batt=90` });
    const stored = await positionsOf(t, device.id);
    expect(stored.map((position) => position.latitude)).toEqual([10, 11]);
    const row = await deviceRow(t, device.id);
    expect(row!.batteryPercentage).toBe(50);
    expect(row!.lastFixAt?.getTime()).toBe(secondsAgo(60) * 1000);
  });

  it('answers a queued command as text, oldest first, marks it sent, and a newer report confirms it arrived', async () => {
    const device = await newDevice();
    await call(t, owner.authHeader, 'PUT', `/api/devices/airplane-mode/${device.id}`, { duration: 3600 });
    t.clock.advance(1);
    await call(t, owner.authHeader, 'POST', `/api/devices/locate/${device.id}`, { locationReportMode: 'continuously' });
    const report = (seconds: number) => {
      t.clock.advance(1000);
      return osmand(t, { method: 'GET', url: `/?id=${device.osmandId}&lat=10&lon=20&timestamp=${secondsAgo(seconds)}` });
    };
    expect((await report(30)).body).toBe('airplaneMode 3600');
    expect((await commandsOf(t, device.id)).map((command) => [command.type, command.status])).toEqual([
      ['airplaneMode', 'sent'],
      ['locate', 'queued'],
    ]);
    expect((await report(20)).body).toBe('locate continuously 300');
    expect((await report(10)).body).toBe('');
    expect((await commandsOf(t, device.id)).map((command) => [command.type, command.status])).toEqual([
      ['airplaneMode', 'acknowledged'],
      ['locate', 'acknowledged'],
    ]);
  });

  it('hands a command to only one of two reports that arrive together', async () => {
    const device = await newDevice();
    await call(t, owner.authHeader, 'POST', `/api/devices/locate/${device.id}`, { locationReportMode: 'once' });
    const answers = await Promise.all([1, 2].map((n) => osmand(t, { method: 'GET', url: `/?id=${device.osmandId}&lat=${n}&lon=20` })));
    expect(answers.map((answer) => answer.body).sort()).toEqual(['', 'locate once']);
  });
});
