/**
 * The built app served by the real server (apps/server/dist/main.js) on a temporary embedded database, for the
 * benches that drive Debian's Chromium through Playwright.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';
import { prepareTestServer, spawnServer, stop, waitForHealth } from '../../scripts/lib/server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The part of the browser's Performance API the benches read (resource and navigation timing entries). */
export interface BrowserPerformance {
  getEntriesByType(type: string): {
    name: string;
    initiatorType?: string;
    transferSize?: number;
    startTime?: number;
    responseEnd?: number;
  }[];
}

function runToEnd(command: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 2, 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** What `npm start` does first: build the contract, the server and the web app when missing or stale. */
export async function ensureBuilt() {
  const script =
    "import { ensureBuilt } from './scripts/lib/build.mjs'; await ensureBuilt(['contract', 'server', 'web']);";
  const code = await runToEnd(process.execPath, ['--input-type=module', '-e', script]);
  if (code !== 0) throw new Error(`The build failed (exit code ${code}).`);
}

export interface ServedApp {
  baseUrl: string;
  server: ChildProcess;
  /** Signs in through POST /api/login and answers the Authorization header. */
  signIn(email: string, password: string): Promise<string>;
  stop(): Promise<void>;
}

/** Starts the production server on the embedded database in `dataDir` (seed it first: one process at a time). */
export async function serveApp(dataDir: string): Promise<ServedApp> {
  const { baseUrl, env } = await prepareTestServer({
    dataDir,
    overrides: { NODE_ENV: 'production', CAPTCHA_PROVIDER: 'none', RATE_LIMIT_PER_MINUTE: '100000' },
  });
  const server = spawnServer(env, { stdout: 'ignore' });
  try {
    await waitForHealth(baseUrl, server, { timeoutMs: 60_000, intervalMs: 200 });
  } catch (error) {
    await stop(server);
    throw error;
  }
  return {
    baseUrl,
    server,
    async signIn(email, password) {
      const login = await fetch(`${baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: email, password }),
      });
      if (!login.ok) throw new Error(`POST /api/login answered ${login.status}: ${await login.text()}`);
      return ((await login.json()) as { authHeader: string }).authHeader;
    },
    stop: () => stop(server),
  };
}

/** Puts the session in the context's localStorage as the sign-in page leaves it (apps/web/src/lib/store.ts). */
export async function storeSession(context: BrowserContext, state: Record<string, unknown>) {
  const stored = JSON.stringify({ state, version: 0 });
  await context.addInitScript(
    (value) =>
      (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem(
        'lodestar',
        value,
      ),
    stored,
  );
}
