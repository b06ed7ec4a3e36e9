import type { App } from '../app.js';

const CARD_CHECK_EVERY_MS = 6 * 3600_000;

/** Checks for cards that expire soon at start and every six hours (each card is told about once); answers a stop. */
export function startBillingJobs(app: App): () => void {
  const run = () =>
    void app.billingJobs
      .warnExpiringCards()
      .catch((error: unknown) => app.log.error({ err: error }, 'could not check for expiring cards'));
  const timer = setInterval(run, CARD_CHECK_EVERY_MS);
  timer.unref();
  run();
  return () => clearInterval(timer);
}
