import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../clock.js';
import { createLocalPaymentProvider } from './local-provider/index.js';
import type { Payments } from './payments.js';

export type { BrowserAnswer, LocalProviderControls, Payments } from './payments.js';
export {
  CLOCK_PATH,
  LOCAL_STRIPE_PREFIX,
  localProviderRoutes,
  localStripeApiRoutes,
  paymentClockRoutes,
} from './local-provider/index.js';

interface PaymentsDeps {
  db: Database;
  clock: Clock;
  log: { error(details: object, message: string): void };
  /** Runs a task after the current answer, as the app's background work. */
  background(task: () => Promise<void>): void;
  /** Hands a signed event to the webhook route, as Stripe would POST it; true when it was accepted. */
  deliver(payload: string, signatureHeader: string): Promise<boolean>;
}

type PaymentsConfig = Pick<
  Config,
  | 'PAYMENTS_PROVIDER'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_PUBLISHABLE_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'PAYMENT_RETRY_DAYS'
  | 'PAYMENT_RETRY_END'
  | 'LOCAL_PAYMENT_EVENTS'
>;

/** Stripe with PAYMENTS_PROVIDER=stripe; otherwise the same SDK answered in process by the local provider. */
export function createPayments(config: PaymentsConfig, deps: PaymentsDeps): Payments {
  if (config.PAYMENTS_PROVIDER === 'stripe') {
    return {
      provider: 'stripe',
      stripe: new Stripe(config.STRIPE_SECRET_KEY!, { maxNetworkRetries: 2 }),
      publishableKey: config.STRIPE_PUBLISHABLE_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      retryEnd: null,
      now: async () => Math.floor(deps.clock.now().getTime() / 1000),
      local: null,
    };
  }
  // Events are signed and verified inside this process, so a secret made at start is enough.
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET ?? `whsec_${randomBytes(24).toString('hex')}`;
  const local = createLocalPaymentProvider({
    ...deps,
    webhookSecret,
    settings: { retryDays: config.PAYMENT_RETRY_DAYS, retryEnd: config.PAYMENT_RETRY_END },
    unrulyEvents: config.LOCAL_PAYMENT_EVENTS === 'unruly',
  });
  return {
    provider: 'local',
    stripe: new Stripe(local.secretKey, {
      httpClient: Stripe.createFetchHttpClient(local.fetch),
      // As with Stripe: a lock_timeout, an in-flight idempotency key (409) or a 5xx is retried with the same key.
      maxNetworkRetries: 2,
    }),
    publishableKey: 'pk_test_local',
    webhookSecret,
    retryEnd: config.PAYMENT_RETRY_END,
    now: () => local.now(),
    local,
  };
}
