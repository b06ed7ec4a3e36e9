import { sql } from 'drizzle-orm';
import type { Clock } from '../adapters/clock.js';
import type { Database } from './client.js';

/**
 * The monthly partitions of `positions` (migration 0008, decision 0012): the months from `MONTHS_BEHIND` before the
 * current one to `MONTHS_AHEAD` after it always exist, so that what devices report never lands in the default
 * partition, which keeps only positions far from now.
 */
export const MONTHS_BEHIND = 1;
export const MONTHS_AHEAD = 2;
/** Hourly, so that a month's partition missed (a lock not had in time) is made within the hour. */
const CHECK_EVERY_MS = 3_600_000;
/** Any constant: two server processes starting at once take turns instead of racing to create the same table. */
const MAINTENANCE_LOCK = 0x6c6f6473;
const LOCK_WAIT = '2s';

export interface MonthPartition {
  name: string;
  /** First instant of the month, UTC (included). */
  from: Date;
  /** First instant of the next month, UTC (excluded). */
  to: Date;
}

/** The partition that holds the month `shift` months after the month of `now` (UTC). */
export function monthPartition(now: Date, shift = 0): MonthPartition {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + shift, 1));
  const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
  const month = String(from.getUTCMonth() + 1).padStart(2, '0');
  return { name: `positions_${from.getUTCFullYear()}_${month}`, from, to };
}

/** The months that must have their partition at `now`. */
export function partitionsAround(now: Date): MonthPartition[] {
  return Array.from({ length: MONTHS_BEHIND + 1 + MONTHS_AHEAD }, (_, i) => monthPartition(now, i - MONTHS_BEHIND));
}

/**
 * Creates the partition of one month. Positions of that month already in the default partition move into it in
 * the same transaction (PostgreSQL refuses a partition whose rows the default one holds), with the default
 * partition locked so that no report lands there meanwhile. The move is a statement on the partitions themselves,
 * so the history counts (position_counts) do not see it.
 *
 * Attaching checks the foreign keys, which locks `users` and `devices`; deleting an account or a device locks them
 * and then the partitions. So the locks are taken up front in that same order (no deadlock), and given up after
 * LOCK_WAIT rather than queueing every reader of the history behind this transaction; the next check tries again.
 */
async function createPartition(tx: Database, partition: MonthPartition) {
  const table = sql.identifier(partition.name);
  const range = sql`fix_time >= ${partition.from.toISOString()}::timestamptz AND fix_time < ${partition.to.toISOString()}::timestamptz`;
  await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${LOCK_WAIT}'`));
  await tx.execute(sql`LOCK TABLE users, devices IN SHARE ROW EXCLUSIVE MODE`);
  await tx.execute(sql`LOCK TABLE positions_default IN ACCESS EXCLUSIVE MODE`);
  await tx.execute(sql`CREATE TABLE ${table} (LIKE positions INCLUDING DEFAULTS)`);
  await tx.execute(
    sql`WITH moved AS (DELETE FROM positions_default WHERE ${range} RETURNING *) INSERT INTO ${table} SELECT * FROM moved`,
  );
  await tx.execute(
    sql`ALTER TABLE positions ATTACH PARTITION ${table} FOR VALUES FROM (${sql.raw(`'${partition.from.toISOString()}'`)}) TO (${sql.raw(`'${partition.to.toISOString()}'`)})`,
  );
}

/** Creates the missing partitions of the months around `now`; answers the names of those it created. */
export async function ensurePositionPartitions(db: Database, now: Date): Promise<string[]> {
  const created: string[] = [];
  for (const partition of partitionsAround(now)) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${MAINTENANCE_LOCK})`);
      const result = await tx.execute(sql`SELECT to_regclass(${partition.name}) IS NOT NULL AS present`);
      if ((result as unknown as { rows: { present: boolean }[] }).rows[0]?.present) return;
      await createPartition(tx as unknown as Database, partition);
      created.push(partition.name);
    });
  }
  return created;
}

/**
 * Ensures the partitions at start-up (awaited) and then every hour while the server runs. A failure is handed to
 * `onError` and tried again the next hour: the default partition takes the positions meanwhile. Answers the
 * function that stops it.
 */
export async function startPartitionMaintenance(
  db: Database,
  clock: Clock,
  onError: (error: unknown) => void,
): Promise<() => void> {
  const run = () => ensurePositionPartitions(db, clock.now()).then(() => undefined, onError);
  await run();
  const timer = setInterval(() => void run(), CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * True when an insert lost the race with the creation of its month's partition: planned before the partition was
 * attached, it routed its row to the default partition, whose constraint no longer takes it. Written again, the
 * row finds the new partition.
 */
export function isPartitionRace(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 8) return false;
  const { code } = error as { code?: unknown };
  return (code === '23514' && /partition constraint/.test(error.message)) || isPartitionRace(error.cause, depth + 1);
}
