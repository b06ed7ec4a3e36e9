import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PostgresPool } from './postgres-pool.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A connected database: the embedded PGlite or a PostgreSQL pool, behind the same Drizzle API. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  const pool = new PostgresPool(url, poolSize);
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

/** PGlite in `dataDir`, or in memory when `dataDir` is undefined; `client` lets tests hand in a loaded instance. */
export async function openPglite(dataDir?: string, client?: PGlite): Promise<DatabaseHandle> {
  let instance = client;
  if (!instance) {
    if (dataDir) mkdirSync(resolve(dataDir), { recursive: true });
    instance = await PGlite.create(dataDir ? resolve(dataDir, 'pglite') : undefined);
  }
  const pglite = instance;
  const db = drizzlePglite(pglite, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => ping(db),
    close: () => pglite.close(),
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? Promise.resolve(openPostgres(options.databaseUrl)) : openPglite(options.dataDir);
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
