import { and, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { HistoryFilter } from '@lodestar/contract';
import type { Database } from '../../db/client.js';
import { positions, type PositionRow } from '../../db/schema/index.js';

/** A device's history as its current owner's: positions stored while someone else owned it are not part of it. */
export interface HistoryScope {
  deviceId: string;
  ownerId: string;
}

const filterCondition: Record<HistoryFilter, SQL | undefined> = {
  all: undefined,
  gps: eq(positions.type, 'gps'),
  mcell: eq(positions.type, 'mcell'),
  scell: eq(positions.type, 'scell'),
  alerts: isNotNull(positions.alertType),
  lockEvents: isNotNull(positions.isLocked),
};

/** Where a newest-first walk through a history has got to. */
export interface HistoryCursor {
  fixTime: string;
  id: number;
}

/** The columns of a position the CSV export writes: only these are read and parsed, a hundred thousand times. */
const exportedColumns = {
  fixTime: positions.fixTime,
  latitude: positions.latitude,
  longitude: positions.longitude,
  address: positions.address,
  type: positions.type,
  accuracy: positions.accuracy,
  speed: positions.speed,
  course: positions.course,
  altitude: positions.altitude,
  batteryPercentage: positions.batteryPercentage,
  modemTemperature: positions.modemTemperature,
  alertType: positions.alertType,
  isLocked: positions.isLocked,
  unlockType: positions.unlockType,
};
export type ExportedPosition = Pick<PositionRow, keyof typeof exportedColumns>;

const ofScope = (scope: HistoryScope) => and(eq(positions.deviceId, scope.deviceId), eq(positions.userId, scope.ownerId));
/**
 * Newest first, in the order of positions_device_user_fix_idx, which is DESC NULLS LAST (drizzle's `.desc()`). A bare
 * DESC means NULLS FIRST, which that index cannot serve: PostgreSQL would then sort every position of the device to
 * answer a page of ten (100 ms at 100,000 positions instead of 0.04 ms).
 */
const newestFirst = [sql`${positions.fixTime} DESC NULLS LAST`, sql`${positions.id} DESC NULLS LAST`];

export function createHistoryRepository(db: Database) {
  return {
    /** One page, newest first, and how many positions the filter matches. */
    async page(scope: HistoryScope, filter: HistoryFilter, offset: number, limit: number): Promise<{ rows: PositionRow[]; total: number }> {
      const where = and(ofScope(scope), filterCondition[filter]);
      const [rows, [totals]] = await Promise.all([
        db.select().from(positions).where(where).orderBy(...newestFirst).offset(offset).limit(limit),
        db.select({ total: count() }).from(positions).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /**
     * The newest `perDevice` positions of each device, in one round trip: one index range scan per device (LATERAL …
     * LIMIT), grouped by device in the order of `scopes`, newest first within a device.
     */
    async newestOf(scopes: HistoryScope[], perDevice: number): Promise<PositionRow[]> {
      if (scopes.length === 0) return [];
      const deviceIds = sql.param(scopes.map((scope) => scope.deviceId));
      const ownerIds = sql.param(scopes.map((scope) => scope.ownerId));
      const newestIds = sql`(
        SELECT newest.id FROM unnest(${deviceIds}::uuid[], ${ownerIds}::uuid[]) AS scope(device_id, owner_id)
        CROSS JOIN LATERAL (
          SELECT ${positions.id} FROM ${positions}
          WHERE ${positions.deviceId} = scope.device_id AND ${positions.userId} = scope.owner_id
          ORDER BY ${sql.join(newestFirst, sql`, `)} LIMIT ${perDevice}
        ) AS newest)`;
      return db
        .select()
        .from(positions)
        .where(inArray(positions.id, newestIds))
        .orderBy(sql`array_position(${deviceIds}::uuid[], ${positions.deviceId})`, ...newestFirst);
    },

    /**
     * The next `limit` positions to export, newest first, after `cursor` (keyset paging: an index range scan whatever
     * the depth, unlike OFFSET). The cursor keeps the last fix time as the database wrote it, so no precision is lost.
     */
    async exportBatch(scope: HistoryScope, cursor: HistoryCursor | undefined, limit: number): Promise<(ExportedPosition & { cursor: HistoryCursor })[]> {
      const after = cursor && sql`(${positions.fixTime}, ${positions.id}) < (${cursor.fixTime}::timestamptz, ${cursor.id})`;
      const rows = await db
        .select({ ...exportedColumns, id: positions.id, fixTimeText: sql<string>`${positions.fixTime}::text` })
        .from(positions)
        .where(and(ofScope(scope), after))
        .orderBy(...newestFirst)
        .limit(limit);
      return rows.map(({ id, fixTimeText, ...row }) => ({ ...row, cursor: { fixTime: fixTimeText, id } }));
    },

    /** Deletes every position of the scope; answers how many (counted in the database, not carried back row by row). */
    async clear(scope: HistoryScope): Promise<number> {
      const result = await db.execute(sql`WITH gone AS (DELETE FROM ${positions} WHERE ${ofScope(scope)} RETURNING 1) SELECT count(*)::int AS deleted FROM gone`);
      return (result as unknown as { rows: { deleted: number }[] }).rows[0]?.deleted ?? 0;
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
