import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client.js';

/** The soak's own database: made empty before the run, gone after it. */
export interface SoakDatabase {
  label: string;
  /** What the server is started with: DATABASE_URL when on PostgreSQL, and DATA_DIR. */
  env: { DATABASE_URL?: string; DATA_DIR: string };
  /** Opens and migrates it the way the server does (one process at a time on the embedded database). */
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

async function onServer(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function migrated(handle: DatabaseHandle) {
  await handle.migrate();
  return handle;
}

/** A database `lodestar_soak_<random>` on the PostgreSQL server of `adminUrl`. */
export async function createPostgresDatabase(adminUrl: string, dataDir: string): Promise<SoakDatabase> {
  const name = `lodestar_soak_${randomBytes(5).toString('hex')}`;
  await onServer(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    label: `PostgreSQL database ${name} at ${url.host} (dropped afterwards)`,
    env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    open: () => openDatabase({ databaseUrl, dataDir }).then(migrated),
    drop: () => onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** The embedded database in `dataDir` (removed afterwards). */
export function createPgliteDatabase(dataDir: string): SoakDatabase {
  return {
    label: `embedded PGlite in ${dataDir} (removed afterwards)`,
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }).then(migrated),
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}
