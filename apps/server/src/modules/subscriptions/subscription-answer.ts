import type Stripe from 'stripe';
import { planDurations, planSubscriptionStatuses, type PlanDuration, type PlanSubscriptionStatus, type Subscription } from '@lodestar/contract';
import type { ProviderPlan } from './provider-plans.js';
import type { DeviceSubscriptionRow } from './billing.repository.js';

const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "20 Jun 2027", in the person's time zone when they chose one. */
export function dayOf(unixSeconds: number, timeZone: string | null): string {
  const date = new Date(unixSeconds * 1000);
  try {
    return timeZone ? new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(date) : DAY_MONTH_YEAR.format(date);
  } catch {
    return DAY_MONTH_YEAR.format(date);
  }
}

/** The first item: Lodestar's subscriptions have one price each. */
export function itemOf(subscription: Stripe.Subscription): Stripe.SubscriptionItem {
  return subscription.items.data[0]!;
}

/** §3's status: Stripe's, with an active subscription whose collection is paused shown as `pause`. */
export function statusOf(subscription: Pick<Stripe.Subscription, 'status' | 'pause_collection'>): PlanSubscriptionStatus {
  if (subscription.status === 'active' && subscription.pause_collection) return 'pause';
  if (subscription.status === 'paused') return 'pause';
  return planSubscriptionStatuses.includes(subscription.status as PlanSubscriptionStatus) ? (subscription.status as PlanSubscriptionStatus) : 'incomplete';
}

export function statusLabelOf(subscription: Stripe.Subscription, timeZone: string | null): string {
  const day = (seconds: number | null | undefined) => (seconds ? dayOf(seconds, timeZone) : '');
  const periodEnd = itemOf(subscription).current_period_end;
  switch (statusOf(subscription)) {
    case 'trialing':
      return subscription.cancel_at_period_end ? `Trial ends ${day(subscription.trial_end)}, then cancels` : `Trial ends ${day(subscription.trial_end)}`;
    case 'active':
      return subscription.cancel_at_period_end ? `Cancels ${day(periodEnd)}` : `Renews ${day(periodEnd)}`;
    case 'pause': {
      const resumesAt = subscription.pause_collection?.resumes_at;
      return resumesAt ? `Paused until ${day(resumesAt)}` : 'Paused';
    }
    case 'past_due':
      return 'Payment failed: update your card';
    case 'incomplete':
      return 'Payment incomplete';
    case 'incomplete_expired':
      return 'Payment expired';
    case 'unpaid':
      return 'Unpaid: update your card';
    case 'canceled':
      return `Ended ${day(subscription.ended_at ?? subscription.canceled_at)}`;
  }
}

const phaseMetadata = (metadata: Stripe.Metadata | null) => ({
  ...(metadata?.state ? { state: metadata.state } : {}),
  ...(metadata?.planId ? { planId: metadata.planId } : {}),
});

function scheduleDetailsOf(schedule: Stripe.SubscriptionSchedule | null): Subscription['scheduleDetails'] {
  if (!schedule || !['active', 'not_started'].includes(schedule.status)) return null;
  return {
    phases: schedule.phases.map((phase) => ({ start_date: phase.start_date, end_date: phase.end_date ?? null, metadata: phaseMetadata(phase.metadata) })),
    current_phase: schedule.current_phase ? { start_date: schedule.current_phase.start_date, end_date: schedule.current_phase.end_date } : null,
  };
}

const durationOf = (value: string | undefined): PlanDuration => (planDurations.includes(value as PlanDuration) ? (value as PlanDuration) : 'monthly');

/** The spec's subscription, mapped from the provider's objects Lodestar keeps in step. */
export function subscriptionAnswer(row: DeviceSubscriptionRow, plan: ProviderPlan | undefined, deviceUUID: string, timeZone: string | null): Subscription {
  const subscription = row.provider as unknown as Stripe.Subscription;
  const schedule = row.schedule as unknown as Stripe.SubscriptionSchedule | null;
  const item = itemOf(subscription);
  const price = item.price;
  const currency = price.currency as Subscription['terms']['currency'];
  const duration = plan?.duration ?? durationOf(undefined);
  return {
    _id: row.id,
    id: row.id,
    deviceUUID,
    planId: row.planId,
    status: statusOf(subscription),
    planCycle: row.paidCycles,
    statusLabel: statusLabelOf(subscription, timeZone),
    plan: { name: plan?.name ?? row.planId, amount: price.unit_amount ?? 0, duration },
    terms: { currency },
    sourceData: {
      status: subscription.status,
      cancel_at_period_end: subscription.cancel_at_period_end,
      pause_collection: subscription.pause_collection
        ? { behavior: subscription.pause_collection.behavior, resumes_at: subscription.pause_collection.resumes_at ?? null }
        : null,
      schedule: typeof subscription.schedule === 'string' ? subscription.schedule : (subscription.schedule?.id ?? null),
      trial_end: subscription.trial_end ?? null,
    },
    scheduleDetails: scheduleDetailsOf(schedule),
    current_period_start: item.current_period_start,
    current_period_end: item.current_period_end,
    metadata: {
      planId: row.planId,
      duration,
      frequencyDays: String(plan?.frequencyDays ?? 0),
      pauseDeductionActive: plan?.pauseDeduction.active ? 'true' : 'false',
      pauseDeductionAmount: String(plan?.prices[currency]?.pauseDeductionAmount ?? 0),
      pauseDeductionDays: String(plan?.pauseDeduction.days ?? 0),
    },
  };
}
