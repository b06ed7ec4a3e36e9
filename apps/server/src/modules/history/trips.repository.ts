import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { HistoryScope } from './history.repository.js';
import type { Fix } from './trip-fix-filter.js';

/** A stretch of a range: `to` included only in the range's last one. */
export interface TripWindow {
  from: Date;
  to: Date;
  last: boolean;
}

export function createTripsRepository(db: Database) {
  return {
    /**
     * The positions of one window, oldest first, as trips read them (the time in ms, as the driver gives it): one index range of the device's history. A window of hours holds a
     * few thousand positions even for a device that reports every few seconds, so the database sorts what it read in
     * memory; a LIMIT over the whole range instead made it read and sort the whole range for every batch.
     */
    async fixesIn(scope: HistoryScope, window: TripWindow): Promise<Fix[]> {
      const end = window.last
        ? sql`fix_time <= ${window.to.toISOString()}::timestamptz`
        : sql`fix_time < ${window.to.toISOString()}::timestamptz`;
      const result = await db.execute(sql`
        SELECT (extract(epoch FROM fix_time) * 1000)::float8 AS time, latitude, longitude, accuracy, speed, address
        FROM positions
        WHERE device_id = ${scope.deviceId}::uuid AND user_id = ${scope.ownerId}::uuid
          AND fix_time >= ${window.from.toISOString()}::timestamptz AND ${end}
        ORDER BY fix_time, id`);
      return (result as unknown as { rows: Fix[] }).rows;
    },
  };
}

export type TripsRepository = ReturnType<typeof createTripsRepository>;
