import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_TRACK_MAX_POINTS, historyTrackMessages, type HistoryTrackResponse } from '@lodestar/contract';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, insertDevice, shareDevice } from './helpers/devices.js';
import { deviceAuthorization, native } from './helpers/ingest.js';
import { useTestApp } from './helpers/test-app.js';

/** The replay's track: a device's positions in a time range, oldest first, as only those who see the device may. */

const t = useTestApp();
let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
beforeAll(async () => {
  owner = await createVerifiedUser(t);
});

const MINUTE = 60_000;
const iso = (date: Date) => date.toISOString();
const track = (who: { authHeader: string }, id: string, from: Date | string, to: Date | string) =>
  call<HistoryTrackResponse>(
    t,
    who.authHeader,
    'GET',
    `/api/history/track/${id}?from=${encodeURIComponent(typeof from === 'string' ? from : iso(from))}&to=${encodeURIComponent(typeof to === 'string' ? to : iso(to))}`,
  );

/** A device of the owner with five positions a minute apart, the newest a minute ago, answered in any order. */
async function deviceWithFivePositions() {
  const device = await insertDevice(t, owner.user._id);
  const now = t.clock.now().getTime();
  const at = (minutesAgo: number) => ({
    timestamp: Math.floor((now - minutesAgo * MINUTE) / 1000),
    latitude: -33.8 - minutesAgo / 1000,
    longitude: 151.2,
  });
  await native(t, await deviceAuthorization(t, device.id), { positions: [at(1), at(5), at(3), at(2), at(4)] });
  return { device, minutesAgo: (minutes: number) => new Date(now - minutes * MINUTE) };
}

describe('GET /api/history/track/{id}', () => {
  it('answers the positions of the range, oldest first, with their time and place only', async () => {
    const { device, minutesAgo } = await deviceWithFivePositions();
    const answer = await track(owner, device.id, minutesAgo(4.5), minutesAgo(1.5));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      truncated: false,
      data: [4, 3, 2].map((minutes) => ({
        time: iso(new Date(Math.floor(minutesAgo(minutes).getTime() / 1000) * 1000)),
        latitude: -33.8 - minutes / 1000,
        longitude: 151.2,
      })),
    });
    expect((await track(owner, device.id, minutesAgo(100), minutesAgo(50))).body.data).toEqual([]);
  });

  it('answers a sharee, and another user 404 as for a device that does not exist', async () => {
    const { device, minutesAgo } = await deviceWithFivePositions();
    const [sharee, stranger] = [await createVerifiedUser(t), await createVerifiedUser(t)];
    await shareDevice(t, device.id, sharee.user);
    expect((await track(sharee, device.id, minutesAgo(10), minutesAgo(0))).body.data).toHaveLength(5);
    const refused = await track(stranger, device.id, minutesAgo(10), minutesAgo(0));
    expect(refused.status).toBe(404);
    expect(refused.body).not.toHaveProperty('data');
  });

  it(`cuts a range of more than ${HISTORY_TRACK_MAX_POINTS} positions at its start, and says so`, async () => {
    const device = await insertDevice(t, owner.user._id);
    const start = new Date(t.clock.now().getTime() - 24 * 3_600_000);
    await t.database.db.execute(sql`
      INSERT INTO positions (device_id, user_id, fix_time, received_at, latitude, longitude, type)
      SELECT ${device.id}::uuid, ${owner.user._id}::uuid, ${iso(start)}::timestamptz + n * interval '1 second',
             ${iso(start)}::timestamptz, -33.8, 151.2, 'gps'
      FROM generate_series(1, ${HISTORY_TRACK_MAX_POINTS + 5}) AS n`);
    const answer = await track(owner, device.id, start, t.clock.now());
    expect(answer.body.truncated).toBe(true);
    expect(answer.body.data).toHaveLength(HISTORY_TRACK_MAX_POINTS);
    expect(answer.body.data[0]!.time).toBe(iso(new Date(start.getTime() + 1000)));
  });

  it.each([
    ['a range that ends before it starts', '2026-11-02T00:00:00Z', '2026-11-01T00:00:00Z', historyTrackMessages.order],
    ['a range of more than 31 days', '2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z', historyTrackMessages.tooLong],
    ['a date that is not ISO 8601', 'yesterday', '2026-11-01T00:00:00Z', null],
  ])('refuses %s with 400', async (_case, from, to, message) => {
    const device = await insertDevice(t, owner.user._id);
    const answer = await track(owner, device.id, from, to);
    expect(answer.status).toBe(400);
    if (message) expect(answer.body).toMatchObject({ success: false, errors: [message] });
  });
});
