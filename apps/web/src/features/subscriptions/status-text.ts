import { paidPeriodEndOfPause, type Subscription } from '@lodestar/contract';
import type { Translate } from '../../lib/i18n/translate';
import { planNameIn } from '../../lib/i18n/plan-name';

/**
 * What the status means for the person, e.g. "Trial ends 20/06/2027", `day` writing a unix time as a day: in English
 * exactly the contract's `subscriptionStatusLabel`, which the server answers as `statusLabel`.
 */
export function subscriptionStatusText(
  subscription: Pick<
    Subscription,
    | 'status'
    | 'sourceData'
    | 'scheduledChange'
    | 'current_period_start'
    | 'current_period_end'
    | 'paidThrough'
    | 'authenticationInvoiceId'
  >,
  t: Translate,
  day: (unixSeconds: number) => string,
): string {
  const { sourceData, scheduledChange } = subscription;
  const at = (seconds: number | null) => (seconds ? day(seconds) : '');
  const authentication = Boolean(subscription.authenticationInvoiceId);
  switch (subscription.status) {
    case 'trialing':
      return t(
        sourceData.cancel_at_period_end
          ? 'subscriptions.status.trialEndsThenCancels'
          : 'subscriptions.status.trialEnds',
        {
          day: at(sourceData.trial_end),
        },
      );
    case 'active':
      if (scheduledChange)
        return t('subscriptions.status.changesTo', {
          plan: planNameIn(t, scheduledChange.planName),
          day: at(scheduledChange.startsAt),
        });
      return t(sourceData.cancel_at_period_end ? 'subscriptions.status.cancels' : 'subscriptions.status.renews', {
        day: at(subscription.current_period_end),
      });
    case 'pause':
      return pausedText(subscription, t, at);
    case 'past_due':
      return t(authentication ? 'paymentIssueLabels.authentication_required' : 'paymentIssueLabels.past_due');
    case 'incomplete':
      return t('subscriptions.status.incomplete');
    case 'incomplete_expired':
      return t('subscriptions.status.expired');
    case 'unpaid':
      return t(authentication ? 'paymentIssueLabels.authentication_required' : 'paymentIssueLabels.unpaid');
    case 'canceled':
      return t(
        sourceData.cancellation_reason === 'payment_failed'
          ? 'subscriptions.status.endedUnpaid'
          : 'subscriptions.status.ended',
        { day: at(sourceData.ended_at) },
      );
  }
}

/** A paused plan: active until its paid period ends, if it has not yet, then paused (until its resume date, if set). */
function pausedText(
  subscription: Parameters<typeof paidPeriodEndOfPause>[0] & Pick<Subscription, 'sourceData'>,
  t: Translate,
  at: (seconds: number | null) => string,
): string {
  const resumesAt = subscription.sourceData.pause_collection?.resumes_at ?? null;
  const activeUntil = paidPeriodEndOfPause(subscription);
  if (activeUntil)
    return resumesAt
      ? t('subscriptions.status.activeThenPausedUntil', { day: at(activeUntil), until: at(resumesAt) })
      : t('subscriptions.status.activeThenPaused', { day: at(activeUntil) });
  return resumesAt ? t('subscriptions.status.pausedUntil', { until: at(resumesAt) }) : t('subscriptions.status.paused');
}
