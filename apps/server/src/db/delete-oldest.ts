import { inArray, lt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

/**
 * Deletes up to `limit` rows of `table` whose `time` is before `before`, oldest first, in one statement (a batch of a
 * retention that must not hold its locks long); answers how many went.
 */
export async function deleteOldest(
  db: Database,
  table: PgTable,
  columns: { id: PgColumn; time: PgColumn },
  before: Date,
  limit: number,
): Promise<number> {
  const oldest = db
    .select({ id: columns.id })
    .from(table)
    .where(lt(columns.time, before))
    .orderBy(columns.time)
    .limit(limit);
  const rows = await db.delete(table).where(inArray(columns.id, oldest)).returning({ id: columns.id });
  return rows.length;
}
