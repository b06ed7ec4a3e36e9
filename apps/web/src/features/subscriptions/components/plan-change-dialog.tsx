import type { Plan, PlanChangePreview, Subscription } from '@lodestar/contract';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { displayMessage } from '../../../lib/toast';
import { useMoney, type Money } from '../../../lib/i18n/use-money';
import { usePreviewChange } from '../api/preview-change';
import { usePurchase } from '../hooks/use-purchase';
import { planChangeSentence } from '../plan-change-sentence';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { planNameIn } from '../../../lib/i18n/plan-name';

/** The spec's question, then why the change applies now or at renewal and what it costs, with the credit it uses. */
function changeQuestion(
  plan: Plan,
  current: Subscription,
  preview: PlanChangePreview,
  t: Translate,
  money: Money,
): string {
  return [
    t('subscriptions.change.confirm', { plan: planNameIn(t, plan.name) }),
    planChangeSentence(plan, current, preview, t, money),
    current.status === 'trialing' && current.planCycle === 0 ? t('subscriptions.change.endsTrial') : null,
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
  const t = useT();
  const money = useMoney();
  const preview = usePreviewChange({ planId: plan._id, deviceUUID, oldSubscriptionId: current._id });
  const purchase = usePurchase();

  const change = async (isUpgrade: boolean) => {
    const done = await purchase.buy(plan._id, async () => ({ deviceUUID, oldSubscriptionId: current._id, isUpgrade }));
    if (done) onClose();
  };

  const message = preview.isPending
    ? t('subscriptions.change.working')
    : preview.isError
      ? displayMessage(preview.error)
      : changeQuestion(plan, current, preview.data, t, money);
  return (
    <>
      <ConfirmDialog
        dismissLabel={t('subscriptions.back')}
        title={t('subscriptions.change.title')}
        message={message}
        confirmLabel={t('subscriptions.change.title')}
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
