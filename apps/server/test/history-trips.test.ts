import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tripsCsvColumns, tripsMessages, type TripsResponse } from '@lodestar/contract';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, insertDevice, shareDevice, type DeviceAnswer } from './helpers/devices.js';
import { useTestApp } from './helpers/test-app.js';

/** Trips and stops: a device's history as its trips and stops, for whoever may read that history. */

const t = useTestApp();
let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
beforeAll(async () => {
  owner = await createVerifiedUser(t);
});

const START = '2026-11-02T06:00:00Z';
const FIXES = 10_800;
// Seven hours, read in windows of six: the fix at 11:00:00 lies on the windows' edge and must be read once.
const range = `from=${encodeURIComponent('2026-11-02T05:00:00Z')}&to=${encodeURIComponent('2026-11-02T12:00:00Z')}`;

/**
 * Six hours of a fix every two seconds, two batches of the call's reading and more: an hour at the depot, four hours
 * north at 36 km/h (20 m a fix, 144 km), an hour at the harbour.
 */
async function deviceWithADay() {
  const device = await insertDevice(t, owner.user._id);
  await t.database.db.execute(sql`
    INSERT INTO positions (device_id, user_id, fix_time, received_at, latitude, longitude, type, accuracy, address)
    SELECT ${device.id}::uuid, ${owner.user._id}::uuid, ${START}::timestamptz + n * interval '2 seconds',
      ${START}::timestamptz, 52.0 + least(greatest(n - 1800, 0), 7200) * 20 / 111195.0, 4.0, 'gps', 8,
      CASE WHEN n < 1800 THEN 'Depot' WHEN n >= 9000 THEN 'Harbour' END
    FROM generate_series(0, ${FIXES - 1}) AS n`);
  return device;
}

const trips = (who: { authHeader: string }, id: string, query = range) =>
  call<TripsResponse>(t, who.authHeader, 'GET', `/api/history/trips/${id}?${query}`);

describe('GET /api/history/trips/{id}', () => {
  it("answers the stop, the trip and the stop of the day by the device's rules, read whole", async () => {
    const device = await deviceWithADay();
    const answer = await trips(owner, device.id);

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      rules: { stopMinutes: 5, stopRadius: 100 },
      fixes: { read: FIXES, dropped: 0 },
    });
    const [depot, trip, harbour] = answer.body.data;
    expect(answer.body.data).toHaveLength(3);
    if (trip?.kind !== 'trip') throw new Error(`a trip was expected second, got ${JSON.stringify(trip)}`);
    expect(depot).toMatchObject({ kind: 'stop', place: { address: 'Depot' }, arrival: '2026-11-02T06:00:00.000Z' });
    // The trip starts at the depot stop's last fix within its 100 m (the fifth of the drive), and ends where the device
    // halted: its first 100 m belong to the stop.
    expect(trip).toMatchObject({ kind: 'trip', start: '2026-11-02T07:00:10.000Z', end: '2026-11-02T11:00:00.000Z' });
    expect(trip).toMatchObject({
      startPlace: { address: 'Depot' },
      endPlace: { address: 'Harbour' },
      averageSpeed: 36,
    });
    expect(trip.distance).toBeCloseTo(143_900, -2);
    expect(harbour).toMatchObject({ kind: 'stop', place: { address: 'Harbour' }, departure: null });
    expect(answer.body.days).toEqual([
      { date: '2026-11-02', distance: trip.distance, movingSeconds: trip.duration, stops: 2 },
    ]);
  });

  it('follows the rules the owner sets in the device, and refuses rules out of range without changing them', async () => {
    const device = await deviceWithADay();
    const refused = await call(t, owner.authHeader, 'PUT', `/api/devices/${device.id}`, {
      tripRules: { stopMinutes: 500 },
    });
    expect(refused.status).toBe(400);
    const saved = await call<DeviceAnswer>(t, owner.authHeader, 'PUT', `/api/devices/${device.id}`, {
      tripRules: { stopMinutes: 90 },
    });
    expect(saved.body.device.tripRules).toEqual({ stopMinutes: 90, stopRadius: 100 });
    // Neither hour-long stay lasts 90 minutes: the whole day is one trip.
    const answer = await trips(owner, device.id);
    expect(answer.body.rules).toEqual({ stopMinutes: 90, stopRadius: 100 });
    expect(answer.body.data.map((segment) => segment.kind)).toEqual(['trip']);
  });

  it('answers a sharee (not the file), and another user and an expired sharee 404 as for a device that does not exist', async () => {
    const device = await deviceWithADay();
    const [sharee, expired, stranger] = [
      await createVerifiedUser(t),
      await createVerifiedUser(t),
      await createVerifiedUser(t),
    ];
    await shareDevice(t, device.id, sharee.user);
    await shareDevice(t, device.id, expired.user, {
      accessRightsFlag: 2,
      expiryDate: new Date(t.clock.now().getTime() - 86_400_000),
    });
    expect((await trips(sharee, device.id)).body.data).toHaveLength(3);
    // The file is the owners', as the history's export is: an Unrestricted sharee sees the trips but cannot take them.
    const sharedFile = await call(t, sharee.authHeader, 'GET', `/api/history/trips/${device.id}/csv?${range}`);
    expect(sharedFile.status).toBe(403);
    for (const refused of [expired, stranger]) {
      const answer = await trips(refused, device.id);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toHaveProperty('data');
      const file = await call(t, refused.authHeader, 'GET', `/api/history/trips/${device.id}/csv?${range}`);
      expect(file.status).toBe(404);
    }
  });

  it.each([
    ['a range of more than 31 days', 'from=2026-01-01T00:00:00Z&to=2026-03-01T00:00:00Z', tripsMessages.tooLong],
    ['a time zone nobody knows', `${range}&timeZone=Mars%2FOlympus`, tripsMessages.unknownTimeZone],
    ['a range that ends before it starts', 'from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z', null],
  ])('refuses %s with 400', async (_case, query, message) => {
    const device = await insertDevice(t, owner.user._id);
    const answer = await trips(owner, device.id, query);
    expect(answer.status).toBe(400);
    if (message) expect(answer.body).toMatchObject({ success: false, errors: [message] });
  });

  it("counts each trip's distance on the days of the caller's time zone", async () => {
    const device = await deviceWithADay();
    const answer = await trips(owner, device.id, `${range}&timeZone=${encodeURIComponent('Pacific/Kiritimati')}`);
    // UTC+14: the trip starts at 21:00:10 on the 2nd and crosses midnight 10,790 s later; the harbour stop begins at
    // 01:00 on the 3rd.
    expect(answer.body.days.map(({ date, stops }) => [date, stops])).toEqual([
      ['2026-11-02', 1],
      ['2026-11-03', 1],
    ]);
    expect(answer.body.days[0]!.movingSeconds).toBe(10_790);
  });
});

describe('GET /api/history/trips/{id}/csv', () => {
  it('downloads the trips and stops as a CSV file with the columns in order', async () => {
    const device = await deviceWithADay();
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/history/trips/${device.id}/csv?${range}`,
      headers: { authorization: owner.authHeader },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="device-trips-${device.deviceUUID}.csv"`);
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(tripsCsvColumns.join(','));
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['Stop', 'Trip', 'Stop']);
    expect(lines[2]).toMatch(
      /^Trip,2026-11-02T07:00:10\.000Z,2026-11-02T11:00:00\.000Z,239\.8,143\.9\d?,36,36,Depot,Harbour$/,
    );
  });
});
