import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { ValidationError } from '../errors.js';

const run = promisify(execFile);

/** Where a database lives: PostgreSQL at `databaseUrl`, or the embedded PGlite in `dataDir`. */
export interface DatabaseLocation {
  databaseUrl?: string;
  dataDir: string;
}

export interface BackupResult {
  database: 'pglite' | 'postgres';
  file: string;
  bytes: number;
}

/** pg_dump's custom format starts with these bytes; a PGlite data directory backup is a gzip'ed tarball. */
const PG_DUMP_MAGIC = 'PGDMP';
const GZIP_MAGIC = [0x1f, 0x8b];

const pgliteDir = (dataDir: string) => resolve(dataDir, 'pglite');

function formatOf(file: string): 'postgres' | 'pglite' | 'unknown' {
  const head = readFileSync(file).subarray(0, 5);
  if (head.toString('latin1') === PG_DUMP_MAGIC) return 'postgres';
  if (head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1]) return 'pglite';
  return 'unknown';
}

/** pg_dump and pg_restore come with PostgreSQL's client package; say so instead of a bare ENOENT. */
async function postgresTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') throw new ValidationError(`${tool} was not found. Install PostgreSQL's client tools (Debian: apt-get install postgresql-client).`);
    throw new ValidationError(`${tool} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}

/**
 * Backs the database up into `file`: pg_dump's custom format for PostgreSQL (consistent while the server runs), a
 * gzip'ed tarball of the data directory for the embedded database (which one process opens at a time: the server
 * must be stopped, as for every CLI command on it).
 */
export async function backupDatabase(location: DatabaseLocation, file: string): Promise<BackupResult> {
  const target = resolve(file);
  if (location.databaseUrl) {
    await postgresTool('pg_dump', ['--format=custom', '--file', target, '--dbname', location.databaseUrl]);
    return { database: 'postgres', file: target, bytes: readFileSync(target).byteLength };
  }
  if (!existsSync(pgliteDir(location.dataDir))) throw new ValidationError(`There is no embedded database in ${resolve(location.dataDir)} to back up.`);
  const pglite = await PGlite.create(pgliteDir(location.dataDir));
  try {
    const archive = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
    writeFileSync(target, archive);
    return { database: 'pglite', file: target, bytes: archive.byteLength };
  } finally {
    await pglite.close();
  }
}

/**
 * Restores a backup made by `backupDatabase` into the configured database. PostgreSQL: the dump's objects are dropped
 * and recreated in one transaction (an empty database is fine). Embedded: the data directory must be empty, or
 * `replace` moves the current one aside (kept, never deleted) first.
 */
export async function restoreDatabase(location: DatabaseLocation, file: string, { replace = false } = {}): Promise<BackupResult & { previous?: string }> {
  const source = resolve(file);
  if (!existsSync(source)) throw new ValidationError(`There is no backup file at ${source}.`);
  const format = formatOf(source);
  const expected = location.databaseUrl ? 'postgres' : 'pglite';
  if (format !== expected) {
    const kinds = { postgres: 'a PostgreSQL dump', pglite: 'an embedded database backup', unknown: 'not a Lodestar backup' };
    throw new ValidationError(`${source} is ${kinds[format]}; the configured database is ${location.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded (DATA_DIR)`}.`);
  }
  const bytes = readFileSync(source).byteLength;
  if (location.databaseUrl) {
    await postgresTool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', '--dbname', location.databaseUrl, source]);
    return { database: 'postgres', file: source, bytes };
  }
  const directory = pgliteDir(location.dataDir);
  let previous: string | undefined;
  if (existsSync(directory) && readdirSync(directory).length > 0) {
    if (!replace) throw new ValidationError(`${directory} already holds a database. Add --replace to move it aside and restore the backup in its place.`);
    previous = `${directory}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(directory, previous);
  }
  mkdirSync(resolve(location.dataDir), { recursive: true });
  const pglite = await PGlite.create(directory, { loadDataDir: new Blob([readFileSync(source)]) });
  await pglite.close();
  return { database: 'pglite', file: source, bytes, ...(previous ? { previous } : {}) };
}
