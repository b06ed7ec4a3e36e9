/**
 * The notification centre at scale, through the real app in process: an SOS over OsmAnd from a device shared with 200
 * sharees, each with notifications and email alerts on, timed from the report until every notification is stored
 * and every mail kept (the alert is told off the report's answer); and the bell's list (GET /api/notifications) of an
 * account with 100,000 notifications, all unread, its first page and a deep one. Proven: the notifications stored are
 * the sharees and the owner, the mails kept are the sharees, and every page read holds a full page. The page's
 * queries are EXPLAINed (ANALYZE).
 */
import { sql } from 'drizzle-orm';
import { NOTIFICATIONS_PER_PAGE } from '@lodestar/contract';
import { systemClock } from '../apps/server/src/adapters/clock.js';
import { createUsersRepository } from '../apps/server/src/modules/users/users.repository.js';
import { provisionUser } from '../apps/server/src/provisioning/index.js';
import { buildBenchApp, signInTo } from './lib/app.js';
import type { BenchDatabase } from './lib/databases.js';
import { explain } from './lib/explain.js';
import { expectCount } from './lib/proof.js';
import { summarise, time } from './lib/stats.js';

const PASSWORD = 'Bench-Pass-1';

async function seedOwner(database: BenchDatabase) {
  return provisionUser(createUsersRepository(database.db), systemClock, {
    email: 'bell@bench.lodestar.test',
    password: PASSWORD,
    name: 'Bell',
    roles: ['user'],
    country: 'AU',
  });
}

/** `devices` trackers of the owner, each shared with the same `sharees` accounts (accepted, notifications and mails on). */
async function seedSharedDevices(database: BenchDatabase, ownerId: string, devices: number, sharees: number) {
  await database.db.execute(sql`
    INSERT INTO users (email, name, password_hash, email_verified_at)
    SELECT 'sharee-' || g || '@bench.lodestar.test', 'Sharee ' || g, 'not-a-hash', now() FROM generate_series(1, ${sharees}) AS g`);
  const rows = await database.raw(
    `INSERT INTO devices (device_uuid, name, device_type, user_id, passcode)
    SELECT 'SOS-' || g, 'Shared tracker ' || g, 'shield_gps', $1::uuid, '123456' FROM generate_series(1, $2::int) AS g
    RETURNING id, osmand_id, device_uuid, name`,
    [ownerId, devices],
  );
  await database.db.execute(sql`
    INSERT INTO device_shares (device_id, user_id, shared_user_with_email, sharer_name, is_accepted_flag, push_notification,
      email_alerts)
    SELECT d.id, u.id, u.email, 'Bell', 1, true, true
    FROM devices d, users u WHERE d.device_uuid LIKE 'SOS-%' AND u.email LIKE 'sharee-%'`);
  return rows as { id: string; osmand_id: string; device_uuid: string; name: string }[];
}

/** One SOS per device (each its own alert window), timed until told; proves what each stored and mailed. */
async function sosToSharees(database: BenchDatabase, ownerId: string, quick: boolean, check: boolean) {
  const sharees = check ? 5 : 200;
  const runs = check ? 2 : quick ? 5 : 20;
  // One device more: the first SOS after the app starts (its first queries) is kept apart as `coldMs`.
  const devices = await seedSharedDevices(database, ownerId, runs + 1, sharees);
  const app = await buildBenchApp(database);
  try {
    const samples: number[] = [];
    for (const device of devices) {
      const started = performance.now();
      const response = await app.osmand.inject({
        method: 'GET',
        url: `/?id=${device.osmand_id}&lat=-33.86&lon=151.2&alarm=sos`,
      });
      if (response.statusCode !== 200) throw new Error(`the SOS report answered ${response.statusCode}`);
      await app.backgroundWork.idle();
      samples.push(performance.now() - started);
      const [told] = await database.raw(
        `SELECT (SELECT count(*)::int FROM notifications WHERE device_id = $1 AND kind = 'sos') AS stored,
          (SELECT count(*)::int FROM mail_outbox WHERE recipient LIKE 'sharee-%' AND subject LIKE '%' || $2) AS mailed`,
        [device.id, device.name],
      );
      expectCount(
        'notifications: SOS notifications stored of sharees and the owner',
        Number(told?.stored),
        sharees + 1,
      );
      expectCount('notifications: SOS mails kept of sharees', Number(told?.mailed), sharees);
    }
    const [coldMs, ...warm] = samples;
    return { sharees, coldMs: +(coldMs ?? 0).toFixed(1), told: summarise(warm) };
  } finally {
    await app.close();
  }
}

/** `count` notifications of the owner, a minute apart, all unread. */
async function seedBell(database: BenchDatabase, ownerId: string, count: number) {
  await database.db.execute(sql`
    INSERT INTO notifications (user_id, kind, message, link, device_uuid, created_at)
    SELECT ${ownerId}::uuid, 'motion', 'Tracker ' || g || ' detected motion.', '/device/T-' || g, 'T-' || g,
      now() - g * interval '1 minute'
    FROM generate_series(1, ${count}) AS g`);
  await database.db.execute(sql`ANALYZE notifications`);
}

async function bellPages(
  database: BenchDatabase,
  owner: { id: string; email: string },
  quick: boolean,
  check: boolean,
) {
  const stored = check ? 500 : 100_000;
  await seedBell(database, owner.id, stored);
  const app = await buildBenchApp(database);
  try {
    const authorization = await signInTo(app, owner.email, PASSWORD);
    const read = async (url: string) => {
      const response = await app.inject({ method: 'GET', url, headers: { authorization } });
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
      const body = response.json() as { data: unknown[] };
      expectCount(`notifications: rows on the page ${url}`, body.data.length, NOTIFICATIONS_PER_PAGE);
      return body;
    };
    const first = '/api/notifications';
    // The page a person reaches after "Show more" nearly all the way down: before the last page but one.
    const [last] = await database.raw(
      'SELECT id FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT 1',
      [owner.id, stored - 2 * NOTIFICATIONS_PER_PAGE],
    );
    const deep = `/api/notifications?before=${String(last?.id)}`;
    const runs = check ? 3 : quick ? 50 : 200;
    const figures = {
      firstPage: await time(runs, () => read(first), 5),
      deepPage: await time(runs, () => read(deep), 5),
    };
    database.clearLog();
    await read(deep);
    const queries = database.log.filter((query) => /from "notifications"/i.test(query.sql));
    const explained = [];
    for (const query of queries) explained.push(await explain(database, query));
    return { stored, pageSize: NOTIFICATIONS_PER_PAGE, ...figures, explainAnalyzeDeepPage: explained };
  } finally {
    await app.close();
  }
}

export async function benchNotifications(
  database: BenchDatabase,
  { quick = false, check = false }: { quick?: boolean; check?: boolean } = {},
) {
  const owner = await seedOwner(database);
  return {
    database: database.label,
    sos: await sosToSharees(database, owner.id, quick, check),
    bell: await bellPages(database, owner, quick, check),
  };
}
