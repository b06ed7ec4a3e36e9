import type { Clock } from '../../clock.js';
import type { Database } from '../../../db/client.js';
import { runDueBilling } from './billing/index.js';
import type { Invoice } from './billing/model.js';
import { autoFinalizing } from './billing/renewal-drafts.js';
import { moveClock, openStore, type LocalProviderSettings, type LocalStore } from './store.js';
import type { LocalRoute } from './types.js';

/** Moves the provider's one clock inside the current request's transaction. */
export interface ClockControl {
  /** Moves the clock forward, runs the billing that fell due, and answers a store on the new time. */
  advance(seconds: number): Promise<LocalStore>;
  /**
   * Moves the clock on to when the renewals drafted so far are finalized and charged (at most the hour a draft waits),
   * running what falls due on the way; answers a store on that time.
   */
  throughRenewalDrafts(): Promise<LocalStore>;
}

/** A route as the facade calls it: with the clock's control, which only the test clocks use. */
export interface ProviderRoute extends Omit<LocalRoute, 'handle'> {
  handle(
    request: Parameters<LocalRoute['handle']>[0],
    store: LocalStore,
    control: ClockControl,
  ): ReturnType<LocalRoute['handle']>;
}

export function clockControl(
  tx: Database,
  clock: Clock,
  settings: LocalProviderSettings,
  versions: Map<string, string>,
): ClockControl {
  async function advance(seconds: number): Promise<LocalStore> {
    await moveClock(tx, seconds);
    const store = await openStore(tx, clock, settings, versions);
    await runDueBilling(store);
    return store;
  }
  return {
    advance,
    async throughRenewalDrafts() {
      const store = await openStore(tx, clock, settings, versions);
      const due = (await store.all<Invoice>('invoice', autoFinalizing)).map(
        (draft) => draft.automatically_finalizes_at!,
      );
      const latest = Math.max(store.now(), ...due);
      return latest > store.now() ? advance(latest - store.now()) : store;
    },
  };
}
