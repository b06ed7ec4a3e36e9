import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import {
  HISTORY_RETENTION_INVALID,
  type CurrentUserResponse,
  type HistoryFindResponse,
  type PublicConfig,
  type UpdatedUserResponse,
} from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { positionCounts, positions, users } from '../src/db/schema/index.js';
import { HISTORY_PRUNE_BATCH } from '../src/modules/history/history-retention.js';
import { createHistoryRetentionRepository, FIRST_DEVICE } from '../src/modules/history/history-retention.repository.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, insertDevice } from './helpers/devices.js';
import { errorBody } from './helpers/sharing.js';
import { createTestApp, useTestApp, type TestApp } from './helpers/test-app.js';

/**
 * How long location history is kept: an account's own choice (PUT /api/v2/users/me) or the installation's
 * HISTORY_RETENTION_DAYS, applied by the hourly job `pruneHistory` to each device by its current owner's retention,
 * in batches, with the history pages' counts exact afterwards.
 */

const INSTALLATION_DAYS = 365;
const t = useTestApp({ HISTORY_RETENTION_DAYS: String(INSTALLATION_DAYS) });
const DAY_MS = 86_400_000;

type Person = Awaited<ReturnType<typeof createVerifiedUser>>;
const update = (who: Person, body: object) =>
  call<UpdatedUserResponse>(t, who.authHeader, 'PUT', '/api/v2/users/me', body);
const retentionOf = async (userId: string) =>
  (await t.database.db.select({ days: users.historyRetentionDays }).from(users).where(eq(users.id, userId)))[0]?.days;

/** `howMany` positions of the device fixed `daysAgo` days before now, stored for `userId` (null: no account's). */
async function seed(deviceId: string, userId: string | null, daysAgo: number, howMany = 1) {
  const fixed = new Date(t.clock.now().getTime() - daysAgo * DAY_MS).toISOString();
  await t.database.db.execute(sql`
    INSERT INTO positions (device_id, user_id, fix_time, received_at, latitude, longitude, type)
    SELECT ${deviceId}::uuid, ${userId}::uuid, ${fixed}::timestamptz - g * interval '1 second', ${fixed}::timestamptz,
      -33.86, 151.2, CASE WHEN g % 2 = 0 THEN 'gps' ELSE 'mcell' END
    FROM generate_series(0, ${howMany - 1}) AS g`);
}

/** How many days old (rounded down) the device's positions of `userId` are, newest first. */
async function agesOf(deviceId: string, userId: string | null) {
  const rows = await t.database.db
    .select({ fixTime: positions.fixTime })
    .from(positions)
    .where(and(eq(positions.deviceId, deviceId), userId ? eq(positions.userId, userId) : isNull(positions.userId)))
    .orderBy(desc(positions.fixTime));
  return [...new Set(rows.map(({ fixTime }) => Math.floor((t.clock.now().getTime() - fixTime.getTime()) / DAY_MS)))];
}

/** Every (device, account) count of position_counts that disagrees with the rows it counts. */
async function countsOffBy() {
  const result = await t.database.db.execute(sql`
    SELECT c.device_id, c.user_id, c.total, coalesce(p.total, 0) AS actual
    FROM position_counts c
    LEFT JOIN (SELECT device_id, user_id, count(*)::int AS total FROM positions GROUP BY 1, 2) p USING (device_id, user_id)
    WHERE c.total <> coalesce(p.total, 0)`);
  return (result as unknown as { rows: unknown[] }).rows;
}

describe('the account setting (PUT /api/v2/users/me historyRetentionDays)', () => {
  it('is saved, answered with the user, and null goes back to the installation default', async () => {
    const ada = await createVerifiedUser(t);
    expect(ada.user.historyRetentionDays).toBeNull();

    const saved = await update(ada, { historyRetentionDays: 90 });
    expect(saved.status).toBe(200);
    expect(saved.body.updatedUser.historyRetentionDays).toBe(90);
    expect(await retentionOf(ada.user._id)).toBe(90);
    const me = await call<CurrentUserResponse>(t, ada.authHeader, 'GET', '/api/users/me');
    expect(me.body).toMatchObject({ historyRetentionDays: 90, userDetails: { historyRetentionDays: 90 } });

    expect((await update(ada, { historyRetentionDays: null })).body.updatedUser.historyRetentionDays).toBeNull();
    expect(await retentionOf(ada.user._id)).toBeNull();
  });

  it.each([[45], [0], [-30], [3650], [30.5], ['90'], [true]])(
    'refuses %j with 400 and the documented error body, and changes nothing',
    async (days) => {
      const ada = await createVerifiedUser(t);
      await update(ada, { historyRetentionDays: 180 });
      const refused = await update(ada, { historyRetentionDays: days });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(errorBody(HISTORY_RETENTION_INVALID));
      expect(await retentionOf(ada.user._id)).toBe(180);
    },
  );

  it("is never another account's to change", async () => {
    const first = await createVerifiedUser(t);
    const second = await createVerifiedUser(t);
    await update(first, { historyRetentionDays: 730 });

    const named = await update(second, { historyRetentionDays: 30, _id: first.user._id });
    expect(named.status).toBe(400);
    expect(named.body).toEqual(errorBody('Unrecognized key: "_id"'));
    const own = await update(second, { historyRetentionDays: 30 });
    expect(own.body.updatedUser._id).toBe(second.user._id);

    expect(await retentionOf(first.user._id)).toBe(730);
    expect(await retentionOf(second.user._id)).toBe(30);
  });

  it('needs a session or a key of the account', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/users/me',
      payload: { historyRetentionDays: 30 },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the installation default (HISTORY_RETENTION_DAYS)', () => {
  it('reaches the browser in GET /api/config', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect((config.json() as PublicConfig).historyRetentionDays).toBe(INSTALLATION_DAYS);
  });

  it('unset, keeps history until deleted and says so (null)', async () => {
    const keeping: TestApp = await createTestApp();
    try {
      const config = await keeping.app.inject({ method: 'GET', url: '/api/config' });
      expect((config.json() as PublicConfig).historyRetentionDays).toBeNull();
      const device = await insertDevice(keeping, null);
      const ancient = new Date(keeping.clock.now().getTime() - 3000 * DAY_MS).toISOString();
      await keeping.database.db.execute(sql`
        INSERT INTO positions (device_id, fix_time, received_at, latitude, longitude, type)
        VALUES (${device.id}::uuid, ${ancient}::timestamptz, ${ancient}::timestamptz, 0, 0, 'gps')`);
      expect(await keeping.app.timedJobs.pruneHistory()).toBe(0);
    } finally {
      await keeping.close();
    }
  });
});

describe('the pruning job (timedJobs.pruneHistory)', () => {
  it("deletes what is older than each device's current owner's retention, else the installation's, and nothing else", async () => {
    const [short, long, unset, previous] = await Promise.all([
      createVerifiedUser(t),
      createVerifiedUser(t),
      createVerifiedUser(t),
      createVerifiedUser(t),
    ]);
    await update(short, { historyRetentionDays: 30 });
    await update(long, { historyRetentionDays: 730 });
    await update(previous, { historyRetentionDays: 730 });
    const shortCar = await insertDevice(t, short.user._id);
    const longCar = await insertDevice(t, long.user._id);
    const unsetCar = await insertDevice(t, unset.user._id);
    const unclaimed = await insertDevice(t, null);
    for (const days of [2, 29, 31, 100]) await seed(shortCar.id, short.user._id, days);
    // What the previous owner's device reported for them, and while it had no account, goes by the new owner's 30 days.
    for (const days of [10, 31]) await seed(shortCar.id, previous.user._id, days);
    for (const days of [10, 31]) await seed(shortCar.id, null, days);
    for (const days of [31, 400, 729, 731]) await seed(longCar.id, long.user._id, days);
    for (const days of [31, 364, 366]) await seed(unsetCar.id, unset.user._id, days);
    for (const days of [364, 366]) await seed(unclaimed.id, null, days);

    expect(await t.app.timedJobs.pruneHistory()).toBe(7);

    expect(await agesOf(shortCar.id, short.user._id)).toEqual([2, 29]);
    expect(await agesOf(shortCar.id, previous.user._id)).toEqual([10]);
    expect(await agesOf(shortCar.id, null)).toEqual([10]);
    expect(await agesOf(longCar.id, long.user._id)).toEqual([31, 400, 729]);
    expect(await agesOf(unsetCar.id, unset.user._id)).toEqual([31, 364]);
    expect(await agesOf(unclaimed.id, null)).toEqual([364]);
    expect(await countsOffBy()).toEqual([]);

    const page = await call<HistoryFindResponse>(t, short.authHeader, 'GET', `/api/history/find/device/${shortCar.id}`);
    expect(page.body.pagination.total).toBe(2);
    expect(page.body.data).toHaveLength(2);
    // A second run finds nothing more to delete.
    expect(await t.app.timedJobs.pruneHistory()).toBe(0);
  });

  it('deletes in batches of at most HISTORY_PRUNE_BATCH, each resuming at the device the last one stopped at', async () => {
    const owner = await createVerifiedUser(t);
    await update(owner, { historyRetentionDays: 30 });
    const [first, second] = await Promise.all([insertDevice(t, owner.user._id), insertDevice(t, owner.user._id)]);
    await seed(first.id, owner.user._id, 40, HISTORY_PRUNE_BATCH - 10);
    await seed(second.id, owner.user._id, 40, 20);
    await seed(second.id, owner.user._id, 5, 3);
    const input = {
      now: t.clock.now(),
      defaultDays: INSTALLATION_DAYS,
      from: FIRST_DEVICE,
      limit: HISTORY_PRUNE_BATCH,
    };
    const repository = createHistoryRetentionRepository(t.database.db);
    const later = [first.id, second.id].sort()[1]!;

    const batch = await repository.pruneCounted(input);
    expect(batch).toEqual({ deleted: HISTORY_PRUNE_BATCH, resumeAt: later });
    expect(await countsOffBy()).toEqual([]);
    expect(await repository.pruneCounted({ ...input, from: batch.resumeAt! })).toEqual({ deleted: 10, resumeAt: null });

    for (const device of [first, second]) {
      const [{ old } = { old: -1 }] = await t.database.db
        .select({ old: count() })
        .from(positions)
        .where(
          and(
            eq(positions.deviceId, device.id),
            lt(positions.fixTime, new Date(t.clock.now().getTime() - 30 * DAY_MS)),
          ),
        );
      expect(old).toBe(0);
    }
    const [counted] = await t.database.db
      .select({ total: positionCounts.total })
      .from(positionCounts)
      .where(eq(positionCounts.deviceId, second.id));
    expect(counted?.total).toBe(3);
  });

  it('runs the whole backlog in one call, batch after batch, and leaves other accounts untouched', async () => {
    const [owner, other] = await Promise.all([createVerifiedUser(t), createVerifiedUser(t)]);
    await update(owner, { historyRetentionDays: 90 });
    const device = await insertDevice(t, owner.user._id);
    const others = await insertDevice(t, other.user._id);
    await seed(device.id, owner.user._id, 91, 2 * HISTORY_PRUNE_BATCH + 7);
    await seed(device.id, owner.user._id, 89, 4);
    await seed(others.id, other.user._id, 91, 6);

    expect(await t.app.timedJobs.pruneHistory()).toBe(2 * HISTORY_PRUNE_BATCH + 7);
    expect(await agesOf(device.id, owner.user._id)).toEqual([89]);
    expect(await agesOf(others.id, other.user._id)).toEqual([91]);
    expect(await countsOffBy()).toEqual([]);
    const page = await call<HistoryFindResponse>(
      t,
      owner.authHeader,
      'GET',
      `/api/history/find/device/${device.id}?filter=gps`,
    );
    expect(page.body.pagination.total).toBe(2);
  });
});
