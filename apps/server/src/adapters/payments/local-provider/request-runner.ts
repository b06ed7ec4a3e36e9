import type { Clock } from '../../clock.js';
import type { Database } from '../../../db/client.js';
import { clockControl, type ClockControl } from './clock-control.js';
import type { EventDelivery } from './event-delivery.js';
import { expand } from './expand.js';
import { remember, replay, type IdempotentRequest } from './idempotency.js';
import { openStore, type LocalProviderSettings, type LocalStore } from './store.js';
import { LocalStripeError } from './types.js';
import { wireView } from './wire-view.js';

export type Operation = (store: LocalStore, control: ClockControl) => Promise<unknown>;

export interface Answer {
  status: number;
  body: unknown;
  replayed: boolean;
}

export interface RunOptions {
  expand?: string[];
  idempotency?: IdempotentRequest;
  /** Whether the operation may record events (they are delivered once it committed). */
  mutating: boolean;
}

export interface RunnerDeps {
  db: Database;
  clock: Clock;
  settings: LocalProviderSettings;
  serial: <T>(task: () => Promise<T>) => Promise<T>;
  delivery: EventDelivery;
  log: { error(details: object, message: string): void };
}

/**
 * Runs one operation alone (one at a time) and inside one transaction. A 402 (a declined card) commits what the
 * operation saved and emitted before failing, as Stripe keeps a failed attempt; any other error rolls everything back.
 */
export function createRunner(deps: RunnerDeps): (operation: Operation, options: RunOptions) => Promise<Answer> {
  return async (operation, options) => {
    try {
      const answer = await deps.serial(() =>
        deps.db.transaction(async (tx) => {
          const store = await openStore(tx, deps.clock, deps.settings);
          const kept = options.idempotency && (await replay(tx, options.idempotency, store.now()));
          if (kept) return { ...kept, replayed: true };
          let answer: Answer;
          try {
            const result = await operation(store, clockControl(tx, deps.clock, deps.settings));
            answer = {
              status: 200,
              body: wireView(await expand(result, options.expand ?? [], store.findAny), options.expand ?? []),
              replayed: false,
            };
          } catch (error) {
            if (!(error instanceof LocalStripeError) || error.status !== 402) throw error;
            answer = { status: 402, body: wireView(error.toBody(), []), replayed: false };
          }
          if (options.idempotency) await remember(tx, options.idempotency, answer, store.now());
          return answer;
        }),
      );
      if (options.mutating && !answer.replayed) deps.delivery.schedule();
      return answer;
    } catch (error) {
      if (error instanceof LocalStripeError)
        return { status: error.status, body: wireView(error.toBody(), []), replayed: false };
      deps.log.error({ err: error }, 'local payment provider: a request failed');
      return {
        status: 500,
        body: { error: { type: 'api_error', message: 'An unexpected error occurred in the local payment provider.' } },
        replayed: false,
      };
    }
  };
}
