import type Stripe from 'stripe';
import {
  planDurations,
  planSubscriptionStatuses,
  scheduledPlanId,
  subscriptionStatusLabel,
  type PlanDuration,
  type PlanSubscriptionStatus,
  type Subscription,
} from '@lodestar/contract';
import type { ProviderPlan } from './provider-plans.js';
import { dayOf } from '../../lib/day-of.js';
import type { DeviceSubscriptionRow } from './subscriptions.repository.js';
import { idOf } from '../payments/index.js';

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

/** Whether the schedule is in its last phase and ends by releasing the subscription: it has nothing left to change. */
function onlyReleaseLeft(schedule: Stripe.SubscriptionSchedule): boolean {
  const last = schedule.phases.at(-1);
  const current = schedule.current_phase;
  return schedule.end_behavior === 'release' && last !== undefined && current !== null && current.start_date >= last.start_date;
}

/**
 * The subscription's schedule while it still has a change to make (a downgrade waiting for the period's end). One in
 * its last phase that ends by releasing the subscription is not: Stripe keeps it attached through that whole phase (a
 * year, on a yearly plan), yet its release changes nothing, so the plan is shown and handled as one without a schedule
 * and an action releases it first (docs/decisions/0050-a-schedule-in-its-last-phase.md).
 */
export function pendingScheduleOf(row: Pick<DeviceSubscriptionRow, 'provider' | 'schedule'>): { id: string; schedule: Stripe.SubscriptionSchedule | null } | null {
  const id = row.provider.schedule;
  if (!id) return null;
  const schedule = row.schedule?.id === id ? row.schedule : null;
  if (schedule && (!['active', 'not_started'].includes(schedule.status) || onlyReleaseLeft(schedule))) return null;
  return { id, schedule };
}

/**
 * The `sourceData`: the provider's own state of the subscription, which the row actions are decided on; its `schedule`
 * is the schedule that still has a change to make (see `pendingScheduleOf`).
 */
export function sourceDataOf(row: Pick<DeviceSubscriptionRow, 'provider' | 'schedule'>): Subscription['sourceData'] {
  const subscription = row.provider;
  const pause = subscription.pause_collection;
  return {
    status: subscription.status,
    cancel_at_period_end: subscription.cancel_at_period_end,
    pause_collection: pause ? { behavior: pause.behavior, resumes_at: pause.resumes_at ?? null } : null,
    schedule: pendingScheduleOf(row)?.id ?? null,
    trial_end: subscription.trial_end ?? null,
    ended_at: subscription.ended_at ?? null,
    cancellation_reason: subscription.cancellation_details?.reason ?? null,
  };
}

/** The subscription's tax rate (Lodestar gives each one rate at most), as the answer names it. */
function taxRateOf(subscription: Stripe.Subscription): Subscription['terms']['taxRate'] {
  const rate = subscription.default_tax_rates?.[0];
  return rate ? { name: rate.display_name, percentage: rate.percentage } : null;
}

/** What the row's actions and the plan change are decided on, as the answer shows it. */
export const rowStateOf = (row: DeviceSubscriptionRow) => ({ status: statusOf(row.provider), sourceData: sourceDataOf(row) });

const phaseMetadata = (metadata: Stripe.Metadata | null) => ({
  ...(metadata?.state ? { state: metadata.state } : {}),
  ...(metadata?.planId ? { planId: metadata.planId } : {}),
});

function scheduleDetailsOf(row: DeviceSubscriptionRow): Subscription['scheduleDetails'] {
  const schedule = pendingScheduleOf(row)?.schedule;
  if (!schedule) return null;
  return {
    phases: schedule.phases.map((phase) => ({ start_date: phase.start_date, end_date: phase.end_date ?? null, metadata: phaseMetadata(phase.metadata) })),
    current_phase: schedule.current_phase ? { start_date: schedule.current_phase.start_date, end_date: schedule.current_phase.end_date } : null,
  };
}

/** The plan the schedule switches to and when, named by `planName` (the catalogue's name of a plan id). */
function scheduledChangeOf(details: Subscription['scheduleDetails'], planName: (planId: string) => string): Subscription['scheduledChange'] {
  const planId = scheduledPlanId({ scheduleDetails: details });
  const next = details?.phases[1];
  return planId && next ? { planId, planName: planName(planId), startsAt: next.start_date } : null;
}

/** The plan id a pending schedule's next phase switches to, for its name to be looked up before the answer is made. */
export const scheduledPlanIdOf = (row: DeviceSubscriptionRow) => scheduledPlanId({ scheduleDetails: scheduleDetailsOf(row) });

const durationOf = (value: string | undefined): PlanDuration => (planDurations.includes(value as PlanDuration) ? (value as PlanDuration) : 'monthly');

/**
 * The spec's subscription, mapped from the provider's objects Lodestar keeps in step; `scheduledPlan` is the plan a
 * pending schedule switches to (see `scheduledPlanIdOf`).
 */
export function subscriptionAnswer(
  row: DeviceSubscriptionRow,
  { plan, scheduledPlan }: { plan: ProviderPlan | undefined; scheduledPlan: ProviderPlan | undefined },
  deviceUUID: string,
  { timeZone, refundableUntil }: { timeZone: string | null; refundableUntil: number | null },
): Subscription {
  const withoutLabel = answerWithoutLabel(row, plan, deviceUUID);
  const scheduledChange = scheduledChangeOf(withoutLabel.scheduleDetails, (planId) => (scheduledPlan?.planId === planId ? scheduledPlan.name : planId));
  const answer = { ...withoutLabel, scheduledChange, refundableUntil };
  return { ...answer, statusLabel: subscriptionStatusLabel(answer, (seconds) => dayOf(seconds, timeZone)) };
}

function answerWithoutLabel(
  row: DeviceSubscriptionRow,
  plan: ProviderPlan | undefined,
  deviceUUID: string,
): Omit<Subscription, 'statusLabel' | 'refundableUntil' | 'scheduledChange'> {
  const subscription = row.provider;
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
    terms: { currency, taxRate: taxRateOf(subscription) },
    paymentMethodId: idOf(subscription.default_payment_method),
    sourceData: sourceDataOf(row),
    scheduleDetails: scheduleDetailsOf(row),
    current_period_start: item.current_period_start,
    current_period_end: item.current_period_end,
    paidThrough: row.paidThrough,
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
