import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The PostgreSQL server that takes the throwaway databases: the one CI names (TEST_DATABASE_URL), else the local one. */
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Where the throwaway databases go, without credentials, for messages. */
export const postgresServer = () => new URL(ADMIN_URL).host;

async function psql(sql: string): Promise<void> {
  await run('psql', [ADMIN_URL, '--no-psqlrc', '--quiet', '-v', 'ON_ERROR_STOP=1', '-c', sql], { timeout: 30_000 });
}

/** Whether psql reaches the PostgreSQL server. */
export async function postgresAnswers(): Promise<boolean> {
  try {
    await psql('SELECT 1');
    return true;
  } catch {
    return false;
  }
}

export interface ScratchDatabase {
  url: string;
  /** Drops the database, ending whatever sessions are still open on it. */
  drop(): Promise<void>;
}

/** A new empty database `lodestar_e2e_<random>` on that server, for tests that run several server processes on one database. */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `lodestar_e2e_${randomBytes(6).toString('hex')}`;
  await psql(`CREATE DATABASE "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => psql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
