import qs from 'qs';
import { createClaimsRepository } from '../../../db/claims.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../../db/client.js';
import type { BrowserAnswer, LocalProviderControls } from '../payments.js';
import { authenticatePaymentFromBrowser, billingRoutes } from './billing/index.js';
import { authenticateFromBrowser, catalogRoutes, confirmFromBrowser } from './catalog/index.js';
import { newSecretKey } from './api-key.js';
import { createDueWorkLease } from './due-work-lease.js';
import { createEventDelivery } from './event-delivery.js';
import { createHttpFacade, decodeForm } from './http-facade.js';
import { createOperatorRefusals } from './operator-refusals.js';
import { createRunner } from './request-runner.js';
import { createRouter } from './router.js';
import { clockOffset, DEFAULT_SETTINGS, type LocalProviderSettings, type LocalStore } from './store.js';

/** The local provider's routes for the browser (its card form's calls) and for moving its clock outside production. */
export { CLOCK_PATH, LOCAL_STRIPE_PREFIX, localProviderRoutes, paymentClockRoutes } from './browser-routes.js';
export { localStripeApiRoutes } from './stripe-api-routes.js';

export interface LocalPaymentProviderDeps {
  db: Database;
  /** The installation's time; the provider clock is this plus how far `advanceClock` and test clocks moved it. */
  clock: Clock;
  webhookSecret: string;
  /** Hands a signed event to the webhook endpoint; true when it accepted it. */
  deliver(payload: string, signatureHeader: string): Promise<boolean>;
  log: { error(details: object, message: string): void; warn?(details: object, message: string): void };
  /** Runs event delivery after the answer; without it, delivery runs as a detached promise. */
  background?: (task: () => Promise<void>) => void;
  /** Stripe's Dashboard settings, as the installation sets them; Stripe's defaults otherwise. */
  settings?: LocalProviderSettings;
  /** Delivers events late, out of order and twice, as Stripe may (a test switch). */
  unrulyEvents?: boolean;
  /** The secret key it answers; a new one each start otherwise. */
  secretKey?: string;
}

export interface LocalPaymentProvider extends LocalProviderControls {
  /** Seconds on the provider clock. */
  now(): Promise<number>;
}

/** A Stripe-compatible payment provider in process, keeping its objects in the database. */
export function createLocalPaymentProvider(deps: LocalPaymentProviderDeps): LocalPaymentProvider {
  const claims = createClaimsRepository(deps.db);
  const delivery = createEventDelivery(deps);
  const settings = deps.settings ?? DEFAULT_SETTINGS;
  const run = createRunner({ db: deps.db, clock: deps.clock, settings, claims, delivery, log: deps.log });
  const refusals = createOperatorRefusals();
  const match = createRouter([...catalogRoutes, ...billingRoutes]);
  const secretKey = deps.secretKey ?? newSecretKey();
  const dueWork = createDueWorkLease(claims);
  const now = async () => Math.floor(deps.clock.now().getTime() / 1000) + (await clockOffset(deps.db));
  // Stripe.js posts a form (with `expand[]=payment_method`); nested values and `a[b]` keys decode to the same form.
  const fromBrowser = async (
    form: Record<string, unknown>,
    operation: (store: LocalStore, form: Record<string, unknown>) => Promise<unknown>,
  ): Promise<BrowserAnswer> => {
    const { expand, ...fields } = decodeForm(qs.stringify(form));
    const paths = (Array.isArray(expand) ? expand : [expand]).filter(
      (path): path is string => typeof path === 'string',
    );
    const { status, body } = await run((store) => operation(store, fields), { mutating: true, expand: paths });
    return { status, body };
  };

  return {
    secretKey,
    fetch: createHttpFacade({ match, run, secretKey, refusals }),
    refuseNextRequests: (count, kind) => refusals.refuseNext(count, kind),
    confirmSetupIntentFromBrowser: (id, form) =>
      fromBrowser(form, (store, fields) => confirmFromBrowser(store, id, fields)),
    authenticateSetupIntentFromBrowser: (id, form) =>
      fromBrowser(form, (store, fields) => authenticateFromBrowser(store, id, fields)),
    authenticatePaymentIntentFromBrowser: (id, form) =>
      fromBrowser(form, (store, fields) => authenticatePaymentFromBrowser(store, id, fields)),
    async advanceClock(seconds, { throughRenewalDrafts = false } = {}) {
      if (!Number.isInteger(seconds) || seconds < 0)
        throw new RangeError(`The provider clock moves forward by whole seconds, not by ${seconds}`);
      const advance = async () => {
        const answer = await run(
          async (_store, control) => {
            const moved = await control.advance(seconds);
            return { now: (throughRenewalDrafts ? await control.throughRenewalDrafts() : moved).now() };
          },
          { mutating: true },
        );
        if (answer.status !== 200) throw new Error(`The provider clock could not be advanced (${answer.status})`);
      };
      // Running what is due (0 seconds) is left to a process already running it; moving the clock waits for it.
      if (seconds === 0) await dueWork.tryHold(advance);
      else await dueWork.hold(advance);
      await delivery.drain();
      return { now: await now() };
    },
    deliverPendingEvents: () => delivery.drain(),
    now,
  };
}
