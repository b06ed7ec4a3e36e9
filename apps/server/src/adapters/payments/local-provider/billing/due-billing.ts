import type { LocalStore } from '../store.js';
import { attemptPayment } from './invoice-collection.js';
import { billingPaymentMethod } from './lookups.js';
import { subscriptionOf, type Invoice, type Subscription } from './model.js';
import { advanceSchedule, scheduleDueAt } from './schedule-progress.js';
import type { Schedule } from './schedule-phases.js';
import { expirePendingUpdate } from './subscription-changes.js';
import { autoFinalizing, finalizeRenewalDraft } from './renewal-drafts.js';
import { periodOf } from './subscription-items.js';
import {
  endSubscription,
  ENDED_STATUSES,
  expireIncomplete,
  INCOMPLETE_SECONDS,
  invoicePaid,
  markUnpaid,
  renewSubscription,
  resumeCollection,
} from './subscription-lifecycle.js';

/** Stripe warns three days before a trial ends; a trial shorter than that is warned of when it starts. */
const TRIAL_WARNING_SECONDS = 3 * 86_400;

interface DueWork {
  at: number;
  /**
   * Among work due the same second: expiries first, then resumes and phase changes, cancellations, renewals, then
   * renewal drafts coming due and retries.
   */
  rank: number;
  run(store: LocalStore): Promise<void>;
}

/** Runs the work at its own time: invoices and objects it creates carry that time, not the clock's present. */
function at(store: LocalStore, time: number): LocalStore {
  return { ...store, now: () => time };
}

async function retryInvoice(store: LocalStore, invoice: Invoice, time: number): Promise<void> {
  const id = subscriptionOf(invoice);
  const subscription = id ? await store.find<Subscription>('subscription', id) : undefined;
  invoice._local = { ...invoice._local, automaticRetries: (invoice._local?.automaticRetries ?? 0) + 1 };
  const method = subscription ? await billingPaymentMethod(store, invoice.customer, subscription) : undefined;
  if ((await attemptPayment(store, invoice, method, time, true)) === 'succeeded') {
    await invoicePaid(store, invoice);
    return;
  }
  if (invoice.next_payment_attempt === null && subscription && !ENDED_STATUSES.has(subscription.status)) {
    if (store.settings.retryEnd === 'unpaid') await markUnpaid(store, subscription);
    else await endSubscription(store, subscription, time, 'payment_failed');
  }
}

async function warnTrialEnd(store: LocalStore, subscription: Subscription): Promise<void> {
  subscription._local = { ...subscription._local, trialWillEndSent: true };
  await store.save(subscription);
  await store.emit('customer.subscription.trial_will_end', subscription);
}

function subscriptionWork(subscription: Subscription): DueWork[] {
  if (ENDED_STATUSES.has(subscription.status)) return [];
  const created = subscription.created ?? 0;
  if (subscription.status === 'incomplete') {
    return [
      {
        at: created + INCOMPLETE_SECONDS,
        rank: 1,
        run: (store) => expireIncomplete(store, subscription, created + INCOMPLETE_SECONDS),
      },
    ];
  }
  const work: DueWork[] = [];
  const pending = subscription.pending_update;
  if (pending)
    work.push({
      at: pending.expires_at,
      rank: 0,
      run: (store) => expirePendingUpdate(store, subscription, pending.expires_at),
    });
  if (subscription.status === 'trialing' && subscription.trial_end !== null && !subscription._local?.trialWillEndSent) {
    const warnAt = Math.max(subscription.trial_end - TRIAL_WARNING_SECONDS, created);
    work.push({ at: warnAt, rank: 2, run: (store) => warnTrialEnd(store, subscription) });
  }
  const resumesAt = subscription.pause_collection?.resumes_at;
  if (resumesAt != null) work.push({ at: resumesAt, rank: 2, run: (store) => resumeCollection(store, subscription) });
  const end = periodOf(subscription).end;
  const cancelAt = subscription.cancel_at;
  if (cancelAt !== null && cancelAt <= end) {
    work.push({
      at: cancelAt,
      rank: 4,
      run: (store) => endSubscription(store, subscription, cancelAt, 'cancellation_requested').then(() => undefined),
    });
  } else {
    work.push({ at: end, rank: 5, run: (store) => renewSubscription(store, subscription, end) });
  }
  return work;
}

async function dueWork(store: LocalStore): Promise<DueWork[]> {
  const work: DueWork[] = [];
  for (const subscription of await store.all<Subscription>('subscription'))
    work.push(...subscriptionWork(subscription));
  for (const schedule of await store.all<Schedule>('subscription_schedule')) {
    const time = scheduleDueAt(schedule);
    if (time !== null) work.push({ at: time, rank: 3, run: (store) => advanceSchedule(store, schedule, time) });
  }
  for (const draft of await store.all<Invoice>('invoice', autoFinalizing)) {
    const time = draft.automatically_finalizes_at!;
    work.push({ at: time, rank: 6, run: (store) => finalizeRenewalDraft(store, draft, time) });
  }
  const retries = await store.all<Invoice>(
    'invoice',
    (invoice) => invoice.status === 'open' && invoice.next_payment_attempt !== null,
  );
  for (const invoice of retries) {
    const time = invoice.next_payment_attempt!;
    work.push({ at: time, rank: 6, run: (store) => retryInvoice(store, invoice, time) });
  }
  return work;
}

/**
 * Everything due on the store's clock, earliest first, one piece at a time: each piece can make new work (a renewal
 * starts the next period), so the list is read again after every step until nothing is due.
 */
export async function runDueBilling(store: LocalStore): Promise<void> {
  const now = store.now();
  for (let step = 0; step < 10_000; step += 1) {
    const next = (await dueWork(store))
      .filter((work) => work.at <= now)
      .sort((a, b) => a.at - b.at || a.rank - b.rank)[0];
    if (!next) return;
    await next.run(at(store, next.at));
  }
  throw new Error('runDueBilling: too much due work; is a billing period empty?');
}
