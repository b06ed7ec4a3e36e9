import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client.js';

/**
 * One digest per table of the public schema over every row's text, so a test can prove that a refused request
 * changed nothing: take a fingerprint before, another after, and compare. `ignoreTables` leaves out tables a
 * refused request may legitimately touch (e.g. `spent_captchas`).
 */
export async function databaseFingerprint(database: DatabaseHandle, ignoreTables: readonly string[] = []): Promise<Record<string, string>> {
  const { rows } = await rowsOf<{ table_name: string }>(
    database,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { table_name: table } of rows) {
    if (ignoreTables.includes(table)) continue;
    const identifier = sql.identifier(table);
    const result = await rowsOf<{ digest: string | null; count: number }>(
      database,
      sql`select md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest, count(*)::int as count from ${identifier} t`,
    );
    const row = result.rows[0];
    fingerprint[table] = `${row?.count ?? 0}:${row?.digest ?? ''}`;
  }
  return fingerprint;
}

/** Both drivers answer `{ rows }`; Drizzle's shared type does not say so. */
async function rowsOf<Row>(database: DatabaseHandle, query: SQL): Promise<{ rows: Row[] }> {
  return (await database.db.execute(query)) as unknown as { rows: Row[] };
}
