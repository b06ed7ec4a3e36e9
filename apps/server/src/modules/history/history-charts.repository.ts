import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { HistoryScope } from './history.repository.js';
import type { TimeRange } from './time-range.js';

/** One bucket that holds positions: when it starts, how many, and the spread of each reading (null without any). */
export interface ChartBucketRow {
  time: Date;
  reports: number;
  batteryMin: number | null;
  batteryAvg: number | null;
  batteryMax: number | null;
  temperatureMin: number | null;
  temperatureAvg: number | null;
  temperatureMax: number | null;
}

interface ChartBucketRecord {
  time: string | Date;
  reports: string | number;
  battery_min: number | null;
  battery_avg: number | null;
  battery_max: number | null;
  temperature_min: number | null;
  temperature_avg: number | null;
  temperature_max: number | null;
}

const HOUR_SECONDS = 3600;
const HOUR_MS = HOUR_SECONDS * 1000;
const hourOf = (time: number) => Math.floor(time / HOUR_MS) * HOUR_MS;

/**
 * The hours (on the UTC clock, as position_hours keeps them) that a bucket's start or the range's end falls in: those
 * whose positions may belong to two buckets, or lie partly outside the range.
 */
function cutHours({ from, to }: TimeRange, bucketSeconds: number): Date[] {
  const edges = [to.getTime()];
  for (let start = from.getTime(); start < to.getTime(); start += bucketSeconds * 1000) edges.push(start);
  return [...new Set(edges.map(hourOf))].map((time) => new Date(time));
}

/** The parts' bucket, positions and readings' count, sum, lowest and highest, added up into each bucket's spread. */
const bucketsOf = (parts: SQL) => sql`
  SELECT time, sum(reports) AS reports,
    min(battery_min) AS battery_min, sum(battery_sum) / nullif(sum(battery_count), 0) AS battery_avg,
    max(battery_max) AS battery_max, min(temperature_min) AS temperature_min,
    sum(temperature_sum) / nullif(sum(temperature_count), 0) AS temperature_avg, max(temperature_max) AS temperature_max
  FROM (${parts}) AS parts
  GROUP BY time
  ORDER BY time`;

function toRow(row: ChartBucketRecord): ChartBucketRow {
  const orNull = (value: number | null) => (value === null ? null : Number(value));
  return {
    time: new Date(row.time),
    reports: Number(row.reports),
    batteryMin: orNull(row.battery_min),
    batteryAvg: orNull(row.battery_avg),
    batteryMax: orNull(row.battery_max),
    temperatureMin: orNull(row.temperature_min),
    temperatureAvg: orNull(row.temperature_avg),
    temperatureMax: orNull(row.temperature_max),
  };
}

export function createHistoryChartsRepository(db: Database) {
  return {
    /**
     * The buckets of `range` (`to` left out) that hold positions, `bucketSeconds` long from `range.from`, oldest first.
     * Buckets shorter than an hour (ranges of ten days at most) are summed from the range's positions. Otherwise an
     * hour that lies whole in one bucket is read from position_hours, one row, and only an hour that a bucket's start
     * or the range's ends cut is read position by position: a year of a tracker that reports every minute is 8,760
     * rows and 366 hours of positions, not half a million positions.
     */
    async buckets(scope: HistoryScope, range: TimeRange, bucketSeconds: number): Promise<ChartBucketRow[]> {
      const from = sql`${range.from.toISOString()}::timestamptz`;
      const to = sql`${range.to.toISOString()}::timestamptz`;
      const width = sql`make_interval(secs => ${bucketSeconds})`;
      /** The buckets' parts that the positions from `start` to `end` make. */
      const positionsPart = (start: SQL, end: SQL) => sql`
        SELECT date_bin(${width}, p.fix_time, ${from}) AS time, count(*) AS reports,
          count(p.battery_percentage) AS battery_count, sum(p.battery_percentage::float8) AS battery_sum,
          min(p.battery_percentage) AS battery_min, max(p.battery_percentage) AS battery_max,
          count(p.modem_temperature) AS temperature_count, sum(p.modem_temperature::float8) AS temperature_sum,
          min(p.modem_temperature) AS temperature_min, max(p.modem_temperature) AS temperature_max
        FROM positions p
        WHERE p.device_id = ${scope.deviceId}::uuid AND p.user_id = ${scope.ownerId}::uuid
          AND p.fix_time >= ${start} AND p.fix_time < ${end}
        GROUP BY 1`;
      const read = async (query: SQL) =>
        ((await db.execute(query)) as unknown as { rows: ChartBucketRecord[] }).rows.map(toRow);

      if (bucketSeconds < HOUR_SECONDS) return read(bucketsOf(positionsPart(from, to)));

      const cut = sql.param(cutHours(range, bucketSeconds).map((hour) => hour.toISOString()));
      const cutPart = positionsPart(sql`greatest(cut.hour, ${from})`, sql`least(cut.hour + interval '1 hour', ${to})`);
      const wholeHoursPart = sql`
        SELECT date_bin(${width}, h.hour, ${from}) AS time, sum(h.reports) AS reports,
          sum(h.battery_count) AS battery_count, sum(h.battery_sum) AS battery_sum,
          min(h.battery_min) AS battery_min, max(h.battery_max) AS battery_max,
          sum(h.temperature_count) AS temperature_count, sum(h.temperature_sum) AS temperature_sum,
          min(h.temperature_min) AS temperature_min, max(h.temperature_max) AS temperature_max
        FROM position_hours h
        WHERE h.device_id = ${scope.deviceId}::uuid AND h.user_id = ${scope.ownerId}::uuid
          AND h.hour >= ${from} AND h.hour + interval '1 hour' <= ${to}
          AND h.hour <> ALL (${cut}::timestamptz[])
        GROUP BY 1`;
      // The cut hours are read by a LATERAL aggregate, which the planner keeps as one index range per hour instead of
      // joining them to every partition.
      return read(
        bucketsOf(sql`
          SELECT part.* FROM unnest(${cut}::timestamptz[]) AS cut(hour) CROSS JOIN LATERAL (${cutPart}) AS part
          UNION ALL ${wholeHoursPart}`),
      );
    },
  };
}

export type HistoryChartsRepository = ReturnType<typeof createHistoryChartsRepository>;
