import { beforeAll, describe, expect, it } from 'vitest';
import type { HistoryFindResponse, LatestLocationsResponse, LocationRecord } from '@lodestar/contract';
import { useTestApp } from './helpers/test-app.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, deviceRow, insertDevice, shareDevice } from './helpers/devices.js';
import { setRoles } from './helpers/sharing.js';
import { deviceAuthorization, native, positionsOf } from './helpers/ingest.js';

const t = useTestApp();
let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
let stranger: Awaited<ReturnType<typeof createVerifiedUser>>;

beforeAll(async () => {
  [owner, stranger] = [await createVerifiedUser(t), await createVerifiedUser(t)];
  // Device Activity (POST /api/v2/history) is for the roles that have it.
  for (const { user } of [owner, stranger]) await setRoles(t, user._id, ['enterprise']);
});

const secondsAgo = (seconds: number) => Math.floor(t.clock.now().getTime() / 1000) - seconds;

/** A device of the owner with `count` positions a minute apart, the newest a minute ago; every fifth an SOS. */
async function deviceWithHistory(count: number) {
  const device = await insertDevice(t, owner.user._id);
  const authorization = await deviceAuthorization(t, device.id);
  const positions = Array.from({ length: count }, (_, i) => ({
    timestamp: secondsAgo(60 * (count - i)),
    latitude: -33.8 + i / 1000,
    longitude: 151.2,
    type: i % 2 === 0 ? 'gps' : 'mcell',
    ...(i % 5 === 0 ? { alertType: 'sos' } : {}),
  }));
  const { status } = await native(t, authorization, { positions });
  expect(status).toBe(200);
  return { device, authorization };
}

const latitudes = (data: LocationRecord[]) => data.map((location) => Number(location.latitude.toFixed(3)));

describe('GET /api/history/find/device/{id}', () => {
  it('pages newest first with the pagination block; page 0 is page 1', async () => {
    const { device } = await deviceWithHistory(25);
    const first = await call<HistoryFindResponse>(t, owner.authHeader, 'GET', `/api/history/find/device/${device.id}?page=0&perPage=10`);
    expect(first.status).toBe(200);
    expect(latitudes(first.body.data)).toEqual([-33.776, -33.777, -33.778, -33.779, -33.78, -33.781, -33.782, -33.783, -33.784, -33.785]);
    expect(first.body.pagination).toEqual({ page: 1, current: 1, perPage: 10, total: 25, totalPages: 3, prev: 0, next: 2, hasPrev: false, hasNext: true });
    const last = await call<HistoryFindResponse>(t, owner.authHeader, 'GET', `/api/history/find/device/${device.deviceUUID}?page=3&perPage=10`);
    expect(last.body.data).toHaveLength(5);
    expect(last.body.pagination).toMatchObject({ current: 3, prev: 2, next: 0, hasNext: false });
    const [newest] = first.body.data;
    expect(newest).toMatchObject({ deviceUUID: device.deviceUUID, deviceId: device.id, type: 'gps', timestamp: secondsAgo(60) });
    expect(newest!.timeCreated).toBe(new Date(secondsAgo(60) * 1000).toISOString());
  });

  it('defaults to 10 per page and filters by fix type, alerts and lock events', async () => {
    const { device } = await deviceWithHistory(12);
    const all = await call<HistoryFindResponse>(t, owner.authHeader, 'GET', `/api/history/find/device/${device.id}`);
    expect(all.body.data).toHaveLength(10);
    const cells = await call<HistoryFindResponse>(t, owner.authHeader, 'GET', `/api/history/find/device/${device.id}?filter=mcell&perPage=100`);
    expect(cells.body.pagination.total).toBe(6);
    expect(cells.body.data.every((location) => location.type === 'mcell')).toBe(true);
    const alerts = await call<HistoryFindResponse>(t, owner.authHeader, 'GET', `/api/history/find/device/${device.id}?filter=alerts`);
    expect(alerts.body.data.map((location) => [location.alert, location.alertType])).toEqual([
      ['sos', 'SOS'],
      ['sos', 'SOS'],
      ['sos', 'SOS'],
    ]);
    const locks = await call<HistoryFindResponse>(t, owner.authHeader, 'GET', `/api/history/find/device/${device.id}?filter=lockEvents`);
    expect(locks.body.pagination.total).toBe(0);
  });

  it.each([['perPage=0'], ['perPage=101'], ['page=-1'], ['filter=wifi'], ['perPage=ten']])('refuses %s with 400', async (query) => {
    const { device } = await deviceWithHistory(1);
    const { status, body } = await call(t, owner.authHeader, 'GET', `/api/history/find/device/${device.id}?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false });
  });
});

describe('GET /api/history/map/{id}', () => {
  it('answers the newest positions, as many as asked', async () => {
    const { device } = await deviceWithHistory(30);
    const { status, body } = await call<{ data: LocationRecord[] }>(t, owner.authHeader, 'GET', `/api/history/map/${device.id}?perPage=20`);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(20);
    expect(body.data[0]!.timestamp).toBe(secondsAgo(60));
  });
});

describe('POST /api/v2/history', () => {
  it('is refused to the roles without Device Activity, with 403 and nothing of any device', async () => {
    const { device } = await deviceWithHistory(1);
    const plain = await createVerifiedUser(t);
    await setRoles(t, plain.user._id, ['user', 'dealership', 'k9']);
    const { status, body } = await call(t, plain.authHeader, 'POST', '/api/v2/history', { deviceUUIDs: [device.deviceUUID] });
    expect(status).toBe(403);
    expect(body).toEqual({ success: false, message: 'Permission denied', errors: ['Permission denied'] });
  });

  it('answers the latest location of each visible device, in the order asked, leaving out the rest', async () => {
    const a = await deviceWithHistory(3);
    const b = await deviceWithHistory(2);
    const silent = await insertDevice(t, owner.user._id);
    const theirs = await insertDevice(t, stranger.user._id);
    const { status, body } = await call<LatestLocationsResponse>(t, owner.authHeader, 'POST', '/api/v2/history', {
      deviceUUIDs: [b.device.deviceUUID, theirs.deviceUUID, silent.deviceUUID, a.device.deviceUUID, 'NO-SUCH-DEVICE'],
    });
    expect(status).toBe(200);
    expect(body.locations.map((location) => [location.deviceUUID, location.timestamp])).toEqual([
      [b.device.deviceUUID, secondsAgo(60)],
      [a.device.deviceUUID, secondsAgo(60)],
    ]);
  });

  it('answers up to perDevice locations of each device, grouped in the order asked, newest first', async () => {
    const a = await deviceWithHistory(5);
    const b = await deviceWithHistory(2);
    const { status, body } = await call<LatestLocationsResponse>(t, owner.authHeader, 'POST', '/api/v2/history', {
      deviceUUIDs: [b.device.deviceUUID, a.device.deviceUUID, b.device.deviceUUID],
      perDevice: 3,
    });
    expect(status).toBe(200);
    expect(body.locations.map((location) => [location.deviceUUID, location.timestamp])).toEqual([
      [b.device.deviceUUID, secondsAgo(60)],
      [b.device.deviceUUID, secondsAgo(120)],
      [a.device.deviceUUID, secondsAgo(60)],
      [a.device.deviceUUID, secondsAgo(120)],
      [a.device.deviceUUID, secondsAgo(180)],
    ]);
  });

  it('refuses an empty list, a list over 1000, a bad perDevice, too many locations and a body of the wrong shape with 400', async () => {
    const many = (count: number) => Array.from({ length: count }, (_, i) => `SN-${i}`);
    for (const payload of [
      { deviceUUIDs: [] },
      { deviceUUIDs: many(1001) },
      { deviceUUIDs: ['SN-1'], perDevice: 0 },
      { deviceUUIDs: ['SN-1'], perDevice: 1001 },
      { deviceUUIDs: ['SN-1'], perDevice: 2.5 },
      { deviceUUIDs: many(51), perDevice: 1000 },
      { deviceUUIDs: 'SN-1' },
      {},
    ]) {
      const { status, body } = await call(t, owner.authHeader, 'POST', '/api/v2/history', payload);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, errors: [expect.any(String)] });
    }
  });
});

describe('DELETE /api/v2/history/{id}', () => {
  it("deletes every position of the device for its owner, and leaves the device's latest state as it is", async () => {
    const { device } = await deviceWithHistory(12);
    const other = await deviceWithHistory(3);
    const before = await deviceRow(t, device.id);
    const cleared = await call(t, owner.authHeader, 'DELETE', `/api/v2/history/${device.deviceUUID}`);
    expect(cleared).toMatchObject({ status: 200, body: { success: true, message: 'Cleared successfully', deleted: 12 } });
    expect(await positionsOf(t, device.id)).toEqual([]);
    expect(await positionsOf(t, other.device.id)).toHaveLength(3);
    expect(await deviceRow(t, device.id)).toEqual(before);
    expect(before!.lastSeenTime).not.toBeNull();
    expect((await call(t, owner.authHeader, 'DELETE', `/api/v2/history/${device.id}`)).body).toMatchObject({ deleted: 0 });
  });

  it("leaves what the device reported for a previous owner alone", async () => {
    const { device, authorization } = await deviceWithHistory(2);
    const { passcode } = (await call<{ passcode: string }>(t, owner.authHeader, 'DELETE', `/api/devices/${device.id}`)).body;
    const buyer = await createVerifiedUser(t);
    await call(t, buyer.authHeader, 'POST', '/api/devices/claim', { deviceUUID: device.deviceUUID, passcode, name: 'Second-hand' });
    await native(t, authorization, { positions: [{ timestamp: secondsAgo(5), latitude: 1, longitude: 2 }] });
    expect((await call(t, buyer.authHeader, 'DELETE', `/api/v2/history/${device.id}`)).body).toMatchObject({ deleted: 1 });
    expect(await positionsOf(t, device.id)).toHaveLength(2);
  });
});

describe('who may read a history', () => {
  it('answers another user 404 on every history call and leaves their devices out of the latest locations', async () => {
    const { device } = await deviceWithHistory(3);
    for (const url of [`/api/history/find/device/${device.id}`, `/api/history/find/device/${device.deviceUUID}`, `/api/history/map/${device.id}`]) {
      const { status, body } = await call(t, stranger.authHeader, 'GET', url);
      expect(status).toBe(404);
      expect(body).toMatchObject({ success: false, message: 'Device not found' });
    }
    const latest = await call<LatestLocationsResponse>(t, stranger.authHeader, 'POST', '/api/v2/history', { deviceUUIDs: [device.deviceUUID] });
    expect(latest.body.locations).toEqual([]);
  });

  it('lets every live sharee read it, a Limited one only until the share expires', async () => {
    const { device } = await deviceWithHistory(3);
    const limited = await createVerifiedUser(t);
    await shareDevice(t, device.id, limited.user, { accessRightsFlag: 2, expiryDate: new Date(t.clock.now().getTime() + 60_000) });
    const read = () => call<HistoryFindResponse>(t, limited.authHeader, 'GET', `/api/history/find/device/${device.id}`);
    expect((await read()).body.data).toHaveLength(3);
    t.clock.advance(120_000);
    expect((await read()).status).toBe(404);
  });

  it('starts a new owner with an empty history: what the device reported for its previous owner stays theirs', async () => {
    const { device, authorization } = await deviceWithHistory(4);
    const removed = await call<{ passcode: string }>(t, owner.authHeader, 'DELETE', `/api/devices/${device.id}`);
    expect(removed.status).toBe(200);
    await native(t, authorization, { positions: [{ timestamp: secondsAgo(30), latitude: 1, longitude: 2 }] });
    const claimed = await call(t, stranger.authHeader, 'POST', '/api/devices/claim', { deviceUUID: device.deviceUUID, passcode: removed.body.passcode, name: 'Second-hand tracker' });
    expect(claimed.status).toBe(201);
    const empty = await call<HistoryFindResponse>(t, stranger.authHeader, 'GET', `/api/history/find/device/${device.id}`);
    expect(empty.body.pagination.total).toBe(0);
    await native(t, authorization, { positions: [{ timestamp: secondsAgo(10), latitude: 3, longitude: 4 }] });
    const mine = await call<HistoryFindResponse>(t, stranger.authHeader, 'GET', `/api/history/find/device/${device.id}`);
    expect(mine.body.data.map((location) => location.latitude)).toEqual([3]);
  });
});
