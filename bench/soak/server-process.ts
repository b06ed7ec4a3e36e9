import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort, prepareTestServer, stop, waitForHealth } from '../../scripts/lib/server.mjs';
import type { SoakDatabase } from './database.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const monitor = fileURLToPath(new URL('./monitor.mjs', import.meta.url));

/** Event-loop delay in ms, beyond the monitor's timer interval. */
export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

/** What monitor.mjs sends from inside the server: memory in bytes, and the event-loop delay. */
export interface ServerSample {
  at: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  /** Since the previous sample. */
  loop: LoopDelay;
  /** Since the warm-up ended (since start before that). */
  runLoop: LoopDelay;
}

export interface SoakServer {
  baseUrl: string;
  ingestUrl: string;
  logFile: string;
  samples: ServerSample[];
  /** Tells the monitor the warm-up is over: the run's event-loop figures start again from here. */
  markWarmedUp(): void;
  /** Whether it is still running (false after a crash). */
  running(): boolean;
  /** SIGTERM (SIGKILL after 15 s), as an operator stops it; answers how it ended. */
  stop(): Promise<string>;
}

/**
 * The environment of the soak's server: its database, the OsmAnd port, no demo or captcha, limits no one reaches;
 * then `extra` (REDIS_URL for several processes, …).
 */
async function environment(database: SoakDatabase, extra: Record<string, string>) {
  const ingestPort = await freePort();
  const { baseUrl, env } = await prepareTestServer({
    dataDir: database.env.DATA_DIR,
    overrides: {
      ...(database.env.DATABASE_URL ? { DATABASE_URL: database.env.DATABASE_URL } : {}),
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'local',
      PAYMENTS_SIMULATED: '1',
      INGEST_PORT: String(ingestPort),
      DEMO: '0',
      CAPTCHA_PROVIDER: 'none',
      LOG_LEVEL: 'warn',
      // Every virtual user comes from 127.0.0.1, so the per-address limits would otherwise throttle them together.
      RATE_LIMIT_PER_MINUTE: '1000000',
      WEB_RATE_LIMIT_PER_MINUTE: '1000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      OSMAND_REPORTS_PER_MINUTE: '1000000',
      OSMAND_REPORTS_PER_MINUTE_PER_ADDRESS: '1000000',
      ...extra,
    },
  });
  return { baseUrl, ingestUrl: `http://127.0.0.1:${ingestPort}`, env };
}

/**
 * The built server (apps/server/dist/main.js) as `npm start` runs it, in its own process group (Ctrl+C reaches the
 * soak, which stops it), with monitor.mjs loaded first and an IPC channel for its samples. Its output goes to
 * `logFile`. `extraEnv` is added to its environment.
 */
export async function startServer(database: SoakDatabase, logFile: string, extraEnv: Record<string, string> = {}): Promise<SoakServer> {
  const { baseUrl, ingestUrl, env } = await environment(database, extraEnv);
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', monitor, 'apps/server/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', log, log, 'ipc'],
    detached: true,
  });
  closeSync(log);
  const samples: ServerSample[] = [];
  child.on('message', (message: { type?: string } & ServerSample) => {
    if (message.type === 'soak-sample') samples.push(message);
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  try {
    await waitForHealth(baseUrl, child, { timeoutMs: 120_000, intervalMs: 250 });
  } catch (error) {
    await stop(child);
    throw new Error(`${(error as Error).message} Its output is in ${logFile}.`, { cause: error });
  }
  return {
    baseUrl,
    ingestUrl,
    logFile,
    samples,
    markWarmedUp: () => void (child.connected && child.send({ type: 'soak-mark' })),
    running,
    async stop() {
      const crashed = !running();
      await stop(child, 15_000);
      const ended = child.exitCode !== null ? `exit code ${child.exitCode}` : `signal ${child.signalCode}`;
      return crashed ? `had already stopped (${ended})` : `stopped on SIGTERM (${ended})`;
    },
  };
}

/** Pino's levels as numbers in the JSON log lines. */
const LEVELS: Record<number, string> = { 40: 'warn', 50: 'error', 60: 'fatal' };

/** How many warn, error and fatal lines the server logged, with the first few error and fatal lines. */
export function readServerLog(logFile: string) {
  const counts: Record<string, number> = { warn: 0, error: 0, fatal: 0 };
  const errors: string[] = [];
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    let level: string | undefined;
    try {
      level = LEVELS[(JSON.parse(line) as { level?: number }).level ?? 0];
    } catch {
      continue;
    }
    if (!level) continue;
    counts[level] = (counts[level] ?? 0) + 1;
    if (level !== 'warn' && errors.length < 5) errors.push(line.slice(0, 1000));
  }
  return { counts, firstErrors: errors };
}
