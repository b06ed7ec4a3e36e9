import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** Below every device id: where a sweep over the devices starts. */
export const FIRST_DEVICE = '00000000-0000-0000-0000-000000000000';

/** What one pruning statement did, and the device the next one of the same sweep starts at (null: the sweep is over). */
export interface PruneBatch {
  deleted: number;
  resumeAt: string | null;
}

export interface PruneBatchInput {
  now: Date;
  /** The installation's retention for devices whose owner chose none, or that have no owner; null keeps them. */
  defaultDays: number | null;
  /** The device the sweep has got to: devices before it are done. */
  from: string;
  limit: number;
}

/**
 * The positions a sweep deletes: those of a device older than its current owner's retention (else the installation's),
 * whoever owned the device when they came in. `owner` is the device's current owner, joined by the caller.
 */
const retention = (defaultDays: number | null) => sql`coalesce(owner.history_retention_days, ${defaultDays}::int)`;
const olderThanRetention = ({ now, defaultDays }: PruneBatchInput) =>
  sql`fix_time < ${now.toISOString()}::timestamptz - make_interval(days => ${retention(defaultDays)})`;

/**
 * The history's counted positions (those with an account, which position_counts counts) to delete next: one index
 * range scan per (device, account) pair and partition old enough, in the order of the pairs, so that a sweep resumes
 * where the last batch stopped. The pairs' counts are locked in that order before the delete's trigger updates them,
 * as every writer of positions locks them, so pruning and ingest never deadlock.
 */
const countedDoomed = (input: PruneBatchInput) => sql`
  SELECT c.device_id, old.id, old.fix_time
  FROM position_counts c
  JOIN devices d ON d.id = c.device_id
  LEFT JOIN users owner ON owner.id = d.user_id
  CROSS JOIN LATERAL (
    SELECT id, fix_time FROM positions
    WHERE device_id = c.device_id AND user_id = c.user_id AND ${olderThanRetention(input)}
    LIMIT ${input.limit}
  ) old
  WHERE c.device_id >= ${input.from}::uuid AND c.total > 0 AND ${retention(input.defaultDays)} IS NOT NULL
  ORDER BY c.device_id, c.user_id
  LIMIT ${input.limit}
  FOR UPDATE OF c`;

/**
 * The positions no account holds (reported while the device was unclaimed, or of an account since deleted) to delete
 * next: in no one's history and not counted, they go by the same rule, device by device.
 */
const ownerlessDoomed = (input: PruneBatchInput) => sql`
  SELECT d.id AS device_id, old.id, old.fix_time
  FROM devices d
  LEFT JOIN users owner ON owner.id = d.user_id
  CROSS JOIN LATERAL (
    SELECT id, fix_time FROM positions
    WHERE device_id = d.id AND user_id IS NULL AND ${olderThanRetention(input)}
    LIMIT ${input.limit}
  ) old
  WHERE d.id >= ${input.from}::uuid AND ${retention(input.defaultDays)} IS NOT NULL
  ORDER BY d.id
  LIMIT ${input.limit}`;

/**
 * Deleting history past its retention, a bounded batch a statement. The counts of the history pages follow in the
 * same statement (position_counts' trigger on positions), so page totals stay exact.
 */
export function createHistoryRetentionRepository(db: Database) {
  async function deleteBatch(doomed: SQL, limit: number): Promise<PruneBatch> {
    return db.transaction(async (tx) => {
      // Each doomed row lies in the one partition of its fix_time, which the delete finds at run time with one index
      // probe. The planner cannot count on that: it would hash the whole positions table instead. These settings end
      // with the transaction (JIT is off for every connection, db/postgres-pool.ts).
      await tx.execute(sql`SET LOCAL enable_hashjoin = off`);
      await tx.execute(sql`SET LOCAL enable_mergejoin = off`);
      const result = await tx.execute(sql`
        WITH doomed AS MATERIALIZED (${doomed}),
        gone AS (DELETE FROM positions p USING doomed WHERE p.id = doomed.id AND p.fix_time = doomed.fix_time RETURNING 1)
        SELECT (SELECT count(*)::int FROM gone) AS deleted, (SELECT count(*)::int FROM doomed) AS selected,
          (SELECT device_id FROM doomed ORDER BY device_id DESC LIMIT 1) AS last_device_id`);
      const [row] = (
        result as unknown as { rows: { deleted: number; selected: number; last_device_id: string | null }[] }
      ).rows;
      return { deleted: row?.deleted ?? 0, resumeAt: row && row.selected >= limit ? row.last_device_id : null };
    });
  }

  return {
    /** Up to `limit` counted positions past retention, from the devices at and after `from`. */
    pruneCounted: (input: PruneBatchInput) => deleteBatch(countedDoomed(input), input.limit),
    /** Up to `limit` positions of no account past retention, from the devices at and after `from`. */
    pruneOwnerless: (input: PruneBatchInput) => deleteBatch(ownerlessDoomed(input), input.limit),
  };
}

export type HistoryRetentionRepository = ReturnType<typeof createHistoryRetentionRepository>;
