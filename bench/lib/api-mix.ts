import { setTimeout as sleep } from 'node:timers/promises';
import { createKeepAliveClient } from './api-http.js';
import type { ApiDevice } from './api-seed.js';

/** One virtual user of the load: the server it is kept on (as a sticky balancer would) and its session. */
export interface LoadUser {
  baseUrl: string;
  userId: string;
  authorization: string;
  devices: Pick<ApiDevice, 'id' | 'deviceUUID' | 'name'>[];
}

export interface LoadPlan {
  users: LoadUser[];
  /** Calls are made but not counted for this long first (connections opened, caches and plans warm). */
  warmUpMs: number;
  measureMs: number;
  /**
   * Paced instead of closed: the users together are due to send this many calls a second, each user on its own
   * steady schedule, and a call's time runs from when it was due, so a call held up behind a slow one counts its
   * wait (no coordinated omission). Without it, each user sends its next call as soon as the last is answered.
   */
  ratePerSec?: number;
}

/** What the measured window saw, per call kind: latencies of the answered calls and the failures. */
export interface LoadResult {
  windowMs: number;
  kinds: Record<string, { latenciesMs: number[]; errors: number; statuses: Record<string, number> }>;
}

const PER_PAGE = 6;
const RENAMED = ' (renamed)';

interface Call {
  kind: string;
  method: string;
  path: string;
  body?: string;
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** Find devices: any page of the overview, and now and then a name search (as typed in the overview's search box). */
function findDevices(user: LoadUser): Call {
  const pages = Math.max(1, Math.ceil(user.devices.length / PER_PAGE));
  const page = 1 + Math.floor(Math.random() * pages);
  const search = Math.random() < 0.25 ? `&name=${encodeURIComponent(`Asset 0${Math.floor(Math.random() * 5)}`)}` : '';
  return {
    kind: 'findDevices',
    method: 'GET',
    path: `/api/devices/find/${user.userId}?type=all&page=${search ? 1 : page}&perPage=${PER_PAGE}${search}`,
  };
}

const historyPage = (user: LoadUser): Call => ({
  kind: 'historyPage',
  method: 'GET',
  path: `/api/history/find/device/${encodeURIComponent(pick(user.devices).deviceUUID)}?page=1&perPage=10`,
});

/** The device settings' save (PUT /api/devices/{id}): a rename, back and forth. */
function updateDevice(user: LoadUser): Call {
  const device = pick(user.devices);
  device.name = device.name.endsWith(RENAMED) ? device.name.slice(0, -RENAMED.length) : `${device.name}${RENAMED}`;
  return {
    kind: 'updateDevice',
    method: 'PUT',
    path: `/api/devices/${device.id}`,
    body: JSON.stringify({ name: device.name }),
  };
}

/** The mix's shares: the overview is opened most, a history page about half as often, a save now and then. */
export const MIX = [
  { share: 0.6, make: findDevices },
  { share: 0.3, make: historyPage },
  { share: 0.1, make: updateDevice },
] as const;

function nextCall(user: LoadUser): Call {
  let roll = Math.random();
  for (const entry of MIX) {
    roll -= entry.share;
    if (roll < 0) return entry.make(user);
  }
  return MIX[0].make(user);
}

/**
 * The closed loop: every user keeps exactly one call in flight, the next one sent as soon as the last is answered
 * (no think time: the figure is what the server sustains with this many users at once), or, with `ratePerSec`,
 * when it is due. The calls answered within the window after the warm-up count.
 */
export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const client = createKeepAliveClient(plan.users.length);
  const kinds: LoadResult['kinds'] = {};
  const tally = (kind: string) => (kinds[kind] ??= { latenciesMs: [], errors: 0, statuses: {} });
  const windowStart = performance.now() + plan.warmUpMs;
  const windowEnd = windowStart + plan.measureMs;

  const intervalMs = plan.ratePerSec ? (plan.users.length * 1000) / plan.ratePerSec : 0;

  async function loop(user: LoadUser) {
    const headers = { authorization: user.authorization };
    // Spread the first calls rather than opening every connection in the same tick.
    let due = performance.now() + Math.random() * Math.max(100, intervalMs);
    while (due < windowEnd) {
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const call = nextCall(user);
      const started = intervalMs ? due : performance.now();
      const outcome = await client.send(`${user.baseUrl}${call.path}`, call.method, headers, call.body);
      const ended = performance.now();
      due = intervalMs ? due + intervalMs : ended;
      // Paced, a call counts by when it was due, so that the slowest ones, answered after the window, still count.
      const at = intervalMs ? started : ended;
      if (at < windowStart || at > windowEnd) continue;
      const entry = tally(call.kind);
      const status = outcome.status === 0 ? (outcome.problem ?? 'network error') : String(outcome.status);
      entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
      if (outcome.status >= 200 && outcome.status < 300) entry.latenciesMs.push(ended - started);
      else entry.errors += 1;
    }
  }

  await Promise.all(plan.users.map(loop));
  client.close();
  return { windowMs: plan.measureMs, kinds };
}
