import { execFile, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { prepareTestServer, spawnServer, stop, waitForHealth } from '../../scripts/lib/server.mjs';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs an admin CLI command before the server starts, `{ email: 'x' }` as `--email x`; answers its JSON. */
export type AdminCli = (command: string, options: Record<string, string>) => Promise<unknown>;

/**
 * A server of a test file's own (the built apps/server/dist/main.js) on a fresh embedded database, for a journey that
 * needs accounts and devices the shared test server was not given: `prepare` makes them with the admin CLI first,
 * since the embedded database takes one process at a time. No captcha; its local payment provider and plans as the
 * shared server has them.
 */
export interface OwnServer {
  baseUrl: string;
  /** Stops the server and removes its database. */
  dispose(): Promise<void>;
}

export async function startOwnServer(prepare: (cli: AdminCli) => Promise<void>): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lodestar-e2e-own-'));
  const { baseUrl, env } = await prepareTestServer({
    dataDir,
    overrides: { NODE_ENV: 'test', CAPTCHA_PROVIDER: 'none' },
  });
  let child: ChildProcess | undefined;
  // A test worker that dies before its clean-up must not leave a server behind.
  const killNow = () => child?.kill('SIGKILL');
  process.once('exit', killNow);
  const dispose = async () => {
    process.off('exit', killNow);
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await prepare(async (command, options) => {
      const flags = Object.entries(options).flatMap(([name, value]) => [`--${name}`, value]);
      const { stdout } = await run(process.execPath, ['apps/server/dist/cli/index.js', command, ...flags], {
        cwd: root,
        env,
      });
      return JSON.parse(stdout);
    });
    child = spawnServer(env, { stdout: 'ignore' });
    await waitForHealth(baseUrl, child, { intervalMs: 200 });
  } catch (error) {
    await dispose();
    throw error;
  }
  return { baseUrl, dispose };
}

/** Signs in to `baseUrl` through the API (a server without captcha) and answers the Authorization header. */
export async function signInTo(baseUrl: string, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`POST /api/login answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { authHeader: string }).authHeader;
}
