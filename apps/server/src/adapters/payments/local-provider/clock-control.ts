import type { Clock } from '../../clock.js';
import type { Database } from '../../../db/client.js';
import { runDueBilling } from './billing/index.js';
import { moveClock, openStore, type LocalProviderSettings, type LocalStore } from './store.js';
import type { LocalRoute } from './types.js';

/** Moves the provider's one clock inside the current request's transaction. */
export interface ClockControl {
  /** Moves the clock forward, runs the billing that fell due, and answers a store on the new time. */
  advance(seconds: number): Promise<LocalStore>;
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
  return {
    async advance(seconds) {
      await moveClock(tx, seconds);
      const store = await openStore(tx, clock, settings, versions);
      await runDueBilling(store);
      return store;
    },
  };
}
