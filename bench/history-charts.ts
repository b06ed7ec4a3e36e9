/**
 * History charts of a busy tracker: one that reported every minute for the past two years (1,052,641 positions), in
 * the monthly partitions the server keeps; a full run adds nine more trackers' year at five minutes, interleaved in
 * time as a live server writes them. Measured through the app (`inject`): the charts call for the two years (2-day
 * buckets), the year (daily) and the last day (5-minute), each starting off the hour as a browser's range does; beside
 * each, in the same run, the query the repository sent (with its settings) timed alone and its EXPLAIN (ANALYZE,
 * BUFFERS), and the aggregate over every position of the range that the charts sent before position_hours, timed
 * alone. Every answer's reports must add up to the positions of its range, or the run fails.
 */
import { systemClock } from '../apps/server/src/adapters/clock.js';
import { provisionUser } from '../apps/server/src/provisioning/index.js';
import { createUsersRepository } from '../apps/server/src/modules/users/users.repository.js';
import { buildBenchApp, signInTo } from './lib/app.js';
import type { BenchDatabase } from './lib/databases.js';
import { explainRolledBack, rerunWithSettings } from './lib/explain.js';
import { time } from './lib/stats.js';
import { ensurePastPartitions } from './lib/past-partitions.js';
import { seedTrackers } from './lib/seed-trackers.js';

const PASSWORD = 'Bench-Pass-1';
const DAY_MS = 86_400_000;
const CHARTED = 'CHART-00';
/** Where a browser's range starts: now less the days asked, seconds and all. */
const OFF_THE_HOUR_MS = 17 * 60_000 + 13_000;

/**
 * Readings every `minutes` for `days` up to `now` of the trackers `serials`: a battery that drains over three
 * days and is charged again, and a modem temperature that follows the day around 20 °C.
 */
async function seedReadings(database: BenchDatabase, ownerId: string, now: Date, serials: string[], days: number, minutes: number) {
  await database.raw(
    `INSERT INTO positions (device_id, user_id, fix_time, received_at, latitude, longitude, type, battery_percentage,
       modem_temperature)
     SELECT d.id, $1::uuid, t, t, -33.87, 151.21, 'gps',
       100 - (extract(epoch FROM t)::bigint / 300 % 864) / 8.64,
       20 + 5 * sin(extract(epoch FROM t) / 86400 * 2 * pi()) + random()
     FROM generate_series($2::timestamptz - make_interval(days => $3), $2::timestamptz, make_interval(mins => $4)) AS t,
       devices d
     WHERE d.device_uuid = ANY($5::text[])`,
    [ownerId, now.toISOString(), days, minutes, serials],
  );
}

async function seedHistory(database: BenchDatabase, { quick }: { quick: boolean }) {
  const user = await provisionUser(createUsersRepository(database.db), systemClock, {
    email: 'charts@bench.lodestar.test',
    password: PASSWORD,
  });
  const others = quick ? 0 : 9;
  await seedTrackers(database, { prefix: 'CHART-', digits: 2, count: others + 1, owners: [user.id] });
  const chartedDays = quick ? 60 : 731;
  await ensurePastPartitions(database, Math.ceil(chartedDays / 30) + 1);
  const now = new Date();
  await seedReadings(database, user.id, now, [CHARTED], chartedDays, 1);
  const otherSerials = Array.from({ length: others }, (_, index) => `CHART-${String(index + 1).padStart(2, '0')}`);
  if (others > 0) await seedReadings(database, user.id, now, otherSerials, 365, 5);
  await database.raw('VACUUM ANALYZE positions');
  await database.raw('VACUUM ANALYZE position_hours');
  const [written] = await database.raw('SELECT count(*)::int AS n FROM positions');
  const [hours] = await database.raw('SELECT count(*)::int AS n FROM position_hours');
  return { email: user.email, rows: Number(written?.n), hourRows: Number(hours?.n), now, chartedDays };
}

/** The charts' aggregate before position_hours: every position of the range, bucketed. */
const everyPositionAggregate = `
  SELECT date_bin(make_interval(secs => $3), fix_time, $1::timestamptz) AS time, count(*),
    min(battery_percentage), avg(battery_percentage), max(battery_percentage),
    min(modem_temperature), avg(modem_temperature), max(modem_temperature)
  FROM positions
  WHERE device_id = (SELECT id FROM devices WHERE device_uuid = $4) AND user_id IS NOT NULL
    AND fix_time >= $1::timestamptz AND fix_time < $2::timestamptz
  GROUP BY 1 ORDER BY 1`;

export async function benchHistoryCharts(database: BenchDatabase, { quick = false }: { quick?: boolean } = {}) {
  const { email, rows, hourRows, now, chartedDays } = await seedHistory(database, { quick });
  const app = await buildBenchApp(database);
  try {
    const authHeader = await signInTo(app, email, PASSWORD);
    const rangeOf = (days: number) => ({
      from: new Date(now.getTime() - days * DAY_MS + OFF_THE_HOUR_MS).toISOString(),
      to: new Date(now.getTime() + OFF_THE_HOUR_MS).toISOString(),
    });
    const chartsOf = async (days: number) => {
      const query = new URLSearchParams(rangeOf(days));
      const response = await app.inject({
        method: 'GET',
        url: `/api/history/charts/${CHARTED}?${query.toString()}`,
        headers: { authorization: authHeader },
      });
      if (response.statusCode !== 200) throw new Error(`the charts answered ${response.statusCode}: ${response.body}`);
      return response;
    };
    const runs = quick ? 10 : 30;
    /** The call's time, its answer's size, the query it sent timed alone with its plan, and the aggregate before. */
    const measure = async (days: number) => {
      const call = await time(runs, () => chartsOf(days), 2);
      database.clearLog();
      const answer = await chartsOf(days);
      const sent = database.log.find((query) => /date_bin/.test(query.sql));
      if (!sent) throw new Error('the charts query was not seen in the query log');
      const settings = database.log.filter((query) => /^SET LOCAL/i.test(query.sql));
      const { bucketSeconds, data } = answer.json() as { bucketSeconds: number; data: { reports: number }[] };
      const { from, to } = rangeOf(days);
      const everyPosition = [from, to, bucketSeconds, CHARTED];
      const [inRange] = await database.raw(
        `SELECT count(*)::int AS n FROM positions WHERE device_id = (SELECT id FROM devices WHERE device_uuid = $1)
           AND fix_time >= $2::timestamptz AND fix_time < $3::timestamptz`,
        [CHARTED, from, to],
      );
      const reports = data.reduce((sum, bucket) => sum + bucket.reports, 0);
      if (reports !== Number(inRange?.n))
        throw new Error(`history-charts: the ${days}-day answer counted ${reports} reports of ${inRange?.n} positions`);
      return {
        positions: reports,
        call,
        queryAlone: await time(runs, () => rerunWithSettings(database, sent, settings), 2),
        everyPositionBefore: await time(quick ? 3 : 5, () => database.raw(everyPositionAggregate, everyPosition), 1),
        bucketSeconds,
        buckets: data.length,
        answerKB: +(answer.rawPayload.length / 1024).toFixed(1),
        explainAnalyze: await explainRolledBack(database, sent, settings),
      };
    };
    const me = () => app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: authHeader } });
    return {
      database: database.label,
      data: { rows, hourRows, chartedDays },
      [`${chartedDays} days`]: await measure(chartedDays),
      ...(quick ? {} : { year: await measure(365) }),
      day: await measure(1),
      signedInCall: await time(runs, me, 2),
    };
  } finally {
    await app.close();
  }
}
