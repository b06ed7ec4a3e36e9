import { execFile, execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataDirFailure } from '../src/lib/data-dir.js';
import { serverProcessArgs } from './helpers/server-process.js';

/** Past this the server is taken to hang instead of refusing to start. */
const START_TIMEOUT_MS = 90_000;

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

/** The real server as an operator starts it, with the embedded database in `dataDir`; resolves when it exits. */
function startServer(dataDir: string): Promise<Exit> {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    HOST: '127.0.0.1',
    PORT: '0',
    INGEST_PORT: '0',
    LOG_LEVEL: 'silent',
  };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      serverProcessArgs('main'),
      { env, timeout: START_TIMEOUT_MS },
      (error, _stdout, stderr) => {
        const failed = error as (Error & { code?: number; signal?: NodeJS.Signals }) | null;
        resolve({ code: failed ? (failed.code ?? null) : 0, signal: failed?.signal ?? null, stderr });
      },
    );
  });
}

/** Fills the file system under `directory` to the last byte. */
function fill(directory: string): void {
  const file = openSync(join(directory, 'filler'), 'w');
  const chunk = Buffer.alloc(64 * 1024);
  try {
    for (;;) writeSync(file, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(file);
  }
}

const mount = (...args: string[]) => execFileSync('mount', args, { stdio: 'pipe' });

// Starting the server from files is the same with either database kind; the PGlite project runs it once.
describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('a DATA_DIR the embedded database cannot use, at start', () => {
  let root = '';
  let readOnly = '';
  let full = '';
  let nearlyFull = '';
  const mounted: string[] = [];
  let mountRefusal = '';

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'lodestar-data-dir-'));
    [readOnly, full, nearlyFull] = ['read-only', 'full', 'nearly-full'].map((name) => join(root, name)) as [
      string,
      string,
      string,
    ];
    const source = join(root, 'source');
    for (const directory of [source, readOnly, full, nearlyFull]) mkdirSync(directory);
    try {
      // A real read-only mount: root writes through permission bits, not through a read-only file system.
      mount('--bind', source, readOnly);
      mounted.push(readOnly);
      mount('-o', 'remount,bind,ro', readOnly);
      mount('-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', full);
      mounted.push(full);
      fill(full);
      mount('-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', nearlyFull);
      mounted.push(nearlyFull);
    } catch (error) {
      mountRefusal = `mount is not permitted here (${(error as { stderr?: Buffer }).stderr?.toString().trim() || String(error)})`;
    }
  });

  afterAll(() => {
    for (const directory of mounted.reverse()) {
      try {
        execFileSync('umount', [directory], { stdio: 'pipe' });
      } catch {
        execFileSync('umount', ['-l', directory], { stdio: 'pipe' });
      }
    }
    if (root) rmSync(root, { recursive: true, force: true });
  });

  /** One paragraph that names DATA_DIR, the path, the cause and the way out; no stack trace. */
  function expectExplained(exit: Exit, path: string, cause: string, remedy: string) {
    expect(exit.signal).toBeNull();
    expect(exit.code).toBe(1);
    const message = exit.stderr.trim();
    expect(message).toContain(`DATA_DIR (${path}) ${cause}`);
    expect(message).toContain(remedy);
    expect(message).toContain('set DATABASE_URL to use PostgreSQL instead');
    expect(message).not.toMatch(/\n\s*at /);
    expect(message.split('\n')).toHaveLength(1);
  }

  it(
    'refuses a read-only DATA_DIR, and one still to be made on a read-only disk, saying so',
    async (context) => {
      if (mountRefusal) return context.skip(mountRefusal);
      expectExplained(await startServer(readOnly), readOnly, 'is read-only', 'Mount it read-write');
      const missing = join(readOnly, 'lodestar', 'data');
      expectExplained(await startServer(missing), missing, 'is read-only', 'Mount it read-write');
    },
    2 * START_TIMEOUT_MS,
  );

  it(
    'refuses a DATA_DIR on a full disk, saying so, and leaves nothing behind',
    async (context) => {
      if (mountRefusal) return context.skip(mountRefusal);
      expectExplained(await startServer(full), full, 'has no space left on its disk', 'Free some space on that disk');
      expect(readdirSync(full)).toEqual(['filler']);
    },
    START_TIMEOUT_MS,
  );

  it('words a failure of PGlite itself the same way when the disk fills while the database is being created', async (context) => {
    if (mountRefusal) return context.skip(mountRefusal);
    // Room for the write probe, not for a database: the failure comes from PGlite's own file system.
    const failure = await PGlite.create(join(nearlyFull, 'pglite')).then(
      async (database) => {
        await database.close();
        return undefined;
      },
      (error: unknown) => error,
    );
    expect(failure).toBeDefined();
    expect(dataDirFailure(nearlyFull, failure)).toContain(`DATA_DIR (${nearlyFull}) has no space left on its disk`);
  }, 60_000);
});
