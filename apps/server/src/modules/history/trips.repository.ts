import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { HistoryScope } from './history.repository.js';
import type { TimeRange } from './time-range.js';

/** A position as trips read it, as the driver gives it: `cursorTime` the fix time as the database wrote it. */
export interface TripFixRow {
  time: number | string;
  latitude: number;
  longitude: number;
  accuracy: number | null;
  speed: number | null;
  address: string | null;
  cursorTime: string;
  id: number | string;
}

/** Where an oldest-first walk through a range has got to. */
export interface TripCursor {
  cursorTime: string;
  id: number | string;
}

export function createTripsRepository(db: Database) {
  return {
    /**
     * The next `limit` positions of `range` (both ends included, as the replay's track reads them), oldest first, after
     * `cursor`: keyset paging down the device's history index, whatever the depth.
     */
    async fixBatch(
      scope: HistoryScope,
      range: TimeRange,
      cursor: TripCursor | null,
      limit: number,
    ): Promise<TripFixRow[]> {
      const after = cursor
        ? sql`AND fix_time >= ${cursor.cursorTime}::timestamptz AND (fix_time, id) > (${cursor.cursorTime}::timestamptz, ${cursor.id})`
        : sql``;
      const result = await db.execute(sql`
        SELECT extract(epoch FROM fix_time) * 1000 AS time, latitude, longitude, accuracy, speed, address,
          fix_time::text AS "cursorTime", id
        FROM positions
        WHERE device_id = ${scope.deviceId}::uuid AND user_id = ${scope.ownerId}::uuid
          AND fix_time >= ${range.from.toISOString()}::timestamptz AND fix_time <= ${range.to.toISOString()}::timestamptz
          ${after}
        ORDER BY fix_time, id
        LIMIT ${limit}`);
      return (result as unknown as { rows: TripFixRow[] }).rows;
    },
  };
}

export type TripsRepository = ReturnType<typeof createTripsRepository>;
