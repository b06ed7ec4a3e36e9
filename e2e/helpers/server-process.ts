import { execFile, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort, prepareTestServer, spawnServer, stop, waitForHealth } from '../../scripts/lib/server.mjs';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A server process of a test's own (the built apps/server/dist/main.js, which scripts/e2e.mjs has built), on a
 * PostgreSQL database that other processes may share, with its own HTTP and OsmAnd ports that stay the same across
 * restarts. No Redis: each process tells only its own sockets about the reports it takes.
 */
export interface ServerProcess {
  baseUrl: string;
  /** Its OsmAnd listener, where a test reports as a device would. */
  ingestUrl: string;
  /** Starts the process (again) and resolves as soon as it answers /api/health. */
  start(): Promise<void>;
  /** kill -9: the process ends at once, and its sockets and database sessions are cut without a goodbye. */
  kill(): Promise<void>;
  /** Runs an admin CLI command with the same configuration, `{ email: 'x' }` as `--email x`; answers its JSON. */
  cli(command: string, options: Record<string, string>): Promise<unknown>;
  /** Stops the process if it runs and removes its data directory. */
  dispose(): Promise<void>;
}

export async function createServerProcess(databaseUrl: string): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lodestar-e2e-process-'));
  const ingestPort = await freePort();
  const { baseUrl, env } = await prepareTestServer({
    dataDir,
    overrides: {
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      INGEST_PORT: String(ingestPort),
      CAPTCHA_PROVIDER: 'none',
    },
  });
  let child: ChildProcess | undefined;
  // A test worker that dies before its clean-up must not leave a server behind.
  const killNow = () => child?.kill('SIGKILL');
  process.once('exit', killNow);

  return {
    baseUrl,
    ingestUrl: `http://127.0.0.1:${ingestPort}`,
    async start() {
      child = spawnServer(env, { stdout: 'ignore' });
      await waitForHealth(baseUrl, child, { intervalMs: 100 });
    },
    async kill() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
    async cli(command, options) {
      const flags = Object.entries(options).flatMap(([name, value]) => [`--${name}`, value]);
      const cli = ['apps/server/dist/cli/index.js', command, ...flags];
      const { stdout } = await run(process.execPath, cli, { cwd: root, env });
      return JSON.parse(stdout);
    },
    async dispose() {
      process.off('exit', killNow);
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
