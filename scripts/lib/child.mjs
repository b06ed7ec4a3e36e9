// Runs a long-lived child process in the foreground: inherited stdio and environment, signals forwarded.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { ensureBuilt, root } from './build.mjs';

/**
 * Spawns `command args` from the repository root, forwards SIGINT and SIGTERM to it, and resolves with the
 * exit code this process should end with (128 + signal number when the child was ended by a signal).
 */
export function runForwardingSignals(command, args, { env = process.env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    const forward = (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    };
    const signals = ['SIGINT', 'SIGTERM'];
    for (const signal of signals) process.on(signal, forward);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      for (const name of signals) process.off(name, forward);
      resolve(code ?? 128 + (constants.signals[signal] ?? 1));
    });
  });
}

/** `npm start` and `npm run cli`: build what `targets` lists if missing or stale, then run `entry` in the foreground. */
export async function buildThenRun(targets, entry, args = []) {
  try {
    await ensureBuilt(targets);
  } catch (error) {
    process.stderr.write(`\n${error.message}\n`);
    return 1;
  }
  return runForwardingSignals(process.execPath, [entry, ...args]);
}
