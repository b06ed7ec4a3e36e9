import Stripe from 'stripe';
import { expect } from 'vitest';
import {
  createLocalPaymentProvider,
  type LocalPaymentProvider,
  type LocalPaymentProviderDeps,
} from '../../src/adapters/payments/local-provider/index.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { FakeClock } from './fake-clock.js';
import { openTestDatabase } from './test-database.js';

export interface LocalProviderUnderTest {
  database: DatabaseHandle;
  provider: LocalPaymentProvider;
  /** The real SDK, answered by the provider in process. */
  stripe: Stripe;
}

/** The local provider alone on a fresh database: events go to `deliver` (accepted unless it says otherwise). */
export async function openLocalProvider(deps: Partial<Omit<LocalPaymentProviderDeps, 'db'>> = {}): Promise<LocalProviderUnderTest> {
  const database = await openTestDatabase();
  const provider = createLocalPaymentProvider({
    clock: new FakeClock(),
    webhookSecret: 'whsec_local_provider_test',
    deliver: async () => true,
    log: { error: () => undefined, warn: () => undefined },
    ...deps,
    db: database.db,
  });
  const stripe = new Stripe(provider.secretKey, { httpClient: Stripe.createFetchHttpClient(provider.fetch), maxNetworkRetries: 0 });
  return { database, provider, stripe };
}

export async function closeLocalProvider(local: Partial<LocalProviderUnderTest>) {
  await local.provider?.deliverPendingEvents();
  await local.database?.close();
}

/** The SDK's error of a request that must fail. */
export const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected the request to fail'),
    (error: unknown) => error as Stripe.errors.StripeError,
  );
