import { isUpdatable, scheduledPlanId, type Plan, type Subscription } from '@lodestar/contract';
import type { Translate } from '../../lib/i18n/translate';

/** Statuses of a subscription that still holds the device's plan. */
const LIVE_STATUSES: readonly Subscription['status'][] = ['trialing', 'active', 'past_due', 'pause', 'unpaid'];

/**
 * The live subscription a plan would replace: the device's one of the same plan type (a product plan replaces the
 * product plan, a Premium plan the Premium one). A subscription whose plan is no longer listed counts as a product plan.
 */
export function subscriptionFor(
  plan: Pick<Plan, 'type'>,
  subscriptions: readonly Subscription[],
  plans: readonly Pick<Plan, '_id' | 'type'>[],
): Subscription | undefined {
  const typeOf = (planId: string) => plans.find((each) => each._id === planId)?.type ?? 'product';
  return subscriptions.find(
    (subscription) => LIVE_STATUSES.includes(subscription.status) && typeOf(subscription.planId) === plan.type,
  );
}

/**
 * Whether another plan may replace the subscription now: when it is updatable, and also during a trial, which the
 * change ends (its confirmation warns of it). A pause or a cancellation at the period end must be resumed first.
 */
function mayChangePlan(subscription: Subscription): boolean {
  const { cancel_at_period_end, pause_collection } = subscription.sourceData;
  const trialOnly = subscription.status === 'trialing' && !cancel_at_period_end && pause_collection === null;
  return isUpdatable(subscription) || trialOnly;
}

export interface PlanButtonState {
  label: string;
  disabled: boolean;
  /** Why a plan that could be bought is not offered now. */
  reason: string | null;
}

/** The text of a plan card's button and whether it may be clicked, given the subscription it would replace. */
export function planButtonState(
  plan: Pick<Plan, '_id' | 'freeTrialDays'>,
  current: Subscription | undefined,
  t: Translate,
): PlanButtonState {
  if (current?.planId === plan._id)
    return { label: t('subscriptions.button.subscribed'), disabled: true, reason: null };
  if (current && scheduledPlanId(current) === plan._id)
    return { label: t('subscriptions.button.scheduled'), disabled: !isUpdatable(current), reason: null };
  const label =
    plan.freeTrialDays > 0
      ? t('subscriptions.button.trial', { days: plan.freeTrialDays })
      : t('subscriptions.button.activateNow');
  const blocked = current !== undefined && !mayChangePlan(current);
  const reason = t(current?.status === 'unpaid' ? 'billingMessages.planUnpaid' : 'subscriptions.button.resumeToChange');
  return { label, disabled: blocked, reason: blocked ? reason : null };
}
