/**
 * History charts over a year: one tracker that reported every five minutes for the past 365 days (105,121
 * positions), in the monthly partitions the server keeps; a full run adds nine more trackers' years, interleaved in
 * time as a live server writes them (1,051,210 rows in all). Measured through the app (`inject`): the charts call
 * for the whole year (daily buckets) and for the last day (5-minute buckets), and EXPLAIN (ANALYZE, BUFFERS) of the
 * aggregate the repository sends for each; beside them, in the same run, that aggregate alone (sent as the repository
 * sent it) and a signed-in call that reads nothing of the history (`GET /api/users/me`).
 */
import { systemClock } from '../apps/server/src/adapters/clock.js';
import { provisionUser } from '../apps/server/src/modules/users/provision-user.js';
import { createUsersRepository } from '../apps/server/src/modules/users/users.repository.js';
import { buildBenchApp, signInTo } from './lib/app.js';
import type { BenchDatabase } from './lib/databases.js';
import { explain } from './lib/explain.js';
import { time } from './lib/stats.js';
import { ensurePastPartitions } from './lib/past-partitions.js';
import { seedTrackers } from './lib/seed-trackers.js';

const PASSWORD = 'Bench-Pass-1';
const DAYS = 365;
const DAY_MS = 86_400_000;
const CHARTED = 'CHART-00';

/**
 * The trackers' year, every five minutes: a battery that drains over three days and is charged again, and a modem
 * temperature that follows the day around 20 °C. Answers the owner's sign-in and the rows written.
 */
async function seedYear(database: BenchDatabase, otherTrackers: number) {
  const user = await provisionUser(createUsersRepository(database.db), systemClock, {
    email: 'charts@bench.lodestar.test',
    password: PASSWORD,
  });
  await seedTrackers(database, { prefix: 'CHART-', digits: 2, count: otherTrackers + 1, owners: [user.id] });
  await ensurePastPartitions(database, 12);
  const now = new Date();
  await database.raw(
    `INSERT INTO positions (device_id, user_id, fix_time, received_at, latitude, longitude, type, battery_percentage,
       modem_temperature)
     SELECT d.id, $1::uuid, t, t, -33.87, 151.21, 'gps',
       100 - (extract(epoch FROM t)::bigint / 300 % 864) / 8.64,
       20 + 5 * sin(extract(epoch FROM t) / 86400 * 2 * pi()) + random()
     FROM generate_series($2::timestamptz - interval '${DAYS} days', $2::timestamptz, interval '5 minutes') AS t,
       devices d
     WHERE d.device_uuid LIKE 'CHART-%'`,
    [user.id, now.toISOString()],
  );
  await database.raw('VACUUM ANALYZE positions');
  const [written] = await database.raw('SELECT count(*)::int AS n FROM positions');
  return { email: user.email, rows: Number(written?.n), now };
}

export async function benchHistoryCharts(database: BenchDatabase, { quick = false }: { quick?: boolean } = {}) {
  const { email, rows, now } = await seedYear(database, quick ? 0 : 9);
  const app = await buildBenchApp(database);
  try {
    const authHeader = await signInTo(app, email, PASSWORD);
    const chartsOf = async (days: number) => {
      const query = new URLSearchParams({
        from: new Date(now.getTime() - days * DAY_MS).toISOString(),
        to: now.toISOString(),
      });
      const response = await app.inject({
        method: 'GET',
        url: `/api/history/charts/${CHARTED}?${query.toString()}`,
        headers: { authorization: authHeader },
      });
      if (response.statusCode !== 200) throw new Error(`the charts answered ${response.statusCode}: ${response.body}`);
      return response;
    };
    const runs = quick ? 10 : 50;
    /** The call's time, its answer's size, the aggregate it sent, timed alone, and its plan. */
    const measure = async (days: number) => {
      const call = await time(runs, () => chartsOf(days), 2);
      database.clearLog();
      const answer = await chartsOf(days);
      const aggregate = database.log.find((query) => /date_bin/.test(query.sql));
      if (!aggregate) throw new Error('the aggregate was not seen in the query log');
      const { bucketSeconds, data } = answer.json() as { bucketSeconds: number; data: unknown[] };
      return {
        call,
        aggregateAlone: await time(runs, () => database.raw(aggregate.sql, aggregate.params), 2),
        bucketSeconds,
        buckets: data.length,
        answerKB: +(answer.rawPayload.length / 1024).toFixed(1),
        explainAnalyze: await explain(database, aggregate),
      };
    };
    const me = () => app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: authHeader } });
    return {
      database: database.label,
      data: { rows, chartedDevicePositions: Math.floor((DAYS * DAY_MS) / 300_000) + 1 },
      year: await measure(DAYS),
      day: await measure(1),
      signedInCall: await time(runs, me, 2),
    };
  } finally {
    await app.close();
  }
}
