import type { Clock } from '../../adapters/clock.js';
import type { Database } from '../../db/client.js';
import { createSessionsRepository } from '../auth/sessions.repository.js';
import { createSpentCaptchasRepository } from './spent-captchas.repository.js';

const HOUR_MS = 3600_000;

/** Deletes what has expired: sessions and spent captcha challenges. */
export async function sweepExpired(db: Database, now: Date): Promise<void> {
  await createSessionsRepository(db).deleteExpired(now);
  await createSpentCaptchasRepository(db).deleteExpired(now);
}

/** Sweeps once an hour, off every request's path; answers a function that stops it. */
export function startHousekeeping(db: Database, clock: Clock): () => void {
  const timer = setInterval(() => void sweepExpired(db, clock.now()).catch(() => undefined), HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
