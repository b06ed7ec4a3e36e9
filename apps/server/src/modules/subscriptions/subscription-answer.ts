import type Stripe from 'stripe';
import { planDurations, planSubscriptionStatuses, subscriptionStatusLabel, type PlanDuration, type PlanSubscriptionStatus, type Subscription } from '@lodestar/contract';
import type { ProviderPlan } from './provider-plans.js';
import { dayOf } from '../../lib/day-of.js';
import type { DeviceSubscriptionRow } from './subscriptions.repository.js';

/** The first item: Lodestar's subscriptions have one price each. */
export function itemOf(subscription: Stripe.Subscription): Stripe.SubscriptionItem {
  return subscription.items.data[0]!;
}

/** The subscription's status: Stripe's, with an active subscription whose collection is paused shown as `pause`. */
export function statusOf(subscription: Pick<Stripe.Subscription, 'status' | 'pause_collection'>): PlanSubscriptionStatus {
  if (subscription.status === 'active' && subscription.pause_collection) return 'pause';
  if (subscription.status === 'paused') return 'pause';
  return planSubscriptionStatuses.includes(subscription.status as PlanSubscriptionStatus) ? (subscription.status as PlanSubscriptionStatus) : 'incomplete';
}

/** The `sourceData`: the provider's own state of the subscription, which the row actions are decided on. */
export function sourceDataOf(subscription: Stripe.Subscription): Subscription['sourceData'] {
  const pause = subscription.pause_collection;
  return {
    status: subscription.status,
    cancel_at_period_end: subscription.cancel_at_period_end,
    pause_collection: pause ? { behavior: pause.behavior, resumes_at: pause.resumes_at ?? null } : null,
    schedule: typeof subscription.schedule === 'string' ? subscription.schedule : (subscription.schedule?.id ?? null),
    trial_end: subscription.trial_end ?? null,
    ended_at: subscription.ended_at ?? null,
  };
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
export function subscriptionAnswer(
  row: DeviceSubscriptionRow,
  plan: ProviderPlan | undefined,
  deviceUUID: string,
  { timeZone, refundableUntil }: { timeZone: string | null; refundableUntil: number | null },
): Subscription {
  const answer = { ...answerWithoutLabel(row, plan, deviceUUID), refundableUntil };
  return { ...answer, statusLabel: subscriptionStatusLabel(answer, (seconds) => dayOf(seconds, timeZone)) };
}

function answerWithoutLabel(row: DeviceSubscriptionRow, plan: ProviderPlan | undefined, deviceUUID: string): Omit<Subscription, 'statusLabel' | 'refundableUntil'> {
  const subscription = row.provider;
  const schedule = row.schedule;
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
    authenticationInvoiceId: row.authenticationInvoiceId,
    plan: { name: plan?.name ?? row.planId, amount: price.unit_amount ?? 0, duration },
    terms: { currency },
    sourceData: sourceDataOf(subscription),
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
