import { cancelChargesFirstPeriod, type Subscription } from '@lodestar/contract';
import { useState } from 'react';
import { displayMessage, toast } from '../../../lib/toast';
import { useNow } from '../../../lib/use-now';
import { useAuthenticatedCharge } from '../../payments';
import { useCancelSubscription, useCancelWithRefund } from '../api/cancel-subscription';
import { usePauseSubscription } from '../api/pause-subscription';
import { useResumeSubscription } from '../api/resume-subscription';
import { subscriptionMessages } from '../subscription-messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PausePopup } from './pause-popup';
import type { SubscriptionAction } from './subscription-row-menu';

const titles: Record<SubscriptionAction, string> = {
  pause: 'Pause subscription',
  resume: 'Resume subscription',
  cancel: 'Cancel subscription',
  refund: 'Cancel with refund',
};
const successes: Record<SubscriptionAction, string> = {
  pause: subscriptionMessages.paused,
  resume: subscriptionMessages.resumed,
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

/** The question before a cancel, with what it costs: an unpaid plan ends now; a trial's last 24 hours charge its first period. */
function cancelQuestion(subscription: Subscription, nowSeconds: number) {
  const { confirmCancel } = subscriptionMessages;
  if (subscription.status === 'unpaid') return `${confirmCancel} ${subscriptionMessages.endsNowUnpaid}`;
  if (cancelChargesFirstPeriod(subscription, nowSeconds)) return `${confirmCancel} ${subscriptionMessages.trialFirstPeriodDue}`;
  if (subscription.status === 'trialing') return `${confirmCancel} ${subscriptionMessages.trialEndsFree}`;
  return confirmCancel;
}

const questions: Record<SubscriptionAction, (subscription: Subscription, nowSeconds: number) => string> = {
  pause: pauseQuestion,
  resume: () => subscriptionMessages.confirmResume,
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
  const charge = useAuthenticatedCharge();
  const pending = charge.pending || [pause, resume, cancel, refund].some((mutation) => mutation.isPending);

  const run = async (call: () => Promise<unknown>) => {
    try {
      await call();
      toast.success(successes[action]);
      onClose();
    } catch (error) {
      toast.error(
        undefined,
        subscriptionMessages.unableTo(action === 'refund' ? 'cancel' : action, displayMessage(error)),
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
    else void run(() => ({ resume, cancel, refund })[action].mutateAsync(subscription._id));
  };
  return (
    <ConfirmDialog
      dismissLabel="Back"
      title={titles[action]}
      message={questions[action](subscription, now / 1000)}
      confirmLabel={titles[action]}
      destructive={action !== 'resume'}
      pending={pending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
