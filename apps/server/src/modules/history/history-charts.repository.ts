import { and, gte, lt, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { positions } from '../../db/schema/index.js';
import { ofScope, type HistoryScope } from './history.repository.js';
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

export function createHistoryChartsRepository(db: Database) {
  return {
    /**
     * The buckets of `range` (`to` left out) that hold positions, `bucketSeconds` long from `range.from`, oldest first: one
     * aggregate over the range of positions_device_user_fix_idx (the range also leaves out the other months'
     * partitions), whatever the number of buckets.
     */
    async buckets(scope: HistoryScope, range: TimeRange, bucketSeconds: number): Promise<ChartBucketRow[]> {
      const bucket = sql`date_bin(make_interval(secs => ${bucketSeconds}), ${positions.fixTime}, ${range.from.toISOString()}::timestamptz)`;
      const battery = positions.batteryPercentage;
      const temperature = positions.modemTemperature;
      const reading = (aggregate: 'min' | 'avg' | 'max', column: AnyColumn) =>
        sql<number | null>`${sql.raw(aggregate)}(${column})`.mapWith(Number);
      return (
        db
          .select({
            time: bucket.mapWith(positions.fixTime),
            reports: sql<number>`count(*)`.mapWith(Number),
            batteryMin: reading('min', battery),
            batteryAvg: reading('avg', battery),
            batteryMax: reading('max', battery),
            temperatureMin: reading('min', temperature),
            temperatureAvg: reading('avg', temperature),
            temperatureMax: reading('max', temperature),
          })
          .from(positions)
          .where(and(ofScope(scope), gte(positions.fixTime, range.from), lt(positions.fixTime, range.to)))
          // By position: the bucket's expression carries its own parameters, which PostgreSQL would not match up.
          .groupBy(sql`1`)
          .orderBy(sql`1`)
      );
    },
  };
}

export type HistoryChartsRepository = ReturnType<typeof createHistoryChartsRepository>;
