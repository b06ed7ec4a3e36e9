import { and, asc, eq, getTableColumns, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { positionCounts, positions, type PositionRow } from '../../db/schema/index.js';
import { createPreparedHistoryQueries, newestFirst } from './page-queries.js';
import type { TimeRange } from './time-range.js';

/** A device's history as its current owner's: positions stored while someone else owned it are not part of it. */
export interface HistoryScope {
  deviceId: string;
  ownerId: string;
}

/** Where a newest-first walk through a history has got to. */
export interface HistoryCursor {
  fixTime: string;
  id: number | string;
}

/**
 * A position as the CSV export writes it, read as the driver gives it (no ORM mapping, a hundred thousand times):
 * `fixTime` already in ISO 8601 UTC with milliseconds, as `Date.toISOString` writes it; `cursorTime` the fix time
 * as the database wrote it, so the next batch loses no precision.
 */
export interface ExportedPosition
  extends Pick<
    PositionRow,
    | 'latitude'
    | 'longitude'
    | 'address'
    | 'type'
    | 'accuracy'
    | 'speed'
    | 'course'
    | 'altitude'
    | 'batteryPercentage'
    | 'modemTemperature'
    | 'alertType'
    | 'isLocked'
    | 'unlockType'
  > {
  fixTime: string;
  cursorTime: string;
  /** A bigint: the driver may give it as text. */
  id: number | string;
}

/** The exported columns, under the names of ExportedPosition. */
const exportedColumns = sql.raw(
  [
    `to_char(fix_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "fixTime"`,
    'latitude, longitude, address, type, accuracy, speed, course, altitude',
    'battery_percentage AS "batteryPercentage", modem_temperature AS "modemTemperature"',
    'alert_type AS "alertType", is_locked AS "isLocked", unlock_type AS "unlockType"',
    'fix_time::text AS "cursorTime", id',
  ].join(', '),
);

export const ofScope = (scope: HistoryScope) => and(eq(positions.deviceId, scope.deviceId), eq(positions.userId, scope.ownerId));

export function createHistoryRepository(db: Database) {
  const prepared = createPreparedHistoryQueries(db);
  return {
    /** One page, newest first, and how many positions the filter matches. */
    page: prepared.page,

    /** The newest `limit` positions, newest first (the map's, which shows no total). */
    newest: prepared.newest,

    /**
     * The newest `perDevice` positions of each device, in one round trip: one index range scan per device (LATERAL …
     * LIMIT), grouped by device in the order of `scopes`, newest first within a device.
     */
    async newestOf(scopes: HistoryScope[], perDevice: number): Promise<PositionRow[]> {
      if (scopes.length === 0) return [];
      const deviceIds = sql.param(scopes.map((scope) => scope.deviceId));
      const ownerIds = sql.param(scopes.map((scope) => scope.ownerId));
      // Whole rows straight from each device's index range scan: joining back by key would probe every partition.
      const newest = db
        .select()
        .from(positions)
        .where(sql`${positions.deviceId} = scope.device_id AND ${positions.userId} = scope.owner_id`)
        .orderBy(...newestFirst)
        .limit(perDevice)
        .as('newest');
      const keys = Object.keys(getTableColumns(positions)) as (keyof PositionRow)[];
      const fields = Object.fromEntries(keys.map((key) => [key, newest[key]])) as { [K in keyof PositionRow]: (typeof newest)[K] };
      return db
        .select(fields)
        .from(sql`unnest(${deviceIds}::uuid[], ${ownerIds}::uuid[]) WITH ORDINALITY AS scope(device_id, owner_id, asked)`)
        .crossJoinLateral(newest)
        .orderBy(sql`scope.asked`, sql`${newest.fixTime} DESC NULLS LAST`, sql`${newest.id} DESC NULLS LAST`);
    },

    /**
     * The next `limit` positions to export, newest first, after `cursor` (keyset paging: an index range scan whatever
     * the depth, unlike OFFSET).
     */
    async exportBatch(scope: HistoryScope, cursor: HistoryCursor | undefined, limit: number): Promise<ExportedPosition[]> {
      // The plain bound on fix_time leaves out the partitions newer than the cursor before the row comparison.
      const after =
        cursor &&
        and(
          lte(positions.fixTime, sql`${cursor.fixTime}::timestamptz`),
          sql`(${positions.fixTime}, ${positions.id}) < (${cursor.fixTime}::timestamptz, ${cursor.id})`,
        );
      const where = and(ofScope(scope), after);
      const result = await db.execute(
        sql`SELECT ${exportedColumns} FROM ${positions} WHERE ${where} ORDER BY ${sql.join(newestFirst, sql`, `)} LIMIT ${limit}`,
      );
      return (result as unknown as { rows: ExportedPosition[] }).rows;
    },

    /** Up to `limit` positions fixed in `range`, both ends included, oldest first: where and when, nothing else. */
    async track(scope: HistoryScope, { from, to }: TimeRange, limit: number) {
      return db
        .select({ fixTime: positions.fixTime, latitude: positions.latitude, longitude: positions.longitude })
        .from(positions)
        .where(and(ofScope(scope), gte(positions.fixTime, from), lte(positions.fixTime, to)))
        .orderBy(asc(positions.fixTime), asc(positions.id))
        .limit(limit);
    },

    /**
     * Deletes every position of the scope; answers how many (counted in the database, not carried back row by row).
     * The scope's count row is locked first, in the order the retention job takes its locks, so the two never deadlock.
     */
    async clear(scope: HistoryScope): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`SELECT 1 FROM ${positionCounts} WHERE ${positionCounts.deviceId} = ${scope.deviceId} AND ${positionCounts.userId} = ${scope.ownerId} FOR UPDATE`,
        );
        const result = await tx.execute(sql`WITH gone AS (DELETE FROM ${positions} WHERE ${ofScope(scope)} RETURNING 1) SELECT count(*)::int AS deleted FROM gone`);
        return (result as unknown as { rows: { deleted: number }[] }).rows[0]?.deleted ?? 0;
      });
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
