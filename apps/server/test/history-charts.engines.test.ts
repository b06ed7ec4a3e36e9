import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { historyChartsMessages, timeRangeMessages, type HistoryChartsResponse } from '@lodestar/contract';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, insertDevice, shareDevice } from './helpers/devices.js';
import { useTestApp } from './helpers/test-app.js';

/** The charts of a device's history: its readings in buckets the range sizes, for those who may read the history. */

const t = useTestApp();
let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
beforeAll(async () => {
  owner = await createVerifiedUser(t);
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const START = new Date('2026-10-01T00:00:00Z');
const after = (ms: number) => new Date(START.getTime() + ms);

const charts = (who: { authHeader: string }, ref: string, from: Date | string, to: Date | string) => {
  const query = new URLSearchParams({
    from: typeof from === 'string' ? from : from.toISOString(),
    to: typeof to === 'string' ? to : to.toISOString(),
  });
  return call<HistoryChartsResponse>(t, who.authHeader, 'GET', `/api/history/charts/${ref}?${query.toString()}`);
};

interface Reading {
  at: Date;
  battery?: number;
  temperature?: number;
  /** The account the device belonged to when it reported; the owner's by default. */
  userId?: string;
}

/** The readings a thousand to a statement, as the ingest writes its batches. */
async function insertReadings(deviceId: string, readings: Reading[]) {
  for (let start = 0; start < readings.length; start += 1000) {
    await insertBatch(deviceId, readings.slice(start, start + 1000));
  }
}

async function insertBatch(deviceId: string, readings: Reading[]) {
  const rows = readings.map(
    ({ at, battery, temperature, userId = owner.user._id }) =>
      sql`(${deviceId}::uuid, ${userId}::uuid, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz,
        -33.8, 151.2, 'gps', ${battery ?? null}::real, ${temperature ?? null}::real)`,
  );
  await t.database.db.execute(sql`
    INSERT INTO positions (device_id, user_id, fix_time, received_at, latitude, longitude, type, battery_percentage,
      modem_temperature)
    VALUES ${sql.join(rows, sql`, `)}`);
}

describe('GET /api/history/charts/{id}', () => {
  it("answers every bucket of a day, five minutes each, with the spread of each reading and the reports' count", async () => {
    const device = await insertDevice(t, owner.user._id);
    const previousOwner = await createVerifiedUser(t);
    await insertReadings(device.id, [
      { at: after(-1000), battery: 10, temperature: 50 },
      { at: after(1 * MINUTE), battery: 80, temperature: 20 },
      { at: after(2 * MINUTE), battery: 90, temperature: 22.5 },
      { at: after(4 * MINUTE) },
      { at: after(3 * MINUTE), battery: 5, temperature: -10, userId: previousOwner.user._id },
      { at: after(11 * MINUTE), battery: 70 },
      { at: after(DAY), battery: 10, temperature: 50 },
    ]);

    const answer = await charts(owner, device.id, START, after(DAY));
    expect(answer.status).toBe(200);
    const { data, ...range } = answer.body;
    expect(range).toEqual({
      success: true,
      from: START.toISOString(),
      to: after(DAY).toISOString(),
      bucketSeconds: 300,
    });
    expect(data).toHaveLength(288);
    expect(data.slice(0, 3)).toEqual([
      {
        time: START.toISOString(),
        battery: { min: 80, avg: 85, max: 90 },
        temperature: { min: 20, avg: 21.3, max: 22.5 },
        reports: 3,
      },
      { time: after(5 * MINUTE).toISOString(), battery: null, temperature: null, reports: 0 },
      { time: after(10 * MINUTE).toISOString(), battery: { min: 70, avg: 70, max: 70 }, temperature: null, reports: 1 },
    ]);
    expect(data.slice(3).every((bucket) => bucket.reports === 0 && bucket.battery === null)).toBe(true);
  });

  it.each([
    ['an hour', 60 * MINUTE, 60, 60],
    ['a week', 7 * DAY, 1800, 336],
    ['30 days', 30 * DAY, 10_800, 240],
    ['a year', 365 * DAY, 86_400, 365],
  ])('draws %s in buckets of %s s, %s of them', async (_range, span, bucketSeconds, buckets) => {
    const device = await insertDevice(t, owner.user._id);
    await insertReadings(device.id, [{ at: after(span - 1000), battery: 42 }]);
    const answer = await charts(owner, device.deviceUUID, START, after(span));
    expect(answer.body.bucketSeconds).toBe(bucketSeconds);
    expect(answer.body.data).toHaveLength(buckets);
    expect(answer.body.data.at(-1)).toMatchObject({ battery: { min: 42, avg: 42, max: 42 }, reports: 1 });
  });

  it('answers a range without positions with empty buckets', async () => {
    const device = await insertDevice(t, owner.user._id);
    const answer = await charts(owner, device.id, START, after(60 * MINUTE));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(60);
    expect(answer.body.data.every((bucket) => bucket.reports === 0 && !bucket.battery && !bucket.temperature)).toBe(
      true,
    );
  });

  it('answers every live sharee, a Limited one until the share expires, and another user 404', async () => {
    const device = await insertDevice(t, owner.user._id);
    await insertReadings(device.id, [{ at: after(MINUTE), battery: 55 }]);
    const [sharee, limited, stranger] = [
      await createVerifiedUser(t),
      await createVerifiedUser(t),
      await createVerifiedUser(t),
    ];
    await shareDevice(t, device.id, sharee.user);
    await shareDevice(t, device.id, limited.user, {
      accessRightsFlag: 2,
      expiryDate: new Date(t.clock.now().getTime() + MINUTE),
    });
    for (const who of [sharee, limited]) {
      expect((await charts(who, device.id, START, after(DAY))).body.data[0]).toMatchObject({ reports: 1 });
    }
    const refused = await charts(stranger, device.id, START, after(DAY));
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ success: false, message: 'Device not found', errors: ['Device not found'] });
    t.clock.advance(2 * MINUTE);
    expect((await charts(limited, device.id, START, after(DAY))).status).toBe(404);
  });

  it.each([
    ['a range that ends before it starts', '2026-11-02T00:00:00Z', '2026-11-01T00:00:00Z', timeRangeMessages.order],
    ['an empty range', '2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z', timeRangeMessages.order],
    ['a range of more than 731 days', '2024-01-01T00:00:00Z', '2026-01-03T00:00:00Z', historyChartsMessages.tooLong],
    ['a date that is not ISO 8601', 'yesterday', '2026-11-01T00:00:00Z', null],
  ])('refuses %s with 400 and the error body', async (_case, from, to, message) => {
    const device = await insertDevice(t, owner.user._id);
    const answer = await charts(owner, device.id, from, to);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: expect.any(String), errors: [expect.any(String)] });
    if (message) expect(answer.body).toMatchObject({ errors: [message] });
  });

  it('refuses a range without its end with 400', async () => {
    const device = await insertDevice(t, owner.user._id);
    const answer = await call(t, owner.authHeader, 'GET', `/api/history/charts/${device.id}?from=2026-11-01T00:00:00Z`);
    expect(answer.status).toBe(400);
  });
});

describe('the hours the charts read whole (position_hours)', () => {
  const HOUR = 60 * MINUTE;
  /** A reading every 37 minutes for 400 days, some on the hour, with readings that move and sometimes go missing. */
  const aYearOfReadings = (): Reading[] =>
    Array.from({ length: Math.floor((400 * DAY) / (37 * MINUTE)) }, (_, index) => ({
      at: after(index % 5 === 0 ? Math.round((index * 37) / 60) * HOUR : index * 37 * MINUTE),
      battery: index % 7 === 0 ? undefined : (index * 13) % 100,
      temperature: index % 11 === 0 ? undefined : ((index * 7) % 60) - 15.5,
    }));

  const tenths = (value: number) => Math.round(value * 10) / 10;
  const spreadOf = (values: number[]) =>
    values.length === 0
      ? null
      : {
          min: tenths(Math.min(...values)),
          avg: tenths(values.reduce((sum, value) => sum + value, 0) / values.length),
          max: tenths(Math.max(...values)),
        };

  /** The buckets the readings make, worked out from each reading, as the charts must answer them. */
  function expectedBuckets(readings: Reading[], from: Date, to: Date, bucketSeconds: number) {
    const count = Math.ceil((to.getTime() - from.getTime()) / (bucketSeconds * 1000));
    return Array.from({ length: count }, (_, index) => {
      const start = from.getTime() + index * bucketSeconds * 1000;
      const end = Math.min(start + bucketSeconds * 1000, to.getTime());
      const inBucket = readings.filter(({ at }) => at.getTime() >= start && at.getTime() < end);
      const values = (key: 'battery' | 'temperature') =>
        inBucket.flatMap((reading) => (reading[key] === undefined ? [] : [Math.fround(reading[key])]));
      return {
        time: new Date(start).toISOString(),
        battery: spreadOf(values('battery')),
        temperature: spreadOf(values('temperature')),
        reports: inBucket.length,
      };
    });
  }

  /** position_hours holds exactly what summing the positions again gives. */
  async function expectHoursToAgreeWithPositions() {
    const summed = sql`
      SELECT device_id, user_id, date_bin('1 hour', fix_time, '2000-01-01 00:00:00+00') AS hour, count(*)::int AS reports,
        count(battery_percentage)::int AS battery_count, min(battery_percentage) AS battery_min,
        max(battery_percentage) AS battery_max, round(coalesce(sum(battery_percentage::float8), 0)::numeric, 3) AS battery_sum,
        count(modem_temperature)::int AS temperature_count, min(modem_temperature) AS temperature_min,
        max(modem_temperature) AS temperature_max,
        round(coalesce(sum(modem_temperature::float8), 0)::numeric, 3) AS temperature_sum
      FROM positions WHERE user_id IS NOT NULL GROUP BY 1, 2, 3`;
    const kept = sql`
      SELECT device_id, user_id, hour, reports, battery_count, battery_min, battery_max,
        round(battery_sum::numeric, 3), temperature_count, temperature_min, temperature_max,
        round(temperature_sum::numeric, 3)
      FROM position_hours`;
    const differences = async (a: typeof summed, b: typeof summed) =>
      ((await t.database.db.execute(sql`${a} EXCEPT ${b}`)) as unknown as { rows: unknown[] }).rows;
    expect(await differences(summed, kept)).toEqual([]);
    expect(await differences(kept, summed)).toEqual([]);
  }

  it('answers a year that starts off the hour as its positions make it, edge hours and whole hours alike', async () => {
    const device = await insertDevice(t, owner.user._id);
    const readings = aYearOfReadings();
    await insertReadings(device.id, readings);
    await expectHoursToAgreeWithPositions();

    for (const [from, to] of [
      [after(17 * MINUTE + 13_000), after(365 * DAY + 17 * MINUTE + 13_000)],
      [after(30 * DAY), after(60 * DAY)],
      [after(5 * DAY + 3 * HOUR + 59 * MINUTE), after(19 * DAY + 7 * MINUTE)],
    ] as const) {
      const answer = await charts(owner, device.id, from, to);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual(expectedBuckets(readings, from, to, answer.body.bucketSeconds));
    }
  });

  it('follows what is added late, changed and deleted, and an hour left empty', async () => {
    const device = await insertDevice(t, owner.user._id);
    const readings = aYearOfReadings().slice(0, 500);
    await insertReadings(device.id, readings);
    const late: Reading = { at: after(2 * DAY + 30 * MINUTE), battery: 100, temperature: 80 };
    await insertReadings(device.id, [late]);
    await t.database.db.execute(sql`
      UPDATE positions SET battery_percentage = 1 WHERE device_id = ${device.id}::uuid AND battery_percentage IS NOT NULL
        AND fix_time >= ${after(3 * DAY).toISOString()}::timestamptz AND fix_time < ${after(3 * DAY + 2 * HOUR).toISOString()}::timestamptz`);
    await t.database.db.execute(sql`
      DELETE FROM positions WHERE device_id = ${device.id}::uuid
        AND (battery_percentage >= 90 OR fix_time < ${after(DAY).toISOString()}::timestamptz)`);
    await expectHoursToAgreeWithPositions();

    const kept = [...readings, late]
      .map((reading) =>
        reading.at >= after(3 * DAY) && reading.at < after(3 * DAY + 2 * HOUR) && reading.battery !== undefined
          ? { ...reading, battery: 1 }
          : reading,
      )
      .filter((reading) => !((reading.battery ?? 0) >= 90 || reading.at < after(DAY)));
    const [from, to] = [after(11 * MINUTE), after(12 * DAY)];
    const answer = await charts(owner, device.id, from, to);
    expect(answer.body.data).toEqual(expectedBuckets(kept, from, to, answer.body.bucketSeconds));

    const cleared = await call(t, owner.authHeader, 'DELETE', `/api/v2/history/${device.id}`);
    expect(cleared.status).toBe(200);
    await expectHoursToAgreeWithPositions();
    const [{ hours }] = (
      (await t.database.db.execute(
        sql`SELECT count(*)::int AS hours FROM position_hours WHERE device_id = ${device.id}::uuid`,
      )) as unknown as { rows: { hours: number }[] }
    ).rows as [{ hours: number }];
    expect(hours).toBe(0);
  });
});
