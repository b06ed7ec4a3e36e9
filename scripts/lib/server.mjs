// Runs the built server (apps/server/dist/main.js) for the end-to-end tests and the first-render bench: a free port,
// the environment of a throwaway server on a temporary embedded database, the health wait and the stop.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { root } from './build.mjs';

/** Variables of the caller's environment that would point the server at real services; never passed on. */
const DROPPED = ['DATABASE_URL', 'SMTP_URL', 'REDIS_URL', 'PUBLIC_URL', 'CAPTCHA_SITE_KEY', 'CAPTCHA_SECRET'];

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A free port on 127.0.0.1, the server's address there, and the environment of a throwaway server on that port with
 * its embedded database in `dataDir`: the caller's environment without DROPPED, no ingest listener, no demo data,
 * warnings only, sign-in and web app rate limits tests do not hit; then `overrides` (NODE_ENV, CAPTCHA_PROVIDER, …).
 */
export async function prepareTestServer({ dataDir, overrides = {} }) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...process.env };
  for (const name of DROPPED) delete env[name];
  Object.assign(env, {
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    INGEST_PORT: '0',
    DEMO: '0',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    WEB_RATE_LIMIT_PER_MINUTE: '100000',
    ...overrides,
  });
  return { port, baseUrl, env };
}

/** Starts apps/server/dist/main.js from the repository root with `env`; stderr is passed through. */
export function spawnServer(env, { stdout = 'inherit' } = {}) {
  return spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', stdout, 'inherit'],
  });
}

/**
 * The development routes' key of this start of `server` (spawned with `stdout: 'pipe'`), read from the dev mailbox's
 * link in the lines it prints once it serves; everything it prints is passed on to this process's stdout.
 */
export function readDevRoutesKey(server, { timeoutMs = 90_000 } = {}) {
  return new Promise((resolve, reject) => {
    let printed = '';
    const timer = setTimeout(
      () => settle(new Error(`The server printed no dev mailbox link within ${timeoutMs / 1000} s.`)),
      timeoutMs,
    );
    const onExit = () => settle(new Error('The server exited before it printed the dev mailbox link.'));
    const onData = (chunk) => {
      process.stdout.write(chunk);
      if (printed === null) return;
      printed += chunk;
      const key = /\/dev\/mailbox\?key=([\w-]+)/.exec(printed)?.[1];
      if (key) settle(undefined, key);
    };
    function settle(error, key) {
      clearTimeout(timer);
      server.off('exit', onExit);
      printed = null;
      if (error) reject(error);
      else resolve(key);
    }
    server.stdout.setEncoding('utf8').on('data', onData);
    server.once('exit', onExit);
  });
}

/** Resolves once `${baseUrl}/api/health` answers OK; throws when `server` exits first or after `timeoutMs`. */
export async function waitForHealth(baseUrl, server, { timeoutMs = 90_000, intervalMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(
        `The server exited (code ${server.exitCode ?? server.signalCode}) before it answered /api/health.`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`The server did not answer ${baseUrl}/api/health within ${timeoutMs / 1000} s.`);
}

/** Ends `child` with SIGTERM, then SIGKILL after `timeoutMs`; resolves once it has exited (at once if it has). */
export function stop(child, timeoutMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
