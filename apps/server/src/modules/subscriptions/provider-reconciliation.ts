import type Stripe from 'stripe';
import type { Clock } from '../../adapters/clock.js';
import { eachLogged } from '../../lib/each-logged.js';
import {
  fromProvider,
  subscriptionOfInvoice,
  type PaymentRecorder,
  type RefundReconciliation,
} from '../payments/index.js';
import { PAUSE_DEDUCTION_PURPOSE } from './pause-deduction.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';
import type { SubscriptionSync } from './subscription-sync.js';

/** How far back the reconciliation looks for what a lost event would have changed. */
export const RECONCILE_DAYS = 3;
const DAY_SECONDS = 24 * 3600;
/**
 * How long a pause fee may wait for its card holder's authentication: the step runs in the pause popup, so one still
 * open after this was left, and is voided rather than stay payable without the pause it was for.
 */
export const ABANDONED_FEE_SECONDS = 3600;

const abandonedFee = (invoice: Stripe.Invoice, before: number) =>
  invoice.status === 'open' && invoice.metadata?.purpose === PAUSE_DEDUCTION_PURPOSE && invoice.created < before;

export interface ReconciliationDeps {
  stripe: Stripe;
  subscriptions: Pick<SubscriptionsRepository, 'subscriptionsToReconcile'>;
  syncSubscription: SubscriptionSync;
  recordInvoicePayment: PaymentRecorder;
  reconcileRefunds: RefundReconciliation;
  clock: Clock;
  /** Seconds on the provider's clock, which its objects' `created` count in. */
  providerNow(): Promise<number>;
  log: { error(details: object, message: string): void };
}

/**
 * Re-reads from the provider what a lost event would have changed (decision 0053): every live subscription, every one
 * synced in the last days, and every invoice created in the last days (with its subscription), so Lodestar's copy of
 * the plans and the payment history end as the provider has them. Mails are not sent again: an event that was lost
 * told nobody, and a reconciliation cannot know whom the event did tell. Pause fees left waiting for authentication are
 * voided. The refunds of the credit notes created in those days, and those still under way, are read last (decision
 * 0057). One item that fails is logged and left to the next run. Answers how many of each it read, and how many
 * abandoned fees it voided.
 */
export function createProviderReconciliation(deps: ReconciliationDeps) {
  const each = (ids: Iterable<string>, what: string, work: (id: string) => Promise<unknown>) =>
    eachLogged(ids, { what, idOf: (id) => id, failure: `reconciling a ${what} failed` }, deps.log, work);

  return async function reconcile(): Promise<{
    subscriptions: number;
    invoices: number;
    abandonedFees: number;
    creditNotes: number;
    refunds: number;
  }> {
    const now = await deps.providerNow();
    const since = now - RECONCILE_DAYS * DAY_SECONDS;
    const syncedSince = deps.clock.now().getTime() - RECONCILE_DAYS * DAY_SECONDS * 1000;
    const subscriptions = new Set(await deps.subscriptions.subscriptionsToReconcile(syncedSince));
    const invoices: string[] = [];
    const recent = await fromProvider(() =>
      deps.stripe.invoices.list({ created: { gte: since }, limit: 100 }).autoPagingToArray({ limit: 10_000 }),
    );
    for (const invoice of recent) {
      const subscription = subscriptionOfInvoice(invoice);
      if (subscription) subscriptions.add(subscription);
      invoices.push(invoice.id!);
    }
    const abandoned = recent.filter((invoice) => abandonedFee(invoice, now - ABANDONED_FEE_SECONDS));
    const abandonedFees = await each(
      abandoned.map((invoice) => invoice.id!),
      'invoice',
      (id) => fromProvider(() => deps.stripe.invoices.voidInvoice(id)),
    );
    // Subscriptions first, so a payment of a subscription Lodestar did not know yet finds its device; refunds last,
    // so a refund finds the payment it gives back.
    const read = {
      subscriptions: await each(subscriptions, 'subscription', (id) => fromProvider(() => deps.syncSubscription(id))),
      invoices: await each(invoices, 'invoice', (id) => fromProvider(() => deps.recordInvoicePayment(id))),
    };
    return { abandonedFees, ...read, ...(await deps.reconcileRefunds(since)) };
  };
}

export type ProviderReconciliation = ReturnType<typeof createProviderReconciliation>;
