import { getTableColumns, is, SQL, type Table } from 'drizzle-orm';

/**
 * A row of `table` as the database would hold it after an insert of `values`: every other column at its default. A
 * SQL default stands in as `now` for a time column, an empty list for an array and null otherwise; pass the columns
 * whose SQL default a test depends on. For service tests with fakes.
 */
export function rowOf<T extends Table>(table: T, values: Partial<T['$inferSelect']>, now = new Date(0)): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!column.hasDefault) row[key] = null;
    else if (is(column.default, SQL)) row[key] = column.dataType === 'date' ? now : column.dataType === 'array' ? [] : null;
    else row[key] = column.default ?? null;
  }
  return { ...row, ...values } as T['$inferSelect'];
}
