import { NOTIFICATION_RETENTION_DAYS_DEFAULT, type NotificationsResponse } from '@lodestar/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaseMsOf, type JobTurn } from '../src/composition/job-turns.js';
import { TIMED_JOBS, type TimedJobName } from '../src/composition/timed-jobs.js';
import { claims, notifications } from '../src/db/schema/index.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { CARDS, DAY, saveCard, seedPlans, trackerOwner } from './helpers/billing.js';
import { call, insertDevice } from './helpers/devices.js';
import { redisAnswers, TEST_REDIS_URL } from './helpers/redis.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Two server processes on one database (and one Redis when it answers), as far as the app can tell: every timed job
 * runs its turn in one of them at a time (decision 0064), so nobody is mailed or alerted twice and nothing is pruned
 * twice, and a holder that stops or crashes is replaced. On the PostgreSQL server the two truly interleave; the
 * embedded database runs their statements one at a time.
 */
const env: Record<string, string> = (await redisAnswers(TEST_REDIS_URL)) ? { REDIS_URL: TEST_REDIS_URL } : {};
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp(env);
  second = await createTestApp(env, undefined, { database: first.database, clock: first.clock });
  await seedPlans(first);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const HOUR = 3600_000;

/** Both processes take a turn of the job at once: answers the one that ran it, what it did, and the other. */
async function turnsAtOnce(name: TimedJobName) {
  const turns: JobTurn[] = await Promise.all([first, second].map((t) => t.app.timedJobs.turn(name)));
  const ranIn = turns.findIndex((turn) => turn.ran);
  expect(turns.filter((turn) => turn.ran)).toHaveLength(1);
  expect(turns[1 - ranIn]).toEqual({ ran: false });
  const [ran, idle] = ranIn === 0 ? [first, second] : [second, first];
  return { ran, idle, result: (turns[ranIn] as { result: unknown }).result };
}

const holderOf = async (name: TimedJobName) =>
  (
    await first.database.db
      .select({ holder: claims.holder })
      .from(claims)
      .where(eq(claims.key, `job:${name}`))
  )[0]?.holder;

describe('timed jobs on two server processes', () => {
  it('every job taken by both at the same moment runs in one of them', async () => {
    for (const name of Object.keys(TIMED_JOBS) as TimedJobName[]) await turnsAtOnce(name);
  });

  it('a card that expires soon is mailed about once, even when both run the check itself at once', async () => {
    const now = first.clock.now();
    // Good through the end of the month after next, and of the month after that.
    const expiryIn = (months: number) => ({
      month: ((now.getUTCMonth() + months) % 12) + 1,
      year: now.getUTCFullYear() + Math.floor((now.getUTCMonth() + months) / 12),
    });
    const expiries = [expiryIn(2), expiryIn(3)];
    const monthBefore = ({ month, year }: { month: number; year: number }) =>
      Date.UTC(year, month, 1) - 29 * DAY * 1000;
    // The payments calls serve a tracker's owner: each buyer has a tracker before saving the card.
    const buyers = [await trackerOwner(first), await trackerOwner(first)];
    for (const [i, buyer] of buyers.entries()) {
      await saveCard(first, buyer.authHeader, CARDS.visa, expiries[i]);
      const device = await insertDevice(first, buyer.user._id, { isTrialAvailed: true });
      const bought = await call(second, buyer.authHeader, 'POST', '/api/v2/subscriptions/gps-monthly/subscribe', {
        deviceUUID: device.deviceUUID,
      });
      expect(bought.status).toBe(200);
    }

    first.clock.advance(monthBefore(expiries[0]!) - first.clock.now().getTime());
    expect((await turnsAtOnce('warn-expiring-cards')).result).toBe(1);
    // The lease aside, the check claims each card's notice: two checks at once mail the second payer once.
    first.clock.advance(monthBefore(expiries[1]!) - first.clock.now().getTime());
    const sent = await Promise.all([first, second].map((t) => t.app.timedJobs.warnExpiringCards()));
    expect(sent.sort()).toEqual([0, 1]);
    for (const buyer of buyers) {
      const mails = await first.mailsTo(buyer.user.email);
      expect(mails.filter((mail) => mail.subject.includes('expires at the end of'))).toHaveLength(1);
    }
  });

  it('a silent device is told once, even when both run the check itself at once', async () => {
    const owner = await createVerifiedUser(first);
    const silentSince = (ms: number) => ({
      silentAlert: { enable: true, hours: 1 },
      lastSeenTime: new Date(first.clock.now().getTime() - ms - HOUR),
      silentDueAt: new Date(first.clock.now().getTime() - ms),
      lastLatitude: -33.86,
      lastLongitude: 151.2,
    });
    const byTurns = [
      await insertDevice(first, owner.user._id, silentSince(60_000)),
      await insertDevice(first, owner.user._id, silentSince(1)),
    ];

    expect((await turnsAtOnce('check-silent-devices')).result).toBe(2);
    const bare = [
      await insertDevice(first, owner.user._id, silentSince(60_000)),
      await insertDevice(first, owner.user._id, silentSince(1)),
    ];
    // The lease aside, the check claims each device it tells: two checks at once tell each device once.
    const told = await Promise.all([first, second].map((t) => t.app.timedJobs.checkSilentDevices()));
    expect(told[0]! + told[1]!).toBe(2);

    await Promise.all([first, second].map((t) => t.app.backgroundWork.idle()));
    const list = await call<NotificationsResponse>(first, owner.authHeader, 'GET', '/api/notifications?perPage=100');
    const silentOf = (uuid: string) => list.body.data.filter((n) => n.deviceUUID === uuid && n.kind === 'silent');
    for (const device of [...byTurns, ...bare]) expect(silentOf(device.deviceUUID)).toHaveLength(1);
  });

  it('old notifications are pruned once: one process deletes them, the other does nothing', async () => {
    const owner = await createVerifiedUser(first);
    const now = first.clock.now();
    const old = new Date(now.getTime() - (NOTIFICATION_RETENTION_DAYS_DEFAULT + 1) * 24 * HOUR);
    await first.database.db.execute(sql`
      INSERT INTO notifications (user_id, kind, message, link, created_at)
      SELECT ${owner.user._id}::uuid, 'sos', 'old', '/', ${old.toISOString()}::timestamptz FROM generate_series(1, 7)`);
    await first.database.db
      .insert(notifications)
      .values({ userId: owner.user._id, kind: 'sos', message: 'recent', link: '/', createdAt: now });

    const { result } = await turnsAtOnce('prune-notifications');
    expect(result).toBe(7);
    const left = await first.database.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, owner.user._id));
    expect(left).toEqual([{ message: 'recent' }]);
  });

  it('the reconciliation with the provider runs once', async () => {
    const { result } = await turnsAtOnce('reconcile-payments');
    expect(result).toMatchObject({ subscriptions: expect.any(Number), transfers: expect.any(Object) });
  });

  it('a holder that crashed keeps its jobs until their lease lapses; then the other takes them over', async () => {
    const { ran: crashed, idle: survivor } = await turnsAtOnce('prune-history');
    const job = TIMED_JOBS['prune-history'];
    // The holder takes no more turns and gives nothing back: the other's turns find the job held.
    survivor.clock.advance(job.everyMs);
    expect(await survivor.app.timedJobs.turn('prune-history')).toEqual({ ran: false });

    survivor.clock.advance(leaseMsOf(job.everyMs) - job.everyMs + 1000);
    expect(await survivor.app.timedJobs.turn('prune-history')).toMatchObject({ ran: true });
    // Should the first come back, its turns find the job held by the other.
    expect(await crashed.app.timedJobs.turn('prune-history')).toEqual({ ran: false });
    expect(await survivor.app.timedJobs.turn('prune-history')).toMatchObject({ ran: true });
  });

  it('a holder that stops gives its jobs back, and the other takes them at its next turn', async () => {
    const third = await createTestApp(env, undefined, { database: first.database, clock: first.clock });
    // Every lease lapses: the third takes the job at its first turn.
    third.clock.advance(leaseMsOf(TIMED_JOBS['sweep-expired'].everyMs) + 1000);
    expect(await third.app.timedJobs.turn('sweep-expired')).toMatchObject({ ran: true });
    const held = await holderOf('sweep-expired');
    expect(await first.app.timedJobs.turn('sweep-expired')).toEqual({ ran: false });

    await third.close();
    expect(await first.app.timedJobs.turn('sweep-expired')).toMatchObject({ ran: true });
    expect(await holderOf('sweep-expired')).not.toBe(held);
    expect(
      await first.database.db
        .select()
        .from(claims)
        .where(and(eq(claims.holder, held!), sql`${claims.key} LIKE 'job:%'`)),
    ).toEqual([]);
  });
});
