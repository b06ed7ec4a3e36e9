import type { Database } from './client.js';

/**
 * Inserts `rows` with one multi-row INSERT per `rowsPerStatement` (so that no statement passes the 65,535 parameters
 * PostgreSQL takes), in one transaction when there is more than one: all are stored, or none. Answers what each
 * INSERT returned, in order.
 */
export async function insertInChunks<T, R>(
  db: Database,
  rows: T[],
  rowsPerStatement: number,
  insert: (db: Database, chunk: T[]) => Promise<R[]>,
): Promise<R[]> {
  if (rows.length === 0) return [];
  if (rows.length <= rowsPerStatement) return insert(db, rows);
  return db.transaction(async (tx) => {
    const inserted: R[] = [];
    for (let start = 0; start < rows.length; start += rowsPerStatement)
      inserted.push(...(await insert(tx, rows.slice(start, start + rowsPerStatement))));
    return inserted;
  });
}
