import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SoakAccount } from './accounts.js';
import { createApiClient } from './api-client.js';
import { startDeviceFleet } from './device-fleet.js';
import type { SoakOptions } from './options.js';
import type { SoakServer } from './server-process.js';
import { Tally } from './tally.js';
import { newLiveTally, VirtualUser, type LiveTally } from './virtual-user.js';

const SIGN_IN_CONCURRENCY = 5;
const PROGRESS_EVERY_MS = 30_000;
const WARM_UP_MS = 60_000;
const SOCKET_DRAIN_MS = 2000;
const MB = 2 ** 20;

export interface LoadRun {
  startedAt: number;
  /** When the warm-up ended: the first minute, or the first third of a shorter run. */
  warmedUpAt: number;
  endedAt: number;
  /** Why it ended before its time, if it did. */
  cutShort?: string;
  signInFailures: number;
  api: Tally;
  reports: Tally;
  live: LiveTally;
}

async function startUsers(users: VirtualUser[], live: LiveTally): Promise<number> {
  let failures = 0;
  for (let at = 0; at < users.length; at += SIGN_IN_CONCURRENCY) {
    const started = await Promise.all(users.slice(at, at + SIGN_IN_CONCURRENCY).map((user) => user.start(live)));
    failures += started.filter((ok) => !ok).length;
  }
  return failures;
}

/**
 * Signs every virtual user in, then runs the device fleet and the users' browsing together for `options.minutes`,
 * or until `interrupted` aborts or the server stops. Prints a line of progress every 30 s.
 */
export async function runLoad(
  server: SoakServer,
  accounts: SoakAccount[],
  options: SoakOptions,
  { interrupted, progress }: { interrupted: AbortSignal; progress: (line: string) => void },
): Promise<LoadRun> {
  const api = new Tally();
  const reports = new Tally();
  const live = newLiveTally();
  const users = accounts.map((account) => new VirtualUser(account, createApiClient(server.baseUrl, api), server.baseUrl));
  progress(`signing ${users.length} users in and opening their sockets`);
  const signInFailures = await startUsers(users, live);

  const fleet = startDeviceFleet({
    fleet: accounts.flatMap((account) => account.fleet),
    baseUrl: server.baseUrl,
    ingestUrl: server.ingestUrl,
    intervalSeconds: options.intervalSeconds,
    tally: reports,
  });
  const stopBrowsing = new AbortController();
  // Each user's think time listens to it.
  setMaxListeners(users.length + 1, stopBrowsing.signal);
  const browsing = users.map((user) => user.browse(stopBrowsing.signal));
  const durationMs = options.minutes * 60_000;
  const startedAt = Date.now();
  const warmedUpAt = startedAt + Math.min(WARM_UP_MS, durationMs / 3);
  progress(`running for ${options.minutes} min: ${options.devices} devices every ${options.intervalSeconds} s, ${users.length} users`);

  let cutShort: string | undefined;
  let warmedUp = false;
  let nextProgress = startedAt + PROGRESS_EVERY_MS;
  while (Date.now() < startedAt + durationMs) {
    await sleep(Math.min(1000, startedAt + durationMs - Date.now()));
    if (interrupted.aborted) cutShort = 'interrupted (Ctrl+C)';
    else if (!server.running()) cutShort = 'the server stopped';
    if (cutShort) break;
    if (!warmedUp && Date.now() >= warmedUpAt) {
      server.markWarmedUp();
      warmedUp = true;
    }
    if (Date.now() >= nextProgress) {
      nextProgress += PROGRESS_EVERY_MS;
      const last = server.samples.at(-1);
      const memory = last ? `, server rss ${(last.rss / MB).toFixed(0)} MB heap ${(last.heapUsed / MB).toFixed(0)} MB` : '';
      const { byClass } = api.totals();
      progress(
        `${Math.round((Date.now() - startedAt) / 1000)} s: ${reports.total()} reports, ${api.total()} API calls ` +
          `(5xx ${byClass['5xx'] ?? 0}), ${Object.values(live.events).reduce((sum, n) => sum + n, 0)} socket events${memory}`,
      );
    }
  }
  const endedAt = Date.now();

  progress('stopping the users and the fleet');
  stopBrowsing.abort();
  await Promise.all(browsing);
  await fleet.stop();
  // The events of the last reports are still on their way to the sockets.
  await sleep(SOCKET_DRAIN_MS);
  for (const user of users) user.close();
  return { startedAt, warmedUpAt, endedAt, cutShort, signInFailures, api, reports, live };
}
