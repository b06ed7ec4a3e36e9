import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client.js';
import { runCli } from './helpers/cli.js';
import { databaseFingerprint } from './helpers/database-fingerprint.js';

let workDir = '';
beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'lodestar-backup-'));
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

async function withDatabase<T>(open: () => Promise<DatabaseHandle>, use: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await open();
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

const fingerprintOf = (open: () => Promise<DatabaseHandle>) => withDatabase(open, (database) => databaseFingerprint(database));

/** Demo accounts, devices and a share from the CLI, then a day of positions, so every kind of row is backed up. */
async function fillDatabase(env: Record<string, string>, open: () => Promise<DatabaseHandle>) {
  expect((await runCli(env, 'demo:seed')).code).toBe(0);
  return withDatabase(open, async (database) => {
    await database.db.execute(sql`
      insert into positions (device_id, user_id, fix_time, received_at, latitude, longitude, type, attributes)
      select d.id, d.user_id, now() - make_interval(mins => n), now(), -33.86 + n / 1000.0, 151.2 + n / 1000.0, 'gps', '{"note":"backup"}'::jsonb
      from devices d cross join generate_series(1, 1440) n`);
    return databaseFingerprint(database);
  });
}

/** What happens to a database after its backup: a device (and its positions) goes, a user arrives. */
async function changeDatabase(env: Record<string, string>, open: () => Promise<DatabaseHandle>) {
  expect((await runCli(env, 'user:create', '--email', `after-backup-${randomBytes(3).toString('hex')}@example.com`, '--password', 'Later-Passw0rd!')).code).toBe(0);
  return withDatabase(open, async (database) => {
    await database.db.execute(sql`delete from devices where id = (select id from devices order by id limit 1)`);
    return databaseFingerprint(database);
  });
}

// The CLI opens the embedded database itself; the PGlite project covers it.
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('backup and restore of the embedded database', () => {
  it('backs up, is wiped, restores exactly; --replace brings back the backup over a changed database and keeps the changed one aside', async () => {
    const dataDir = join(workDir, 'data');
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const open = () => openPglite(dataDir);
    const before = await fillDatabase(env, open);
    expect(Number(before.positions?.split(':')[0])).toBeGreaterThan(0);

    const file = join(workDir, 'lodestar.tar.gz');
    const backup = await runCli(env, 'db:backup', '--out', file);
    expect(backup.code).toBe(0);
    expect(backup.json.backup).toMatchObject({ database: 'pglite', file, bytes: readFileSync(file).byteLength });

    rmSync(dataDir, { recursive: true, force: true });
    const restored = await runCli(env, 'db:restore', '--in', file);
    expect(restored.code).toBe(0);
    expect(await fingerprintOf(open)).toEqual(before);

    const changed = await changeDatabase(env, open);
    expect(changed).not.toEqual(before);
    const refused = await runCli(env, 'db:restore', '--in', file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('already holds a database. Add --replace');
    expect(await fingerprintOf(open)).toEqual(changed);

    const replaced = await runCli(env, 'db:restore', '--in', file, '--replace');
    expect(replaced.code).toBe(0);
    const previous: string = replaced.json.restored.previous;
    expect(previous).toContain('pglite.before-restore-');
    expect(await fingerprintOf(open)).toEqual(before);
    expect(await fingerprintOf(async () => openPglite(undefined, await PGlite.create(previous)))).toEqual(changed);
  }, 240_000);

  it('puts the database back when the archive cannot be restored', async () => {
    const dataDir = join(workDir, 'corrupt-target');
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const open = () => openPglite(dataDir);
    expect((await runCli(env, 'user:create', '--email', 'kept@example.com', '--password', 'Kept-Passw0rd!')).code).toBe(0);
    const before = await fingerprintOf(open);

    const corrupt = join(workDir, 'corrupt.tar.gz');
    writeFileSync(corrupt, Buffer.concat([Buffer.from([0x1f, 0x8b]), randomBytes(4096)]));
    const failed = await runCli(env, 'db:restore', '--in', corrupt, '--replace');
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('could not be restored');
    expect(failed.stderr).toContain(`the database that was there is back in ${join(dataDir, 'pglite')}`);
    expect(readdirSync(dataDir)).toEqual(['pglite']);
    expect(await fingerprintOf(open)).toEqual(before);

    const emptyDir = join(workDir, 'corrupt-empty');
    const intoNothing = await runCli({ DATA_DIR: emptyDir, DATABASE_URL: '' }, 'db:restore', '--in', corrupt);
    expect(intoNothing.stderr).toContain('nothing was restored');
    expect(existsSync(join(emptyDir, 'pglite'))).toBe(false);
  }, 120_000);

  it('says what is wrong with a missing or foreign backup file', async () => {
    const env = { DATA_DIR: join(workDir, 'other'), DATABASE_URL: '' };
    expect((await runCli(env, 'db:restore', '--in', join(workDir, 'missing.tar.gz'))).stderr).toContain('There is no backup file at');
    const foreign = join(workDir, 'notes.txt');
    writeFileSync(foreign, 'not a backup');
    expect((await runCli(env, 'db:restore', '--in', foreign)).stderr).toContain('is not a Lodestar backup');
    expect((await runCli(env, 'db:backup')).stderr).toContain('Say where the backup goes: --out FILE.');
  }, 60_000);
});

// pg_dump and pg_restore need a PostgreSQL server: the PostgreSQL project covers them.
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('backup and restore of PostgreSQL', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `lodestar_backup_${randomBytes(6).toString('hex')}`;
  const url = Object.assign(new URL(adminUrl || 'postgres://localhost'), { pathname: `/${name}` }).toString();
  const env = { DATABASE_URL: url };
  const open = async () => openPostgres(url, 1);
  const file = () => join(workDir, 'lodestar.dump');
  let before: Record<string, string> = {};

  const query = async (connectionString: string, statement: string) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return (await client.query(statement)).rows;
    } finally {
      await client.end();
    }
  };
  const admin = (statement: string) => query(adminUrl, statement);

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    expect((await runCli(env, 'migrate')).code).toBe(0);
    before = await fillDatabase(env, open);
    const backup = await runCli(env, 'db:backup', '--out', file());
    expect(backup.code).toBe(0);
    expect(backup.json.backup).toMatchObject({ database: 'postgres', file: file(), bytes: readFileSync(file()).byteLength });
  }, 180_000);
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('restores into a new empty database exactly what the old one held, migrations table included', async () => {
    await admin(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${name}`);
    const restored = await runCli(env, 'db:restore', '--in', file());
    expect(restored.code).toBe(0);
    expect(await fingerprintOf(open)).toEqual(before);

    expect((await runCli(env, 'migrate')).code).toBe(0);
    expect(await fingerprintOf(open)).toEqual(before);
  }, 120_000);

  it('refuses to restore over a database with tables unless --replace, which brings back exactly the backup', async () => {
    const changed = await changeDatabase(env, open);
    expect(changed).not.toEqual(before);
    const refused = await runCli(env, 'db:restore', '--in', file());
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('already holds tables. Add --replace');
    expect(await fingerprintOf(open)).toEqual(changed);

    expect((await runCli(env, 'db:restore', '--in', file(), '--replace')).code).toBe(0);
    expect(await fingerprintOf(open)).toEqual(before);
  }, 120_000);

  it('replaces a newer database whole: a table and a migration the backup does not know are gone, and migrate succeeds', async () => {
    await query(url, `CREATE TABLE public.added_by_a_later_version (id int primary key)`);
    await query(url, `INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('a later migration', ${Date.now()})`);
    const migrations = `select hash from drizzle.__drizzle_migrations order by id`;
    const backedUpMigrations = (await query(url, migrations)).slice(0, -1);

    expect((await runCli(env, 'db:restore', '--in', file(), '--replace')).code).toBe(0);
    expect(await query(url, `select to_regclass('public.added_by_a_later_version') as found`)).toEqual([{ found: null }]);
    expect(await query(url, migrations)).toEqual(backedUpMigrations);
    expect(await fingerprintOf(open)).toEqual(before);
    expect((await runCli(env, 'migrate')).code).toBe(0);
    expect(await fingerprintOf(open)).toEqual(before);
  }, 120_000);

  it('leaves the database as it was when the dump cannot be loaded', async () => {
    const truncated = join(workDir, 'truncated.dump');
    writeFileSync(truncated, readFileSync(file()).subarray(0, Math.floor(readFileSync(file()).byteLength / 2)));
    const failed = await runCli(env, 'db:restore', '--in', truncated, '--replace');
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('pg_restore failed');
    expect(await fingerprintOf(open)).toEqual(before);
  }, 120_000);

  it('keeps the password off the command line of pg_dump: the connection goes in its environment', async () => {
    const password = `pw-${randomBytes(6).toString('hex')}`;
    const withPassword = Object.assign(new URL(url), { username: 'postgres', password, search: '?sslmode=disable' }).toString();
    // A pg_dump in front of the real one that writes down how it was called.
    const spyDir = join(workDir, 'spy');
    mkdirSync(spyDir, { recursive: true });
    const spy = join(spyDir, 'pg_dump');
    writeFileSync(spy, `#!/bin/sh\nprintf '%s\\n' "$@" > "${spyDir}/argv"\nprintf '%s %s %s' "$PGPASSWORD" "$PGDATABASE" "$PGSSLMODE" > "${spyDir}/env"\nPATH="$REAL_PATH" exec pg_dump "$@"\n`);
    chmodSync(spy, 0o755);

    const out = join(workDir, 'spied.dump');
    const backup = await runCli({ DATABASE_URL: withPassword, PATH: `${spyDir}:${process.env.PATH ?? ''}`, REAL_PATH: process.env.PATH ?? '' }, 'db:backup', '--out', out);
    expect(backup.code).toBe(0);
    const argv = readFileSync(join(spyDir, 'argv'), 'utf8');
    expect(argv).toContain(out);
    expect(argv).not.toContain(password);
    expect(argv).not.toContain('postgres://');
    expect(readFileSync(join(spyDir, 'env'), 'utf8')).toBe(`${password} ${name} disable`);
  }, 60_000);
});
