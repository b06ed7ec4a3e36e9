import type { Plan, PlanChangePreview, Subscription } from '@lodestar/contract';
import { displayMessage } from '../../../lib/toast';
import { usePreviewChange } from '../api/preview-change';
import { usePurchase } from '../hooks/use-purchase';
import { planChangeSentence } from '../plan-change-sentence';
import { subscriptionMessages } from '../subscription-messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/** The spec's question, then why the change applies now or at renewal and what it costs, with the credit it uses. */
function changeQuestion(plan: Plan, current: Subscription, preview: PlanChangePreview): string {
  return [
    subscriptionMessages.confirmChange(plan.name),
    planChangeSentence(plan, current, preview),
    current.status === 'trialing' && current.planCycle === 0 ? subscriptionMessages.endsTrial : null,
  ]
    .filter(Boolean)
    .join(' ');
}

interface PlanChangeDialogProps {
  plan: Plan;
  current: Subscription;
  deviceUUID: string;
  onClose: () => void;
}

/** Changing the device's plan: what it would cost is asked first, then the change is confirmed and made. */
export function PlanChangeDialog({ plan, current, deviceUUID, onClose }: PlanChangeDialogProps) {
  const preview = usePreviewChange({ planId: plan._id, deviceUUID, oldSubscriptionId: current._id });
  const purchase = usePurchase();

  const change = async (isUpgrade: boolean) => {
    const done = await purchase.buy(plan._id, async () => ({ deviceUUID, oldSubscriptionId: current._id, isUpgrade }));
    if (done) onClose();
  };

  const message = preview.isPending
    ? 'Working out what the change costs…'
    : preview.isError
      ? displayMessage(preview.error)
      : changeQuestion(plan, current, preview.data);
  return (
    <>
      <ConfirmDialog
        dismissLabel="Back"
        title="Change plan"
        message={message}
        confirmLabel="Change plan"
        destructive={false}
        disabled={!preview.isSuccess}
        pending={purchase.pending}
        onConfirm={() => preview.data && void change(preview.data.isUpgrade)}
        onClose={onClose}
      />
      {purchase.dialog}
    </>
  );
}
