import type { LocalStore } from '../store.js';
import { invalid } from '../types.js';
import { discountRequests, prepareDiscounts } from './discounts.js';
import { billingPaymentMethod, copy, emitUpdated, ownPaymentMethod, taxRates } from './lookups.js';
import { PAYMENT_BEHAVIORS, PRORATION_BEHAVIORS, type PauseCollection, type Subscription } from './model.js';
import { flag, integer, mergeMetadata, oneOf, record, strings, text, type Body } from './params.js';
import { asksAuthentication, declineError, declines, noPaymentMethodError, requiresActionError } from './payments.js';
import { changeLines, endsTrialNow, type ProrationBehavior } from './proration.js';
import { applyPriceChanges, discardPendingUpdate, itemChanges, pendingUpdateOf } from './subscription-changes.js';
import { dropSpentDiscounts, issueInvoice, subscriptionDraft } from './subscription-invoicing.js';
import { periodOf } from './subscription-items.js';

const PAUSE_BEHAVIORS = ['void', 'keep_as_draft', 'mark_uncollectible'] as const;
const ENDED = new Set(['canceled', 'incomplete_expired']);

function pauseOf(value: unknown): PauseCollection | null | undefined {
  if (value === undefined) return undefined;
  if (value === '') return null;
  const fields = record(value);
  const behavior = oneOf(fields.behavior, 'pause_collection[behavior]', PAUSE_BEHAVIORS);
  if (!behavior) throw invalid('Missing required param: pause_collection[behavior].', 'pause_collection[behavior]');
  return { behavior, resumes_at: integer(fields.resumes_at, 'pause_collection[resumes_at]') ?? null };
}

async function applySettings(store: LocalStore, subscription: Subscription, body: Body, now: number): Promise<void> {
  subscription.metadata = mergeMetadata(subscription.metadata, body.metadata);
  if (body.description !== undefined) subscription.description = text(body.description, 'description') || null;
  if (body.default_payment_method !== undefined) {
    const id = text(body.default_payment_method, 'default_payment_method') || null;
    if (id) await ownPaymentMethod(store, id, subscription.customer, 'default_payment_method');
    subscription.default_payment_method = id;
  }
  if (body.default_tax_rates !== undefined) {
    subscription.default_tax_rates = await taxRates(
      store,
      strings(body.default_tax_rates, 'default_tax_rates'),
      'default_tax_rates',
    );
  }
  const cancel = flag(body.cancel_at_period_end, 'cancel_at_period_end');
  if (cancel !== undefined && subscription.schedule) {
    throw invalid(
      `The subscription is managed by the subscription schedule \`${subscription.schedule}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
      'cancel_at_period_end',
    );
  }
  if (cancel !== undefined) {
    subscription.cancel_at_period_end = cancel;
    subscription.cancel_at = cancel ? periodOf(subscription).end : null;
    subscription.canceled_at = cancel ? now : null;
    subscription.cancellation_details = {
      comment: null,
      feedback: null,
      reason: cancel ? 'cancellation_requested' : null,
    };
  }
  const pause = pauseOf(body.pause_collection);
  if (pause !== undefined) subscription.pause_collection = pause;
}

/**
 * `POST /v1/subscriptions/:id`. Settings apply at once. A price change follows `proration_behavior`: `none` and
 * `create_prorations` switch the price (the latter keeps the prorations for the next invoice), `always_invoice`
 * invoices them now. When that charge fails: `error_if_incomplete` refuses (402, nothing changes),
 * `pending_if_incomplete` keeps the old price and sets `pending_update`, otherwise the price switches and the
 * subscription becomes `past_due`. `trial_end=now` ends a trial and invoices a new cycle at the (new) prices at once;
 * like Stripe it then emits `customer.subscription.trial_will_end`.
 */
export async function updateSubscription(store: LocalStore, id: string, body: Body): Promise<Subscription> {
  const subscription = await store.get<Subscription>('subscription', id);
  const now = store.now();
  if (
    ENDED.has(subscription.status) &&
    Object.keys(body).some((key) => !['metadata', 'expand', 'cancellation_details'].includes(key))
  ) {
    throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
  }
  const before = copy(subscription);
  await applySettings(store, subscription, body, now);
  const discounts =
    body.discounts === undefined
      ? null
      : prepareDiscounts(store, await discountRequests(store, body.discounts), subscription.customer, id);
  if (discounts) subscription.discounts = discounts.ids;

  const proration = (oneOf(body.proration_behavior, 'proration_behavior', PRORATION_BEHAVIORS) ??
    'create_prorations') as ProrationBehavior;
  const behavior = oneOf(body.payment_behavior, 'payment_behavior', PAYMENT_BEHAVIORS) ?? 'allow_incomplete';
  const at = integer(body.proration_date, 'proration_date') ?? now;
  const endTrial = endsTrialNow(body.trial_end, 'trial_end');
  const changes = await itemChanges(store, subscription, body.items);
  if (subscription.pending_update && (changes.length > 0 || endTrial))
    await discardPendingUpdate(store, subscription, now);
  const { lines, newPeriod } = await changeLines(
    store,
    subscription,
    changes,
    endTrial ? now : at,
    proration,
    endTrial,
  );
  const local = subscription._local ?? {};

  if (newPeriod || (changes.length > 0 && proration === 'always_invoice')) {
    const draft = await subscriptionDraft(store, subscription, {
      lines: [...(local.pendingLines ?? []), ...lines],
      billingReason: 'subscription_update',
      at: now,
      periodStart: now,
      periodEnd: now,
      prorationDate: at,
      ...(discounts ? { discounts: discounts.applied } : {}),
    });
    const method = await billingPaymentMethod(store, subscription.customer, subscription);
    if (draft.invoice.amount_due > 0 && behavior === 'error_if_incomplete') {
      if (asksAuthentication(method)) throw requiresActionError();
      if (declines(method)) throw method ? declineError() : noPaymentMethodError();
    }
    await discounts?.commit();
    subscription._local = { ...local, pendingLines: [] };
    const pending = behavior === 'pending_if_incomplete';
    if (!pending) applyPriceChanges(subscription, changes, newPeriod);
    const paid = await issueInvoice(store, subscription, draft.invoice, { automatic: !pending });
    if (paid && pending) applyPriceChanges(subscription, changes, newPeriod);
    if (!paid && pending) {
      subscription.pending_update = pendingUpdateOf(subscription, changes, newPeriod, now);
      await store.save({ ...draft.invoice, _local: { ...draft.invoice._local, appliesPendingUpdate: true } });
    }
    if (!paid && !pending && draft.invoice.status === 'open') subscription.status = 'past_due';
    if (paid && subscription.status === 'past_due') subscription.status = 'active';
    dropSpentDiscounts(subscription, draft.invoice, draft.applied);
  } else {
    await discounts?.commit();
    applyPriceChanges(subscription, changes, null);
    if (lines.length > 0) subscription._local = { ...local, pendingLines: [...(local.pendingLines ?? []), ...lines] };
  }

  // Canceling at the period's end means the period this update leaves, which may be a new one (a trial ended now).
  if (subscription.cancel_at_period_end) subscription.cancel_at = periodOf(subscription).end;
  await store.save(subscription);
  await emitUpdated(store, 'customer.subscription.updated', before, subscription);
  if (endTrial && before.status === 'trialing') await store.emit('customer.subscription.trial_will_end', subscription);
  if (!before.pause_collection && subscription.pause_collection)
    await store.emit('customer.subscription.paused', subscription);
  if (before.pause_collection && !subscription.pause_collection)
    await store.emit('customer.subscription.resumed', subscription);
  return subscription;
}
