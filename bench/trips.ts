/**
 * Trips and stops of a busy tracker: one that reported every ten seconds for a year (3,153,601 positions; 60 days in a
 * quick run, two in the suite's check), in the monthly partitions the server keeps. Every day it drives half an hour
 * to work at 36 km/h in the morning and back in the evening, and is parked, its fixes scattered a few metres, the
 * rest of the day. Measured through the app (`inject`): the trips call over the last 31 days, and its CSV export;
 * beside it, in the same run, the reading alone (every position of the range, as the call reads them). Every answer
 * must have read every position of its range and found the two trips of each whole day, or the run fails.
 */
import { systemClock } from '../apps/server/src/adapters/clock.js';
import { provisionUser } from '../apps/server/src/provisioning/index.js';
import { createUsersRepository } from '../apps/server/src/modules/users/users.repository.js';
import { buildBenchApp, signInTo } from './lib/app.js';
import type { BenchDatabase } from './lib/databases.js';
import { ensurePastPartitions } from './lib/past-partitions.js';
import { seedTrackers } from './lib/seed-trackers.js';
import { time } from './lib/stats.js';

const PASSWORD = 'Bench-Pass-1';
const DAY_MS = 86_400_000;
const SERIAL = 'TRIPS-0';
const RANGE_DAYS = 31;

/**
 * A fix every ten seconds for `days` up to `now`: at home (0 m) until 07:30 UTC, 18 km north by 08:00, there until
 * 17:30, home by 18:00; a scatter of up to 5 m on every fix.
 */
async function seedYear(database: BenchDatabase, ownerId: string, now: Date, days: number) {
  await database.raw(
    `INSERT INTO positions (device_id, user_id, fix_time, received_at, latitude, longitude, type, accuracy)
     SELECT d.id, $1::uuid, t, t,
       52.0 + (18000 * CASE
         WHEN s < 27000 OR s >= 64800 THEN 0
         WHEN s < 28800 THEN (s - 27000) / 1800.0
         WHEN s < 63000 THEN 1
         ELSE 1 - (s - 63000) / 1800.0 END + 5 * random()) / 111195.0,
       4.0 + 5 * random() / 68500.0, 'gps', 6
     FROM generate_series($2::timestamptz - make_interval(days => $3), $2::timestamptz, interval '10 seconds') AS t,
       LATERAL (SELECT extract(epoch FROM t)::bigint % 86400 AS s) AS day,
       devices d
     WHERE d.device_uuid = $4`,
    [ownerId, now.toISOString(), days, SERIAL],
  );
}

async function seed(database: BenchDatabase, days: number) {
  const user = await provisionUser(createUsersRepository(database.db), systemClock, {
    email: 'trips@bench.lodestar.test',
    password: PASSWORD,
  });
  await seedTrackers(database, { prefix: 'TRIPS-', digits: 1, count: 1, owners: [user.id] });
  await ensurePastPartitions(database, Math.ceil(days / 30) + 1);
  const now = new Date();
  await seedYear(database, user.id, now, days);
  await database.raw('VACUUM ANALYZE positions');
  const [written] = await database.raw('SELECT count(*)::int AS n FROM positions');
  return { email: user.email, rows: Number(written?.n), now };
}

interface TripsAnswer {
  data: { kind: 'trip' | 'stop' }[];
  fixes: { read: number; dropped: number };
}

export async function benchTrips(database: BenchDatabase, { quick = false, check = false } = {}) {
  const days = check ? 2 : quick ? 60 : 366;
  const rangeDays = Math.min(RANGE_DAYS, days);
  const { email, rows, now } = await seed(database, days);
  const app = await buildBenchApp(database);
  try {
    const authorization = await signInTo(app, email, PASSWORD);
    const query = new URLSearchParams({
      from: new Date(now.getTime() - rangeDays * DAY_MS).toISOString(),
      to: now.toISOString(),
    }).toString();
    const get = async (path: string) => {
      const response = await app.inject({ method: 'GET', url: `${path}?${query}`, headers: { authorization } });
      if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}: ${response.body}`);
      return response;
    };
    const answer = (await get(`/api/history/trips/${SERIAL}`)).json() as TripsAnswer;
    const [inRange] = await database.raw(
      `SELECT count(*)::int AS n FROM positions WHERE fix_time >= $1::timestamptz AND fix_time <= $2::timestamptz`,
      [new Date(now.getTime() - rangeDays * DAY_MS).toISOString(), now.toISOString()],
    );
    if (answer.fixes.read !== Number(inRange?.n))
      throw new Error(`trips: the call read ${answer.fixes.read} positions of the ${inRange?.n} in its range`);
    const trips = answer.data.filter((segment) => segment.kind === 'trip').length;
    if (Math.abs(trips - 2 * rangeDays) > 2)
      throw new Error(`trips: ${trips} trips in ${rangeDays} days of two drives a day`);
    const runs = check ? 1 : quick ? 3 : 5;
    return {
      database: database.label,
      data: { rows, rangeDays, positionsRead: answer.fixes.read, trips, stops: answer.data.length - trips },
      tripsCall: await time(runs, () => get(`/api/history/trips/${SERIAL}`), check ? 0 : 1),
      csvCall: await time(runs, () => get(`/api/history/trips/${SERIAL}/csv`), 0),
      readingAlone: await time(
        runs,
        () =>
          database.raw(
            `SELECT fix_time, latitude, longitude, accuracy, speed, address FROM positions
             WHERE device_id = (SELECT id FROM devices WHERE device_uuid = $1)
               AND fix_time >= $2::timestamptz AND fix_time <= $3::timestamptz ORDER BY fix_time, id`,
            [SERIAL, new Date(now.getTime() - rangeDays * DAY_MS).toISOString(), now.toISOString()],
          ),
        0,
      ),
    };
  } finally {
    await app.close();
  }
}
