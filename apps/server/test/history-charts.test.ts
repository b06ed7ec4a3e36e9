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

async function insertReadings(deviceId: string, readings: Reading[]) {
  for (const { at, battery, temperature, userId = owner.user._id } of readings) {
    await t.database.db.execute(sql`
      INSERT INTO positions (device_id, user_id, fix_time, received_at, latitude, longitude, type, battery_percentage,
        modem_temperature)
      VALUES (${deviceId}::uuid, ${userId}::uuid, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz,
        -33.8, 151.2, 'gps', ${battery ?? null}, ${temperature ?? null})`);
  }
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
