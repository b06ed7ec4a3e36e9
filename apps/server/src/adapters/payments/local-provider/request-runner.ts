import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { ClaimsRepository } from '../../../db/claims.js';
import type { Database } from '../../../db/client.js';
import { clockControl, type ClockControl } from './clock-control.js';
import { idempotencyKeyInUse, isLockConflict, lockTimeout } from './concurrency-errors.js';
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
  /** Headers Stripe sends with this answer besides its own (`Stripe-Should-Retry`, `Retry-After`). */
  headers?: Record<string, string>;
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
  /** Where a request holds its Idempotency-Key while it runs, seen by every server process on the database. */
  claims: ClaimsRepository;
  delivery: EventDelivery;
  log: { error(details: object, message: string): void };
}

/** How long a request waits for a row another request is changing before it is answered `lock_timeout`. */
const LOCK_WAIT = '5s';
/** Longer than any request takes; a key whose request died is free again after it. */
const KEY_HELD_SECONDS = 300;

/**
 * Runs one operation in one transaction, at the same time as any other: requests that change the same object meet
 * in the store (a save over a version another request replaced) or in the database's row locks, and the later one is
 * answered Stripe's `lock_timeout`. A request with an Idempotency-Key holds the key while it runs, so a second one
 * with it gets `idempotency_key_in_use`, and once it is done the kept answer. A 402 (a declined card) commits what the
 * operation saved and emitted before failing, as Stripe keeps a failed attempt; any other error rolls everything back.
 */
export function createRunner(deps: RunnerDeps): (operation: Operation, options: RunOptions) => Promise<Answer> {
  const transact = (operation: Operation, options: RunOptions) =>
    deps.db.transaction(async (tx): Promise<Answer> => {
      await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${LOCK_WAIT}'`));
      const versions = new Map<string, string>();
      const store = await openStore(tx, deps.clock, deps.settings, versions);
      const kept = options.idempotency && (await replay(tx, options.idempotency, store.now()));
      if (kept) return { ...kept, replayed: true };
      let answer: Answer;
      try {
        const result = await operation(store, clockControl(tx, deps.clock, deps.settings, versions));
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
    });

  async function holdingKey<T>(key: string, work: () => Promise<T>): Promise<T> {
    const claim = `local-stripe:idempotency:${key}`;
    const holder = randomUUID();
    if (!(await deps.claims.lease(claim, holder, KEY_HELD_SECONDS))) throw idempotencyKeyInUse(key);
    try {
      return await work();
    } finally {
      await deps.claims.endLease(claim, holder);
    }
  }

  return async (operation, options) => {
    try {
      const answer = options.idempotency
        ? await holdingKey(options.idempotency.key, () => transact(operation, options))
        : await transact(operation, options);
      if (options.mutating && !answer.replayed) deps.delivery.schedule();
      return answer;
    } catch (caught) {
      const error = isLockConflict(caught) ? lockTimeout() : caught;
      if (error instanceof LocalStripeError)
        return { status: error.status, body: wireView(error.toBody(), []), replayed: false, headers: error.headers };
      deps.log.error({ err: error }, 'local payment provider: a request failed');
      return {
        status: 500,
        body: { error: { type: 'api_error', message: 'An unexpected error occurred in the local payment provider.' } },
        replayed: false,
      };
    }
  };
}
