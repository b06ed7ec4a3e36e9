/**
 * The built app served by the real server (apps/server/dist/main.js) on a temporary embedded database, for the
 * benches that drive Debian's Chromium through Playwright.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { prepareTestServer, spawnServer, stop, waitForHealth } from '../../scripts/lib/server.mjs';
import { openBenchPglite, type BenchDatabase } from './databases.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The part of the browser's Performance API the benches read (resource and navigation timing entries). */
export interface BrowserPerformance {
  getEntriesByType(type: string): {
    name: string;
    initiatorType?: string;
    transferSize?: number;
    startTime?: number;
    responseEnd?: number;
    /** Body bytes as they came over the network (compressed when the response was), and once decoded. */
    encodedBodySize?: number;
    decodedBodySize?: number;
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

/**
 * Starts the production server on the embedded database in `dataDir` (seed it first: one process at a time),
 * serving the web app built in `webDistDir` (apps/web/dist by default).
 */
export async function serveApp(dataDir: string, { webDistDir }: { webDistDir?: string } = {}): Promise<ServedApp> {
  const { baseUrl, env } = await prepareTestServer({
    dataDir,
    overrides: {
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'local',
      PAYMENTS_SIMULATED: '1',
      CAPTCHA_PROVIDER: 'none',
      RATE_LIMIT_PER_MINUTE: '100000',
      WEB_RATE_LIMIT_PER_MINUTE: '100000',
      OSMAND_REPORTS_PER_MINUTE: '1000000',
      OSMAND_REPORTS_PER_MINUTE_PER_ADDRESS: '1000000',
      ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
    },
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

/** A transparent 1×1 PNG: every map tile, so that the maps draw no tiles and need no network. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Answers every request the context makes outside `baseUrl` (the map tiles) with a blank PNG. */
export async function answerTilesBlank(context: BrowserContext, baseUrl: string) {
  await context.route(
    (requested) => !requested.href.startsWith(baseUrl),
    (route) => route.fulfill({ contentType: 'image/png', body: BLANK_TILE }),
  );
}

/**
 * Seeds a new embedded database with `seed`, closes it (the embedded database takes one process at a time), serves
 * the built app on it and launches Chromium, then runs `measure`; stops both and removes the database afterwards.
 */
export async function withSeededApp<Seeded, Result>(
  seed: (database: BenchDatabase) => Promise<Seeded>,
  measure: (app: ServedApp, browser: Browser, seeded: Seeded) => Promise<Result>,
  options: { webDistDir?: string } = {},
): Promise<Result> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lodestar-bench-web-'));
  let app: ServedApp | undefined;
  // Chromium starts while the database is seeded and the server starts.
  const launching = chromium.launch(chromiumLaunchOptions());
  launching.catch(() => undefined); // a failed launch is reported where it is awaited
  try {
    const database = await openBenchPglite(join(dataDir, 'pglite'));
    const seeded = await seed(database).finally(() => database.close());
    app = await serveApp(dataDir, options);
    return await measure(app, await launching, seeded);
  } finally {
    await (await launching.catch(() => undefined))?.close();
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
