import type { LocalStore } from '../store.js';
import { attemptPayment, finalize } from './invoice-collection.js';
import { billingPaymentMethod, copy, emitUpdated } from './lookups.js';
import { subscriptionOf, type Invoice, type Subscription } from './model.js';
import { ENDED_STATUSES, invoicePaid } from './subscription-lifecycle.js';

/** The drafts that finalize themselves, with when: a renewal's, an hour after it was drafted. */
export const autoFinalizing = (invoice: Invoice) =>
  invoice.status === 'draft' && invoice.auto_advance && invoice.automatically_finalizes_at !== null;

/**
 * A renewal's draft comes due: it is finalized (`invoice.finalized`) and charged (`invoice.paid`, or
 * `invoice.payment_failed` with its retries scheduled), and the subscription becomes `active` or `past_due` by the
 * result. A subscription that ended meanwhile leaves its draft as it is, no longer advancing.
 */
export async function finalizeRenewalDraft(store: LocalStore, invoice: Invoice, at: number): Promise<void> {
  invoice.automatically_finalizes_at = null;
  const id = subscriptionOf(invoice);
  const subscription = id ? await store.find<Subscription>('subscription', id) : undefined;
  if (!subscription || ENDED_STATUSES.has(subscription.status)) {
    invoice.auto_advance = false;
    await store.save(invoice);
    return;
  }
  await finalize(store, invoice, at);
  const method = await billingPaymentMethod(store, subscription.customer, subscription);
  if ((await attemptPayment(store, invoice, method, at, true)) === 'succeeded') {
    await invoicePaid(store, invoice);
    return;
  }
  if (invoice.status !== 'open' || subscription.status === 'past_due') return;
  const before = copy(subscription);
  subscription.status = 'past_due';
  await store.save(subscription);
  await emitUpdated(store, 'customer.subscription.updated', before, subscription);
}
