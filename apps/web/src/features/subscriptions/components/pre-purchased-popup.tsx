import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useT } from '../../../lib/i18n/use-t';
import { useMoney } from '../../../lib/i18n/use-money';
import type { FirstVisitOffer } from '../hooks/use-first-visit-offer';
import { usePurchase } from '../hooks/use-purchase';
import { durationLabelOf } from '../plan-labels';
import { planNameIn } from '../../../lib/i18n/plan-name';

/**
 * The plan bought with the tracker, offered on the device's first visit: activated at no charge with its code, which
 * pays it in full (no card, no trial spent); Later leaves the code for the payment popup.
 */
export function PrePurchasedPopup({
  offer: { plan, coupon },
  deviceUUID,
  onClose,
}: {
  offer: FirstVisitOffer;
  deviceUUID: string;
  onClose: () => void;
}) {
  const t = useT();
  const money = useMoney();
  const purchase = usePurchase();
  const activate = async () => {
    if (await purchase.buy(plan._id, async () => ({ deviceUUID, couponCode: coupon.code }))) onClose();
  };
  return (
    <>
      <ConfirmDialog
        title={t('subscriptions.prePurchased.title')}
        message={t('subscriptions.prePurchased.message', {
          plan: planNameIn(t, plan.name),
          duration: durationLabelOf(plan, t),
          price: money(plan.unitAmount, plan.currency),
          code: coupon.code,
        })}
        confirmLabel={t('subscriptions.prePurchased.activate')}
        dismissLabel={t('subscriptions.prePurchased.later')}
        destructive={false}
        pending={purchase.pending}
        onConfirm={() => void activate()}
        onClose={onClose}
      />
      {purchase.dialog}
    </>
  );
}
