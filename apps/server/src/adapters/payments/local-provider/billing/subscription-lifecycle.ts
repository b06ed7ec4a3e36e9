import type { LocalStore } from '../store.js';
import { voidInvoice } from './invoice-collection.js';
import { copy, emitUpdated } from './lookups.js';
import { subscriptionOf, type Invoice, type Subscription } from './model.js';
import { periodEndAfter } from './periods.js';
import { applyPendingUpdate } from './subscription-changes.js';
import { draftRenewal, dropSpentDiscounts, issueInvoice, subscriptionDraft } from './subscription-invoicing.js';
import { periodLines, periodOf, recurringOf, setPeriod } from './subscription-items.js';

/** An incomplete subscription whose first invoice stays unpaid this long expires (23 hours). */
export const INCOMPLETE_SECONDS = 23 * 3600;
export const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);

/**
 * The next period: its invoice at the items' prices plus waiting prorations, drafted now and, as with Stripe,
 * finalized and charged to the default payment method an hour later (`renewal-drafts.ts`), which then makes the
 * subscription `active` or `past_due`; a trial ending makes it `active` at once. A renewal while collection is paused
 * keeps the status and its invoice is handled as the pause says. An `unpaid` subscription's invoices are still made and
 * opened, but not charged: it stays unpaid until its latest invoice is paid.
 */
export async function renewSubscription(store: LocalStore, subscription: Subscription, at: number): Promise<void> {
  const before = copy(subscription);
  const previous = periodOf(subscription);
  const end = periodEndAfter(subscription.billing_cycle_anchor, recurringOf(subscription), previous.end);
  setPeriod(subscription, previous.end, end);
  const lines = [
    ...(subscription._local?.pendingLines ?? []),
    ...(await periodLines(store, subscription, previous.end, end, false)),
  ];
  subscription._local = { ...subscription._local, pendingLines: [] };
  const { invoice, applied } = await subscriptionDraft(store, subscription, {
    lines,
    billingReason: 'subscription_cycle',
    at,
    periodStart: previous.start,
    periodEnd: previous.end,
  });
  const unpaid = subscription.status === 'unpaid';
  if (!unpaid && !subscription.pause_collection) {
    await draftRenewal(store, subscription, invoice);
    if (subscription.status === 'trialing') subscription.status = 'active';
  } else {
    const paid = await issueInvoice(store, subscription, invoice, {
      automatic: true,
      ...(unpaid ? { charge: false } : {}),
    });
    if (unpaid) subscription.status = paid ? 'active' : 'unpaid';
    else if (subscription.status === 'trialing') subscription.status = 'active';
  }
  dropSpentDiscounts(subscription, invoice, applied);
  await store.save(subscription);
  await emitUpdated(store, 'customer.subscription.updated', before, subscription);
}

/** Ends the subscription: no more renewals or retries, its schedule canceled with it. */
export async function endSubscription(
  store: LocalStore,
  subscription: Subscription,
  at: number,
  reason: string | null,
): Promise<Subscription> {
  subscription.status = 'canceled';
  subscription.ended_at = at;
  subscription.canceled_at = subscription.canceled_at ?? at;
  subscription.cancel_at = subscription.cancel_at ?? null;
  subscription.pending_update = null;
  const details = (subscription.cancellation_details as Record<string, unknown> | null) ?? {};
  subscription.cancellation_details = { comment: null, feedback: null, ...details, reason: details.reason ?? reason };
  const open = await store.all<Invoice>(
    'invoice',
    (invoice) => subscriptionOf(invoice) === subscription.id && invoice.next_payment_attempt !== null,
  );
  for (const invoice of open) await store.save({ ...invoice, next_payment_attempt: null });
  if (subscription.schedule) {
    const schedule = await store.find('subscription_schedule', subscription.schedule);
    if (schedule && (schedule.status === 'active' || schedule.status === 'not_started')) {
      const canceled = { ...schedule, status: 'canceled', canceled_at: at, current_phase: null };
      await store.save(canceled);
      await store.emit('subscription_schedule.canceled', canceled, { status: schedule.status });
    }
  }
  await store.save(subscription);
  await store.emit('customer.subscription.deleted', subscription);
  return subscription;
}

export async function expireIncomplete(store: LocalStore, subscription: Subscription, at: number): Promise<void> {
  const before = copy(subscription);
  subscription.status = 'incomplete_expired';
  subscription.ended_at = at;
  const invoice = subscription.latest_invoice
    ? await store.find<Invoice>('invoice', subscription.latest_invoice)
    : undefined;
  if (invoice?.status === 'open') await voidInvoice(store, invoice, at);
  await store.save(subscription);
  await emitUpdated(store, 'customer.subscription.updated', before, subscription);
}

export async function resumeCollection(store: LocalStore, subscription: Subscription): Promise<void> {
  const before = copy(subscription);
  subscription.pause_collection = null;
  await store.save(subscription);
  await emitUpdated(store, 'customer.subscription.updated', before, subscription);
  await store.emit('customer.subscription.resumed', subscription);
}

/** The last retry failed and the settings keep the subscription: it stays, `unpaid`, with its invoice open. */
export async function markUnpaid(store: LocalStore, subscription: Subscription): Promise<void> {
  const before = copy(subscription);
  subscription.status = 'unpaid';
  await store.save(subscription);
  await emitUpdated(store, 'customer.subscription.updated', before, subscription);
}

/**
 * A subscription invoice got paid: its pending update takes effect, a `past_due` or `incomplete` status becomes
 * `active`, and so does `unpaid` once its latest invoice is the one paid.
 */
export async function invoicePaid(store: LocalStore, invoice: Invoice): Promise<void> {
  const id = subscriptionOf(invoice);
  const subscription = id ? await store.find<Subscription>('subscription', id) : undefined;
  if (!subscription || ENDED_STATUSES.has(subscription.status)) return;
  const before = copy(subscription);
  if (invoice._local?.appliesPendingUpdate && subscription.latest_invoice === invoice.id)
    applyPendingUpdate(subscription);
  const latest = subscription.latest_invoice === invoice.id;
  if (
    subscription.status === 'past_due' ||
    subscription.status === 'incomplete' ||
    (subscription.status === 'unpaid' && latest)
  )
    subscription.status = 'active';
  await store.save(subscription);
  await emitUpdated(store, 'customer.subscription.updated', before, subscription);
}
