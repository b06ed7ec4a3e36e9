import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openAsBlob, openSync, readSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ValidationError } from '../errors.js';

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
  const head = Buffer.alloc(PG_DUMP_MAGIC.length);
  const descriptor = openSync(file, 'r');
  try {
    readSync(descriptor, head, 0, head.length, 0);
  } finally {
    closeSync(descriptor);
  }
  if (head.toString('latin1') === PG_DUMP_MAGIC) return 'postgres';
  if (head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1]) return 'pglite';
  return 'unknown';
}

/** libpq's environment variables for the connection parameters a URL's query string may carry. */
const QUERY_PARAMETERS = new Map([
  ['host', 'PGHOST'],
  ['port', 'PGPORT'],
  ['sslmode', 'PGSSLMODE'],
  ['sslrootcert', 'PGSSLROOTCERT'],
  ['sslcert', 'PGSSLCERT'],
  ['sslkey', 'PGSSLKEY'],
  ['application_name', 'PGAPPNAME'],
  ['connect_timeout', 'PGCONNECT_TIMEOUT'],
  ['options', 'PGOPTIONS'],
  ['passfile', 'PGPASSFILE'],
  ['target_session_attrs', 'PGTARGETSESSIONATTRS'],
]);

/**
 * The connection as libpq environment variables, so that the password never appears in the client tools' command
 * line (which every user of the machine can read in the process list).
 */
function libpqEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const connection: Record<string, string> = {
    PGHOST: decodeURIComponent(url.hostname).replace(/^\[(.*)\]$/, '$1'),
    PGPORT: url.port,
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
  };
  for (const [key, value] of url.searchParams) {
    const variable = QUERY_PARAMETERS.get(key);
    if (variable) connection[variable] = value;
  }
  return { ...process.env, ...Object.fromEntries(Object.entries(connection).filter(([, value]) => value !== '')) };
}

type PostgresTool = 'pg_dump' | 'pg_restore' | 'psql';

interface ToolExit {
  failure?: ValidationError;
  /** Stopped by a signal: by us, because the tool at the other end of the pipe failed. */
  killed: boolean;
}

/** Starts one of PostgreSQL's client tools; `exited` says how it ended and never rejects. */
function startTool(tool: PostgresTool, args: string[], env: NodeJS.ProcessEnv): { child: ChildProcessWithoutNullStreams; exited: Promise<ToolExit> } {
  const child = spawn(tool, args, { env });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  // A tool that stops early closes its input; how it ended is reported by `exited`, not by a write error.
  child.stdin.on('error', () => undefined);
  const exited = new Promise<ToolExit>((settle) => {
    child.on('error', (error: NodeJS.ErrnoException) => {
      const message = error.code === 'ENOENT'
        ? `${tool} was not found. Install PostgreSQL's client tools (Debian: apt-get install postgresql-client).`
        : `${tool} failed: ${error.message}`;
      settle({ failure: new ValidationError(message), killed: false });
    });
    child.on('close', (code, signal) => {
      if (code === 0) settle({ killed: false });
      else settle({ failure: new ValidationError(`${tool} failed: ${stderr.trim() || `stopped by ${signal ?? `exit code ${code}`}`}`), killed: signal !== null });
    });
  });
  return { child, exited };
}

/** Runs a client tool to its end and answers what it printed. */
async function runTool(tool: PostgresTool, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { child, exited } = startTool(tool, args, env);
  child.stdin.end();
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  const { failure } = await exited;
  if (failure) throw failure;
  return stdout;
}

/** The schemas the application's migrations create: a restore replaces them whole. */
const APPLICATION_SCHEMAS = ['public', 'drizzle'];
const WIPE_APPLICATION_SCHEMAS = `${APPLICATION_SCHEMAS.map((schema) => `DROP SCHEMA IF EXISTS ${schema} CASCADE;`).join(' ')} CREATE SCHEMA public;`;

async function countApplicationTables(env: NodeJS.ProcessEnv): Promise<number> {
  const schemas = APPLICATION_SCHEMAS.map((schema) => `'${schema}'`).join(', ');
  const output = await runTool('psql', ['--no-psqlrc', '--tuples-only', '--no-align', '--command', `select count(*) from pg_catalog.pg_tables where schemaname in (${schemas})`], env);
  return Number(output.trim());
}

/**
 * Empties the application's schemas and loads the dump in ONE transaction: pg_restore turns the dump into SQL, psql
 * runs the wipe and that SQL between BEGIN and COMMIT. (`pg_restore --clean` would drop only the dump's own objects
 * and leave tables a later migration added.) psql commits when its input ends, so the input is ended only once
 * pg_restore has read the whole dump; otherwise psql is stopped and PostgreSQL rolls everything back.
 */
async function replaceWithDump(env: NodeJS.ProcessEnv, source: string): Promise<void> {
  const psql = startTool('psql', ['--no-psqlrc', '--quiet', '--single-transaction', '--set', 'ON_ERROR_STOP=1', '--command', WIPE_APPLICATION_SCHEMAS, '--file', '-'], env);
  const restore = startTool('pg_restore', ['--no-owner', '--no-privileges', '--file', '-', source], env);
  restore.child.stdin.end();
  psql.child.stdout.resume();
  restore.child.stdout.pipe(psql.child.stdin, { end: false });
  const exits = await Promise.all([
    psql.exited.then((exit) => {
      if (exit.failure) restore.child.kill();
      return exit;
    }),
    restore.exited.then((exit) => {
      if (exit.failure) psql.child.kill();
      else psql.child.stdin.end();
      return exit;
    }),
  ]);
  // The tool that failed by itself says why; the other one was stopped (or lost its pipe) because of it.
  const failed = exits.find((exit) => exit.failure && !exit.killed) ?? exits.find((exit) => exit.failure);
  if (failed?.failure) throw failed.failure;
}

/**
 * Backs the database up into `file`: pg_dump's custom format for PostgreSQL (consistent while the server runs), a
 * gzip'ed tarball of the data directory for the embedded database (which one process opens at a time: the server
 * must be stopped, as for every CLI command on it).
 */
export async function backupDatabase(location: DatabaseLocation, file: string): Promise<BackupResult> {
  const target = resolve(file);
  if (location.databaseUrl) {
    await runTool('pg_dump', ['--format=custom', '--file', target], libpqEnvironment(location.databaseUrl));
    return { database: 'postgres', file: target, bytes: statSync(target).size };
  }
  if (!existsSync(pgliteDir(location.dataDir))) throw new ValidationError(`There is no embedded database in ${resolve(location.dataDir)} to back up.`);
  const pglite = await PGlite.create(pgliteDir(location.dataDir));
  try {
    const archive = await pglite.dumpDataDir('gzip');
    await writeFile(target, archive.stream());
    return { database: 'pglite', file: target, bytes: archive.size };
  } finally {
    await pglite.close();
  }
}

/**
 * Loads the archive into an empty data directory. If that fails, the partial directory is removed and the database
 * that was moved aside (`previous`) is put back, so a failed restore never leaves the server without a database.
 */
async function loadPgliteArchive(directory: string, source: string, previous: string | undefined): Promise<void> {
  try {
    const pglite = await PGlite.create(directory, { loadDataDir: await openAsBlob(source, { type: 'application/gzip' }) });
    await pglite.close();
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    if (previous) renameSync(previous, directory);
    const reason = error instanceof Error ? error.message : String(error);
    const state = previous ? `the database that was there is back in ${directory}` : 'nothing was restored';
    throw new ValidationError(`${source} could not be restored (${reason}); ${state}.`);
  }
}

/**
 * Restores a backup made by `backupDatabase` into the configured database, replacing its whole content. The target
 * must be empty, or `replace` must say that its content may go. PostgreSQL: the `public` and `drizzle` schemas are
 * dropped and the dump loaded in one transaction. Embedded: the current data directory is moved aside (kept, never
 * deleted) first.
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
  const bytes = statSync(source).size;
  if (location.databaseUrl) {
    const env = libpqEnvironment(location.databaseUrl);
    if (!replace && (await countApplicationTables(env)) > 0) {
      throw new ValidationError('The PostgreSQL database already holds tables. Add --replace to replace its whole content with the backup.');
    }
    await replaceWithDump(env, source);
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
  await loadPgliteArchive(directory, source, previous);
  return { database: 'pglite', file: source, bytes, ...(previous ? { previous } : {}) };
}
