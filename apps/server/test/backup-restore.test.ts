import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** Demo accounts, devices and a share from the CLI, then a day of positions, so every kind of row is backed up. */
async function fillDatabase(env: Record<string, string>, open: () => Promise<DatabaseHandle>) {
  expect((await runCli(env, 'demo:seed')).code).toBe(0);
  const database = await open();
  try {
    await database.db.execute(sql`
      insert into positions (device_id, user_id, fix_time, received_at, latitude, longitude, type, attributes)
      select d.id, d.user_id, now() - make_interval(mins => n), now(), -33.86 + n / 1000.0, 151.2 + n / 1000.0, 'gps', '{"note":"backup"}'::jsonb
      from devices d cross join generate_series(1, 1440) n`);
    return await databaseFingerprint(database);
  } finally {
    await database.close();
  }
}

async function fingerprintOf(open: () => Promise<DatabaseHandle>) {
  const database = await open();
  try {
    return await databaseFingerprint(database);
  } finally {
    await database.close();
  }
}

// The CLI opens the embedded database itself; the PGlite project covers it.
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('backup and restore of the embedded database', () => {
  it('backs up, is wiped, restores, and holds exactly what it held; refuses to restore over a database without --replace', async () => {
    const dataDir = join(workDir, 'data');
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const open = () => openPglite(dataDir);
    const before = await fillDatabase(env, open);
    expect(Number(before.positions?.split(':')[0])).toBeGreaterThan(0);

    const file = join(workDir, 'lodestar.tar.gz');
    const backup = await runCli(env, 'db:backup', '--out', file);
    expect(backup.code).toBe(0);
    expect(backup.json.backup).toMatchObject({ database: 'pglite', file });

    const refused = await runCli(env, 'db:restore', '--in', file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('already holds a database. Add --replace');

    rmSync(dataDir, { recursive: true, force: true });
    const restored = await runCli(env, 'db:restore', '--in', file);
    expect(restored.code).toBe(0);
    expect(await fingerprintOf(open)).toEqual(before);

    const replaced = await runCli(env, 'db:restore', '--in', file, '--replace');
    expect(replaced.code).toBe(0);
    expect(replaced.json.restored.previous).toContain('pglite.before-restore-');
    expect(await fingerprintOf(open)).toEqual(before);
  }, 180_000);

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
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('backs up with pg_dump, the database is dropped, pg_restore brings back exactly what it held', async () => {
    await admin(`CREATE DATABASE ${name}`);
    const env = { DATABASE_URL: url };
    const open = async () => openPostgres(url, 1);
    expect((await runCli(env, 'migrate')).code).toBe(0);
    const before = await fillDatabase(env, open);

    const file = join(workDir, 'lodestar.dump');
    const backup = await runCli(env, 'db:backup', '--out', file);
    expect(backup.code).toBe(0);
    expect(backup.json.backup).toMatchObject({ database: 'postgres', file });

    await admin(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${name}`);
    const restored = await runCli(env, 'db:restore', '--in', file);
    expect(restored.code).toBe(0);
    expect(await fingerprintOf(open)).toEqual(before);

    // The migrations table came back too: the server finds nothing to apply.
    expect((await runCli(env, 'migrate')).code).toBe(0);
    expect(await fingerprintOf(open)).toEqual(before);
  }, 180_000);
});
