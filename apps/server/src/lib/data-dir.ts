import { closeSync, fsyncSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** What the embedded database needs of DATA_DIR, by the code of the error that shows it is missing. */
const PROBLEMS: Record<string, { cause: string; remedy: string }> = {
  EROFS: { cause: 'is read-only', remedy: 'Mount it read-write' },
  EACCES: { cause: 'is not writable by the user the server runs as', remedy: 'Give that user write access to it' },
  EPERM: { cause: 'is not writable by the user the server runs as', remedy: 'Give that user write access to it' },
  ENOSPC: { cause: 'has no space left on its disk', remedy: 'Free some space on that disk' },
  EDQUOT: { cause: 'is over its disk quota', remedy: 'Free some space or raise the quota' },
  ENOTDIR: { cause: 'is not a directory', remedy: 'Remove the file in its way' },
  EEXIST: { cause: 'is not a directory', remedy: 'Remove the file in its way' },
};

/** PGlite's file system reports WASI error numbers (Emscripten's ErrnoError), not Node's codes. */
const WASI_ERRNO: Record<number, string> = {
  2: 'EACCES',
  19: 'EDQUOT',
  51: 'ENOSPC',
  54: 'ENOTDIR',
  63: 'EPERM',
  69: 'EROFS',
};

function codeOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { code, errno, name } = error as { code?: unknown; errno?: unknown; name?: unknown };
  if (typeof code === 'string') return code;
  return name === 'ErrnoError' && typeof errno === 'number' ? WASI_ERRNO[errno] : undefined;
}

/** The probe writes this much, then syncs it to the disk: enough that a full disk shows now, not halfway through. */
const PROBE_BYTES = 64 * 1024;

/** mkdir -p; Node's recursive mkdir answers ENOENT where a parent may not be written, making one level tells why. */
function makeDirectory(directory: string): void {
  try {
    mkdirSync(directory, { recursive: true });
  } catch (error) {
    const parent = dirname(directory);
    if (codeOf(error) !== 'ENOENT' || parent === directory) throw error;
    makeDirectory(parent);
    mkdirSync(directory);
  }
}

/**
 * Creates DATA_DIR if it is missing and proves it takes a write: creates, writes, syncs and removes a small file.
 * Throws the file system's error otherwise; `dataDirFailure` words it for the operator.
 */
export function probeDataDir(dataDir: string): void {
  const directory = resolve(dataDir);
  makeDirectory(directory);
  const probe = join(directory, `.write-probe-${process.pid}`);
  const file = openSync(probe, 'w');
  try {
    writeSync(file, Buffer.alloc(PROBE_BYTES));
    fsyncSync(file);
  } finally {
    closeSync(file);
    rmSync(probe, { force: true });
  }
}

/**
 * One paragraph for the operator on why the embedded database could not be kept in DATA_DIR: the path, the cause
 * and what to do. Undefined when the error is not about the directory (a damaged database, say).
 */
export function dataDirFailure(dataDir: string, error: unknown): string | undefined {
  const problem = PROBLEMS[codeOf(error) ?? ''];
  if (!problem) return undefined;
  return (
    `DATA_DIR (${resolve(dataDir)}) ${problem.cause}, so the embedded database cannot be kept there. ` +
    `${problem.remedy}, or set DATA_DIR to another directory, or set DATABASE_URL to use PostgreSQL instead.`
  );
}

/** An error's message; PGlite's file system errors have none, only a name and a number. */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : JSON.stringify(error);
}

/** Probes DATA_DIR (as the server does at start); answers why the embedded database cannot be kept there, if so. */
export function unwritableDataDir(dataDir: string): string | undefined {
  try {
    probeDataDir(dataDir);
    return undefined;
  } catch (error) {
    return dataDirFailure(dataDir, error) ?? `DATA_DIR (${resolve(dataDir)}) cannot be written: ${errorText(error)}`;
  }
}
