import { cancelChargesFirstPeriod, paidPeriodEndOfPause, type Subscription } from '@lodestar/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDate } from '../../../lib/date-time';
import type { MessageId } from '../../../lib/i18n/catalogue';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { displayMessage, toast } from '../../../lib/toast';
import { useNow } from '../../../lib/use-now';
import { useAuthenticatedCharge } from '../../payments';
import { useMoney, type Money } from '../../../lib/i18n/use-money';
import { useCancelSubscription, useCancelWithRefund } from '../api/cancel-subscription';
import { usePauseSubscription } from '../api/pause-subscription';
import { useResumeSubscription } from '../api/resume-subscription';
import { useUndoScheduledChange } from '../api/undo-scheduled-change';
import { PausePopup } from './pause-popup';
import type { SubscriptionAction } from './subscription-row-menu';
import { planNameIn } from '../../../lib/i18n/plan-name';

const titles: Record<SubscriptionAction, MessageId> = {
  pause: 'subscriptions.action.pauseTitle',
  resume: 'subscriptions.action.resumeTitle',
  undoScheduledChange: 'subscriptions.action.undoScheduledChange',
  cancel: 'subscriptions.action.cancelTitle',
  refund: 'subscriptions.action.refund',
};
const successes: Record<SubscriptionAction, MessageId> = {
  pause: 'billingMessages.paused',
  resume: 'billingMessages.resumed',
  undoScheduledChange: 'billingMessages.scheduledChangeUndone',
  cancel: 'billingMessages.canceled',
  refund: 'billingMessages.refunded',
};
const failures: Record<SubscriptionAction, MessageId> = {
  pause: 'subscriptions.unableTo.pause',
  resume: 'subscriptions.unableTo.resume',
  undoScheduledChange: 'subscriptions.unableTo.undoChange',
  cancel: 'subscriptions.unableTo.cancel',
  refund: 'subscriptions.unableTo.cancel',
};

/** What a question is asked with: the texts and money of the shown language, and the time now in unix seconds. */
interface Asking {
  t: Translate;
  money: Money;
  nowSeconds: number;
}

/** The question before a pause: its monthly fee when the plan charges one for a long pause. */
function pauseQuestion({ metadata, terms }: Subscription, { t, money }: Asking) {
  return metadata.pauseDeductionActive === 'true'
    ? t('subscriptions.confirm.pauseDeduction', {
        amount: money(Number(metadata.pauseDeductionAmount), terms.currency),
        days: Number(metadata.pauseDeductionDays),
      })
    : t('subscriptions.confirm.pause');
}

const day = (seconds: number) => formatDate(seconds * 1000);

/** What a cancel does besides: an unpaid plan ends now; a trial's last 24 hours charge its first period; a pause or a scheduled change is dropped. */
function cancelEffect(subscription: Subscription, { t, nowSeconds }: Asking): string | null {
  const { scheduledChange } = subscription;
  if (subscription.status === 'unpaid') return t('subscriptions.cancel.endsNowUnpaid');
  if (cancelChargesFirstPeriod(subscription, nowSeconds)) return t('subscriptions.cancel.trialFirstPeriodDue');
  if (subscription.status === 'trialing') return t('subscriptions.cancel.trialEndsFree');
  if (subscription.status === 'pause') {
    const paidUntil = paidPeriodEndOfPause(subscription);
    return paidUntil
      ? t('subscriptions.cancel.endsPause', { date: day(paidUntil) })
      : t('subscriptions.cancel.endsPausedNow');
  }
  if (scheduledChange)
    return t('subscriptions.cancel.dropsScheduledChange', {
      plan: planNameIn(t, scheduledChange.planName),
      date: day(scheduledChange.startsAt),
    });
  return null;
}

/** The spec's question before a cancel, with what it does besides. */
function cancelQuestion(subscription: Subscription, asking: Asking) {
  const question = asking.t('subscriptions.confirm.cancel');
  const effect = cancelEffect(subscription, asking);
  return effect ? `${question} ${effect}` : question;
}

/** The question before a scheduled change is undone: the plan it would have become, and the one that stays. */
function undoChangeQuestion({ scheduledChange, plan, current_period_end }: Subscription, { t }: Asking) {
  return t('subscriptions.confirm.undoChange', {
    plan: planNameIn(t, scheduledChange?.planName ?? ''),
    current: planNameIn(t, plan.name),
    date: day(current_period_end),
  });
}

const questions: Record<SubscriptionAction, (subscription: Subscription, asking: Asking) => string> = {
  pause: pauseQuestion,
  resume: (_subscription, { t }) => t('subscriptions.confirm.resume'),
  undoScheduledChange: undoChangeQuestion,
  cancel: cancelQuestion,
  refund: (_subscription, { t }) => `${t('subscriptions.confirm.refund')} ${t('subscriptions.confirm.refundGoesBack')}`,
};

/** A row action: asked first, then (for a pause) its resume date; its outcome is toasted and the list reloads. */
export function SubscriptionActionDialog({
  action,
  subscription,
  onClose,
}: {
  action: SubscriptionAction;
  subscription: Subscription;
  onClose: () => void;
}) {
  const t = useT();
  const money = useMoney();
  const [confirmed, setConfirmed] = useState(false);
  const now = useNow(60_000);
  const pause = usePauseSubscription();
  const resume = useResumeSubscription();
  const cancel = useCancelSubscription();
  const refund = useCancelWithRefund();
  const undoScheduledChange = useUndoScheduledChange();
  const charge = useAuthenticatedCharge();
  const pending =
    charge.pending || [pause, resume, cancel, refund, undoScheduledChange].some((mutation) => mutation.isPending);

  const run = async (call: () => Promise<unknown>) => {
    try {
      await call();
      toast.success(t(successes[action]));
      onClose();
    } catch (error) {
      toast.error(undefined, t(failures[action], { message: displayMessage(error) }));
    }
  };

  // A pause fee whose card asks its holder to authenticate it gets that step, then the pause is asked again.
  const pauseUntil = (resumeDate: number) =>
    run(() => charge.run((idempotencyKey) => pause.mutateAsync({ id: subscription._id, resumeDate, idempotencyKey })));

  if (action === 'pause' && confirmed)
    return (
      <>
        <PausePopup
          subscription={subscription}
          pending={pending}
          onPause={(resumeDate) => void pauseUntil(resumeDate)}
          onClose={onClose}
        />
        {charge.dialog}
      </>
    );

  const confirm = () => {
    if (action === 'pause') setConfirmed(true);
    else void run(() => ({ resume, cancel, refund, undoScheduledChange })[action].mutateAsync(subscription._id));
  };
  return (
    <ConfirmDialog
      dismissLabel={t('subscriptions.back')}
      title={t(titles[action])}
      message={questions[action](subscription, { t, money, nowSeconds: now / 1000 })}
      confirmLabel={t(titles[action])}
      destructive={action === 'cancel' || action === 'refund' || action === 'pause'}
      pending={pending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
