import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder, type Database, type DatabaseHandle } from '../../apps/server/src/db/client.js';
import { PostgresPool } from '../../apps/server/src/db/postgres-pool.js';
import * as schema from '../../apps/server/src/db/schema/index.js';

export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

/**
 * A migrated database for one bench, like the server's (apps/server/src/db/client.ts) but with a query log, so
 * that the exact SQL the devices repository sends can be EXPLAINed afterwards, and a raw query for EXPLAIN.
 */
export interface BenchDatabase extends DatabaseHandle {
  /** Every query Drizzle sent since the last `clearLog()`. */
  log: CapturedQuery[];
  clearLog(): void;
  /** A raw query with positional parameters ($1, $2, …), answering its rows. */
  raw(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** What the figures call it: "PGlite (in memory)" or "PostgreSQL 15.x". */
  label: string;
}

function queryLog() {
  const log: CapturedQuery[] = [];
  const logger: Logger = { logQuery: (sql, params) => void log.push({ sql, params }) };
  return { log, logger };
}

/** The embedded database the server uses without DATABASE_URL, in memory (or in `dataDir` when given). */
export async function openBenchPglite(dataDir?: string): Promise<BenchDatabase> {
  const pglite = await PGlite.create(dataDir);
  const { log, logger } = queryLog();
  const db = drizzlePglite(pglite, { schema, logger }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  const version =
    (await pglite.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? '?';
  return {
    db,
    kind: 'pglite',
    label: `PGlite ${version} (${dataDir ? 'on disk' : 'in memory'})`,
    log,
    clearLog: () => void log.splice(0),
    raw: async (sql, params = []) => (await pglite.query<Record<string, unknown>>(sql, params)).rows,
    migrate: async () => undefined,
    ping: async () => true,
    close: () => pglite.close(),
  };
}

/**
 * A throwaway database on the PostgreSQL server of `adminUrl` (created here, dropped on close), so the bench never
 * touches the data of the database it was pointed at.
 */
export async function openBenchPostgres(adminUrl: string): Promise<BenchDatabase> {
  const name = `lodestar_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // The server's own pool, with its connection settings (no JIT among them), so the bench measures what it runs.
  const pool = new PostgresPool(url.toString(), 10);
  const { log, logger } = queryLog();
  const db = drizzlePg(pool, { schema, logger }) as unknown as Database;
  await migratePg(db as never, { migrationsFolder });
  const version = (await pool.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? '?';
  return {
    db,
    kind: 'postgres',
    label: `PostgreSQL ${version.split(' ')[0]} (database ${name} at ${url.host}, dropped afterwards)`,
    log,
    clearLog: () => void log.splice(0),
    raw: async (sql, params = []) => (await pool.query(sql, params)).rows,
    migrate: async () => undefined,
    ping: async () => true,
    async close() {
      await pool.end();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
