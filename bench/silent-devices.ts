/**
 * The silent-device check over 100,000 watched trackers, through the real app in process (its timed job,
 * `checkSilentDevices`): once when none is due (the check every minute costs this), and once when 10,000 have been
 * silent past their hours (each told: notification rows, the owner's socket room, the mails of those with email
 * alerts). Proven: the devices told and the notification rows stored are the devices due. The claiming query is EXPLAINed (ANALYZE) with none due, on the partial index of watched, untold devices.
 */
import { sql } from 'drizzle-orm';
import { systemClock } from '../apps/server/src/adapters/clock.js';
import { provisionUser } from '../apps/server/src/provisioning/index.js';
import { createUsersRepository } from '../apps/server/src/modules/users/users.repository.js';
import { buildBenchApp } from './lib/app.js';
import type { BenchDatabase } from './lib/databases.js';
import { explain } from './lib/explain.js';
import { time } from './lib/stats.js';
import { expectCount } from './lib/proof.js';

/** `watched` trackers watched for 24 hours, each seen in the last ten hours; answers the owner's id. */
async function seedWatchedFleet(database: BenchDatabase, watched: number): Promise<string> {
  const owner = await provisionUser(createUsersRepository(database.db), systemClock, {
    email: 'watch@bench.lodestar.test',
    password: 'Bench-Pass-1',
    name: 'Watcher',
    roles: ['user'],
    country: 'AU',
  });
  await database.db.execute(sql`
    INSERT INTO devices (device_uuid, name, device_type, user_id, passcode, silent_alert, last_seen_time, silent_due_at,
      last_latitude, last_longitude)
    SELECT 'SILENT-' || g, 'Tracker ' || g, 'shield_gps', ${owner.id}::uuid, '123456', '{"enable":true,"hours":24}'::jsonb,
      seen, seen + interval '24 hours', -33.86, 151.2
    FROM generate_series(1, ${watched}) AS g, LATERAL (SELECT now() - (g % 600) * interval '1 minute' AS seen) AS s`);
  await database.db.execute(sql`ANALYZE devices`);
  return owner.id;
}

export async function benchSilentDevices(
  database: BenchDatabase,
  { quick = false, check = false }: { quick?: boolean; check?: boolean } = {},
) {
  const { watched, due } = check ? { watched: 2_000, due: 100 } : { watched: 100_000, due: 10_000 };
  await seedWatchedFleet(database, watched);
  const app = await buildBenchApp(database);
  try {
    const check = () => app.timedJobs.checkSilentDevices();
    const noneDue = await time(quick ? 10 : 50, check, 3);
    database.clearLog();
    await check();
    const claim = database.log.find((q) => /update "devices"/i.test(q.sql) && /silent_alerted_at/i.test(q.sql));

    await database.db.execute(sql`
      UPDATE devices SET last_seen_time = now() - interval '25 hours', silent_due_at = now() - interval '1 hour'
      WHERE id IN (SELECT id FROM devices WHERE device_uuid LIKE 'SILENT-%' ORDER BY device_uuid LIMIT ${due})`);
    const started = performance.now();
    const told = expectCount('silent-devices: devices told of devices due', await check(), due);
    await app.backgroundWork.idle();
    const tellingMs = performance.now() - started;
    const [stored] = await database.raw(`SELECT count(*)::int AS n FROM notifications WHERE kind = 'silent'`);
    expectCount('silent-devices: notification rows stored of devices due', Number(stored?.n), due);

    return {
      database: database.label,
      data: { watched, due },
      figures: {
        checkNoneDue: noneDue,
        checkWithDue: { ms: +tellingMs.toFixed(1), told, perDeviceMs: +(tellingMs / Math.max(told, 1)).toFixed(2) },
      },
      explainAnalyze: {
        claimNoneDue: claim ? await explain(database, claim) : 'the claiming query was not seen in the query log',
      },
    };
  } finally {
    await app.close();
  }
}
