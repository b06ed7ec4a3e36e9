import type { Database } from '../../db/client.js';
import { createCommandQueueRepository } from '../device-commands/index.js';
import {
  createSessionsRepository,
  createKnownBrowsersRepository,
  createSignUpDecoysRepository,
} from '../auth/index.js';
import { createTrustedBrowsersRepository } from '../two-factor/index.js';
import { createDevicesRepository } from '../devices/index.js';
import { createSpentCaptchasRepository } from './spent-captchas.repository.js';

/**
 * Continuous reporting past its live-tracking duration goes back to once; answers how many devices it ended. The timed
 * jobs run it every 15 s (live tracking lasts minutes).
 */
export function endLiveTracking(db: Database, now: Date): Promise<number> {
  return createDevicesRepository(db).endLiveTracking(now);
}

/**
 * Deletes what has expired (sessions and sign-up decoys, remembered browsers, spent captcha challenges) and expires device commands past
 * their lifetime. The timed jobs run it every hour, off every request's path.
 */
export async function sweepExpired(db: Database, now: Date): Promise<void> {
  await createSessionsRepository(db).deleteExpired(now);
  await createSignUpDecoysRepository(db).deleteExpired(now);
  await createTrustedBrowsersRepository(db).deleteExpired(now);
  await createKnownBrowsersRepository(db).deleteExpired(now);
  await createSpentCaptchasRepository(db).deleteExpired(now);
  await createCommandQueueRepository(db).expire(now);
}
