import Stripe from 'stripe';
import type { Clock } from '../../src/adapters/clock.js';
import { createLocalPaymentProvider, type LocalPaymentProvider } from '../../src/adapters/payments/local-provider/index.js';
import { openStore, type LocalStore } from '../../src/adapters/payments/local-provider/store.js';
import type { Database } from '../../src/db/client.js';

/** A clock fixed at a chosen instant; the provider's own clock moves with `advance`. */
export class FixedClock implements Clock {
  constructor(private readonly instant: Date) {}
  now() {
    return this.instant;
  }
}

const providers = new WeakMap<Database, LocalPaymentProvider>();

/** The real SDK on the real local provider over `db` (its events accepted and dropped). */
export function localStripe(db: Database, clock: Clock): Stripe {
  const provider = createLocalPaymentProvider({
    db,
    clock,
    webhookSecret: 'whsec_local_billing_test',
    deliver: async () => true,
    log: { error: () => undefined, warn: () => undefined },
  });
  providers.set(db, provider);
  return new Stripe(provider.secretKey, { httpClient: Stripe.createFetchHttpClient(provider.fetch), maxNetworkRetries: 0 });
}

/** Moves the provider's clock as the dev clock route does, running whatever billing fell due. */
export async function advance(db: Database, seconds: number): Promise<void> {
  const provider = providers.get(db);
  if (!provider) throw new Error('localStripe(db, clock) first');
  await provider.advanceClock(seconds);
}

/** The provider's store, to put fixtures straight in. */
export const storeOf = (db: Database, clock: Clock): Promise<LocalStore> => openStore(db, clock);
