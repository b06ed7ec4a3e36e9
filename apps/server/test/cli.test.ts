import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const cliEntry = fileURLToPath(new URL('../src/cli/index.ts', import.meta.url));
let dataDir = '';

/** The admin CLI as an operator runs it, against an embedded database in a temporary DATA_DIR. */
async function cli(...args: string[]) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', cliEntry, ...args], { env });
    return { code: 0, json: JSON.parse(stdout), stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, json: undefined, stderr: failed.stderr };
  }
}

// The CLI opens the database itself; the PGlite project covers it, the PostgreSQL project would only repeat it.
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('admin CLI', () => {
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'lodestar-cli-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('migrate, then user:create makes a verified superAdmin, then refuses a duplicate', async () => {
    expect((await cli('migrate')).json).toEqual({ migrated: true, database: 'pglite' });
    const created = await cli('user:create', '--email', 'Root@Example.com', '--password', 'Admin-Pass-1', '--roles', 'superAdmin', '--country', 'NZ');
    expect(created.code).toBe(0);
    expect(created.json.user).toMatchObject({ email: 'root@example.com', roles: ['superAdmin'], currency: 'nzd', emailVerified: true });
    const duplicate = await cli('user:create', '--email', 'root@example.com', '--password', 'Admin-Pass-1');
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('An account with this email address already exists.');
  }, 60_000);

  it('explains bad input and unknown commands', async () => {
    const weak = await cli('user:create', '--email', 'a@b.co', '--password', 'weak');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('password: Password must be minimum 8 characters');
    const badRole = await cli('user:create', '--email', 'a@b.co', '--password', 'Admin-Pass-1', '--roles', 'wizard');
    expect(badRole.stderr).toContain('roles');
    const unknown = await cli('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Usage: npm run cli');
  }, 60_000);

  it('demo:seed creates the demo account once; --two-factor enrols a user', async () => {
    const first = await cli('demo:seed');
    expect(first.json).toMatchObject({ created: true, email: 'demo@lodestar.local' });
    expect((await cli('demo:seed')).json.created).toBe(false);
    const twoStep = await cli('user:create', '--email', 'two@example.com', '--password', 'Admin-Pass-1', '--two-factor');
    expect(twoStep.json.user.twoFactorEnabled).toBe(true);
    expect(twoStep.json.twoFactor.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
  }, 60_000);
});
