import { billingMessages, cancelChargesFirstPeriod, paidPeriodEndOfPause, type Subscription } from '@lodestar/contract';
import { useState } from 'react';
import { formatDate } from '../../../lib/date-time';
import { displayMessage, toast } from '../../../lib/toast';
import { useNow } from '../../../lib/use-now';
import { useAuthenticatedCharge } from '../../payments';
import { useCancelSubscription, useCancelWithRefund } from '../api/cancel-subscription';
import { usePauseSubscription } from '../api/pause-subscription';
import { useResumeSubscription } from '../api/resume-subscription';
import { useUndoScheduledChange } from '../api/undo-scheduled-change';
import { subscriptionMessages } from '../subscription-messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PausePopup } from './pause-popup';
import type { SubscriptionAction } from './subscription-row-menu';

const titles: Record<SubscriptionAction, string> = {
  pause: 'Pause subscription',
  resume: 'Resume subscription',
  undoScheduledChange: 'Undo scheduled change',
  cancel: 'Cancel subscription',
  refund: 'Cancel with refund',
};
const successes: Record<SubscriptionAction, string> = {
  pause: subscriptionMessages.paused,
  resume: subscriptionMessages.resumed,
  undoScheduledChange: billingMessages.scheduledChangeUndone,
  cancel: subscriptionMessages.canceled,
  refund: subscriptionMessages.refunded,
};

/** The question before a pause: its monthly fee when the plan charges one for a long pause. */
function pauseQuestion({ metadata, terms }: Subscription) {
  return metadata.pauseDeductionActive === 'true'
    ? subscriptionMessages.pauseDeduction(
        terms.currency,
        Number(metadata.pauseDeductionAmount),
        metadata.pauseDeductionDays,
      )
    : subscriptionMessages.confirmPause;
}

const day = (seconds: number) => formatDate(seconds * 1000);

/** What a cancel does besides: an unpaid plan ends now; a trial's last 24 hours charge its first period; a pause or a scheduled change is dropped. */
function cancelEffect(subscription: Subscription, nowSeconds: number): string | null {
  const { scheduledChange } = subscription;
  if (subscription.status === 'unpaid') return subscriptionMessages.endsNowUnpaid;
  if (cancelChargesFirstPeriod(subscription, nowSeconds)) return subscriptionMessages.trialFirstPeriodDue;
  if (subscription.status === 'trialing') return subscriptionMessages.trialEndsFree;
  if (subscription.status === 'pause') {
    const paidUntil = paidPeriodEndOfPause(subscription);
    return paidUntil ? subscriptionMessages.cancelEndsPause(day(paidUntil)) : subscriptionMessages.cancelEndsPausedNow;
  }
  if (scheduledChange) return subscriptionMessages.cancelDropsScheduledChange(scheduledChange.planName, day(scheduledChange.startsAt));
  return null;
}

/** The spec's question before a cancel, with what it does besides. */
function cancelQuestion(subscription: Subscription, nowSeconds: number) {
  const effect = cancelEffect(subscription, nowSeconds);
  return effect ? `${subscriptionMessages.confirmCancel} ${effect}` : subscriptionMessages.confirmCancel;
}

/** The question before a scheduled change is undone: the plan it would have become, and the one that stays. */
function undoChangeQuestion({ scheduledChange, plan, current_period_end }: Subscription) {
  return subscriptionMessages.confirmUndoChange(scheduledChange?.planName ?? '', plan.name, day(current_period_end));
}

const questions: Record<SubscriptionAction, (subscription: Subscription, nowSeconds: number) => string> = {
  pause: pauseQuestion,
  resume: () => subscriptionMessages.confirmResume,
  undoScheduledChange: undoChangeQuestion,
  cancel: cancelQuestion,
  refund: () => `${subscriptionMessages.confirmRefund} ${subscriptionMessages.refundGoesBack}`,
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
      toast.success(successes[action]);
      onClose();
    } catch (error) {
      toast.error(
        undefined,
        action === 'undoScheduledChange'
          ? subscriptionMessages.unableToUndoChange(displayMessage(error))
          : subscriptionMessages.unableTo(action === 'refund' ? 'cancel' : action, displayMessage(error)),
      );
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
      dismissLabel="Back"
      title={titles[action]}
      message={questions[action](subscription, now / 1000)}
      confirmLabel={titles[action]}
      destructive={action === 'cancel' || action === 'refund' || action === 'pause'}
      pending={pending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
