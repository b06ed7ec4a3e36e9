import type { LocalStore } from '../store.js';
import { copy, emitUpdated, previousAttributes, recurringPrice } from './lookups.js';
import type { Subscription } from './model.js';
import { mergeMetadata } from './params.js';
import { changeLines, type PriceChange } from './proration.js';
import type { Phase, Schedule } from './schedule-phases.js';
import { applyPriceChanges } from './subscription-changes.js';
import { issueInvoice, subscriptionDraft } from './subscription-invoicing.js';
import { endSubscription } from './subscription-lifecycle.js';

/** When the schedule next needs work: its next phase's start, or the end of its last phase. */
export function scheduleDueAt(schedule: Schedule): number | null {
  if (schedule.status !== 'active' && schedule.status !== 'not_started') return null;
  const next = schedule.phases[(schedule._local?.current ?? 0) + 1];
  return next ? next.start_date : (schedule.phases.at(-1)?.end_date ?? null);
}

/**
 * Puts the subscription on the phase's prices and metadata. Mid-period that prorates as the phase says; at a period
 * boundary (a downgrade at period end) there is nothing left to prorate and the renewal bills the new price.
 */
export async function enterPhase(
  store: LocalStore,
  subscription: Subscription,
  phase: Phase,
  at: number,
): Promise<void> {
  const before = copy(subscription);
  const changes: PriceChange[] = [];
  for (const [index, item] of subscription.items.data.entries()) {
    const next = phase.items[index];
    if (next && next.price !== item.price.id)
      changes.push({ item, price: await recurringPrice(store, next.price, 'phases') });
  }
  const { lines, newPeriod } = await changeLines(store, subscription, changes, at, phase.proration_behavior);
  applyPriceChanges(subscription, changes, newPeriod);
  subscription.metadata = mergeMetadata(subscription.metadata, phase.metadata);
  if (newPeriod || (phase.proration_behavior === 'always_invoice' && lines.length > 0)) {
    const pending = subscription._local?.pendingLines ?? [];
    subscription._local = { ...subscription._local, pendingLines: [] };
    const { invoice } = await subscriptionDraft(store, subscription, {
      lines: [...pending, ...lines],
      billingReason: 'subscription_update',
      at,
      periodStart: at,
      periodEnd: at,
    });
    const paid = await issueInvoice(store, subscription, invoice, { automatic: true });
    if (!paid && invoice.status === 'open') subscription.status = 'past_due';
  } else if (lines.length > 0) {
    subscription._local = {
      ...subscription._local,
      pendingLines: [...(subscription._local?.pendingLines ?? []), ...lines],
    };
  }
  await store.save(subscription);
  await emitUpdated(store, 'customer.subscription.updated', before, subscription);
}

export async function releaseSchedule(store: LocalStore, schedule: Schedule, at: number): Promise<Schedule> {
  const before = copy(schedule);
  const subscription = schedule.subscription
    ? await store.find<Subscription>('subscription', schedule.subscription)
    : undefined;
  Object.assign(schedule, {
    status: 'released',
    released_at: at,
    released_subscription: schedule.subscription,
    subscription: null,
    current_phase: null,
  });
  await store.save(schedule);
  if (subscription) {
    const previous = copy(subscription);
    subscription.schedule = null;
    await store.save(subscription);
    await emitUpdated(store, 'customer.subscription.updated', previous, subscription);
  }
  await store.emit('subscription_schedule.released', schedule, previousAttributes(before, schedule));
  return schedule;
}

/**
 * The due step of a schedule: enter the next phase, or end after the last one. As with Stripe, a schedule stays
 * attached (`active`, its `current_phase` the last one) through its last phase, and only its end releases (or
 * cancels) the subscription.
 */
export async function advanceSchedule(store: LocalStore, schedule: Schedule, at: number): Promise<void> {
  const subscription = schedule.subscription
    ? await store.find<Subscription>('subscription', schedule.subscription)
    : undefined;
  const index = (schedule._local?.current ?? 0) + 1;
  const phase = schedule.phases[index];
  if (subscription && phase) {
    const before = copy(schedule);
    await enterPhase(store, subscription, phase, at);
    schedule._local = { current: index };
    schedule.current_phase = { start_date: phase.start_date, end_date: phase.end_date };
    await store.save(schedule);
    await store.emit('subscription_schedule.updated', schedule, previousAttributes(before, schedule));
    return;
  }
  if (schedule.end_behavior === 'cancel' && subscription) {
    Object.assign(schedule, { status: 'completed', completed_at: at, current_phase: null });
    await store.save(schedule);
    await store.emit('subscription_schedule.completed', schedule, { status: 'active' });
    await endSubscription(store, subscription, at, 'cancellation_requested');
    return;
  }
  await releaseSchedule(store, schedule, at);
}
