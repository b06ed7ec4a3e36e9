import type { App } from '../app.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { seedDemoSubscriptions } from '../demo/demo-subscriptions.js';
import { readCatalogue, syncPlans } from '../modules/subscriptions/index.js';

const DUE_WORK_EVERY_MS = 60_000;

/**
 * The local provider at start: the catalogue synced into it (as `plans:sync` would), the demo's subscriptions on a
 * first start, and a minute's tick that runs the renewals, trial ends and retries that real time brought due.
 * Answers a function that stops the tick.
 */
export async function startLocalPayments(app: App, config: Config, db: Database): Promise<() => void> {
  const local = app.payments.local;
  if (!local) return () => undefined;
  // The portal serves without payments rather than not at all: a catalogue that cannot be read or synced (another
  // process syncing the same database at the same moment) is logged, and `plans:sync` can be run again.
  try {
    const report = await syncPlans(app.payments.stripe, await readCatalogue(config.PLANS_FILE));
    app.log.info({ created: report.created.length, updated: report.updated.length, deactivated: report.deactivated.length }, 'plan catalogue synced to the local payment provider');
    if (config.demo) await seedDemoSubscriptions(db, app.payments.stripe);
    await local.deliverPendingEvents();
  } catch (error) {
    app.log.error({ err: error }, 'the plan catalogue could not be synced to the local payment provider');
  }
  const tick = setInterval(() => {
    local.advanceClock(0).catch((error: unknown) => app.log.error({ err: error }, 'the local payment provider could not run its due work'));
  }, DUE_WORK_EVERY_MS);
  tick.unref();
  return () => clearInterval(tick);
}
