import { and, eq, getTableColumns, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { HistoryFilter } from '@lodestar/contract';
import type { Database } from '../../db/client.js';
import { positionCounts, positions, type PositionRow } from '../../db/schema/index.js';
import type { HistoryScope } from './history.repository.js';
import { preparedPerShape } from '../../db/prepared-per-shape.js';

const filterCondition: Record<HistoryFilter, SQL | undefined> = {
  all: undefined,
  gps: eq(positions.type, 'gps'),
  mcell: eq(positions.type, 'mcell'),
  scell: eq(positions.type, 'scell'),
  alerts: isNotNull(positions.alertType),
  lockEvents: isNotNull(positions.unlockType),
};

/** The column of position_counts that counts what each filter matches. */
const filterCount = {
  all: positionCounts.total,
  gps: positionCounts.gps,
  mcell: positionCounts.mcell,
  scell: positionCounts.scell,
  alerts: positionCounts.alerts,
  lockEvents: positionCounts.lockEvents,
} satisfies Record<HistoryFilter, unknown>;

/**
 * Newest first, in the order of positions_device_user_fix_idx, which is DESC NULLS LAST (drizzle's `.desc()`). A bare
 * DESC means NULLS FIRST, which that index cannot serve: PostgreSQL would then sort every position of the device to
 * answer a page of ten (100 ms at 100,000 positions instead of 0.04 ms). Oldest first is the same index read
 * backwards (both columns are NOT NULL, so where the nulls would go does not matter).
 */
export const newestFirst = [sql`${positions.fixTime} DESC NULLS LAST`, sql`${positions.id} DESC NULLS LAST`];
const oldestFirst = [sql`${positions.fixTime} ASC NULLS FIRST`, sql`${positions.id} ASC NULLS FIRST`];

/**
 * Below this many skipped rows a page reads whole rows straight away: a deferred join costs more than the heap
 * reads it saves.
 */
const DEFERRED_JOIN_FROM = 200;

/**
 * Which stretch of the index to read for rows `offset`..`offset + limit` of `total`, newest first: from the newer
 * end, or, for a page in the older half, from the older end (then `reversed`), so that no page skips more than half
 * of the history.
 */
export function pageWindow(offset: number, limit: number, total: number) {
  const end = Math.min(total, offset + limit);
  if (offset + end <= total) return { offset, limit: end - offset, reversed: false };
  return { offset: total - end, limit: end - offset, reversed: true };
}

/** How often a page counted from the oldest end is read while its total keeps changing. */
const MAX_READS = 3;

/**
 * The history's page reads, prepared once per shape (filter, direction, straight or deferred): each PostgreSQL
 * connection parses them once (named statements). PostgreSQL plans the first executions for their values and keeps a
 * generic plan only when it is no costlier; planning over every partition of `positions` is most of a page's time.
 */
export function createPreparedHistoryQueries(db: Database) {
  const params = { deviceId: sql.placeholder('deviceId'), ownerId: sql.placeholder('ownerId') };
  const offset = sql.placeholder('offset');
  const limit = sql.placeholder('limit');
  const inScope = and(eq(positions.deviceId, params.deviceId), eq(positions.userId, params.ownerId));

  const counts = preparedPerShape((filter) =>
    db
      .select({ total: filterCount[filter as HistoryFilter] })
      .from(positionCounts)
      .where(and(eq(positionCounts.deviceId, params.deviceId), eq(positionCounts.userId, params.ownerId)))
      .prepare(`history_count_${filter}`),
  );

  const pages = preparedPerShape((shape) => {
    const [filter, direction, read] = shape.split('_') as [HistoryFilter, 'newest' | 'oldest', 'straight' | 'deferred'];
    const order = direction === 'newest' ? newestFirst : oldestFirst;
    const where = and(inScope, filterCondition[filter]);
    if (read === 'straight') {
      return db
        .select()
        .from(positions)
        .where(where)
        .orderBy(...order)
        .offset(offset)
        .limit(limit)
        .prepare(`history_page_${shape}`);
    }
    // The page's keys by an index-only scan that skips `offset` entries, then only the page's own rows.
    const keys = db
      .select({ id: positions.id, fixTime: positions.fixTime })
      .from(positions)
      .where(where)
      .orderBy(...order)
      .offset(offset)
      .limit(limit)
      .as('page_keys');
    return db
      .select(getTableColumns(positions))
      .from(positions)
      .innerJoin(keys, and(eq(positions.id, keys.id), eq(positions.fixTime, keys.fixTime)))
      .orderBy(...order)
      .prepare(`history_page_${shape}`);
  });

  return {
    /** One page, newest first, and how many positions the filter matches (position_counts: no COUNT of the rows). */
    async page(
      scope: HistoryScope,
      filter: HistoryFilter,
      from: number,
      size: number,
    ): Promise<{ rows: PositionRow[]; total: number }> {
      const scoped = { deviceId: scope.deviceId, ownerId: scope.ownerId };
      const countOf = async () => (await counts(filter).execute(scoped))[0]?.total ?? 0;
      let total = await countOf();
      for (let attempt = 1; ; attempt += 1) {
        if (from >= total) return { rows: [], total };
        const window = pageWindow(from, size, total);
        const shape = `${filter}_${window.reversed ? 'oldest' : 'newest'}_${window.offset < DEFERRED_JOIN_FROM ? 'straight' : 'deferred'}`;
        const rows: PositionRow[] = await pages(shape).execute({ ...scoped, offset: window.offset, limit: window.limit });
        if (!window.reversed) return { rows, total };
        // Counted from the oldest end, the page is only right for the total it was read with: positions uploaded or
        // cleared in between would shift it, so it is read again (a few times at most) until the total holds still.
        const recounted = await countOf();
        if (recounted === total || attempt === MAX_READS) return { rows: rows.reverse(), total };
        total = recounted;
      }
    },

    /** The newest `size` positions, newest first: the first page of everything, without its total. */
    newest: (scope: HistoryScope, size: number): Promise<PositionRow[]> =>
      pages('all_newest_straight').execute({ deviceId: scope.deviceId, ownerId: scope.ownerId, offset: 0, limit: size }),
  };
}
