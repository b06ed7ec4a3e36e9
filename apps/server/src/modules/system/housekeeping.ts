import type { Clock } from '../../adapters/clock.js';
import type { Database } from '../../db/client.js';
import { createCommandQueueRepository } from '../device-commands/index.js';
import { createSessionsRepository, createKnownBrowsersRepository } from '../auth/index.js';
import { createTrustedBrowsersRepository } from '../two-factor/index.js';
import { createDevicesRepository } from '../devices/index.js';
import { createSpentCaptchasRepository } from './spent-captchas.repository.js';

const HOUR_MS = 3600_000;
const LIVE_TRACKING_CHECK_MS = 15_000;

/** Continuous reporting past its live-tracking duration goes back to once. */
export async function endLiveTracking(db: Database, now: Date): Promise<void> {
  await createDevicesRepository(db).endLiveTracking(now);
}

/** Deletes what has expired (sessions, remembered browsers, spent captcha challenges) and expires device commands past their lifetime. */
export async function sweepExpired(db: Database, now: Date): Promise<void> {
  await createSessionsRepository(db).deleteExpired(now);
  await createTrustedBrowsersRepository(db).deleteExpired(now);
  await createKnownBrowsersRepository(db).deleteExpired(now);
  await createSpentCaptchasRepository(db).deleteExpired(now);
  await createCommandQueueRepository(db).expire(now);
}

/**
 * Sweeps once an hour and ends live tracking every few seconds (it lasts minutes), off every request's path;
 * answers a stop function.
 */
export function startHousekeeping(db: Database, clock: Clock): () => void {
  const timers = [
    setInterval(() => void sweepExpired(db, clock.now()).catch(() => undefined), HOUR_MS),
    setInterval(() => void endLiveTracking(db, clock.now()).catch(() => undefined), LIVE_TRACKING_CHECK_MS),
  ];
  for (const timer of timers) timer.unref();
  return () => timers.forEach(clearInterval);
}
