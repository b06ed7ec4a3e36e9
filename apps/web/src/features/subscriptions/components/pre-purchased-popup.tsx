import { formatMoney } from '@lodestar/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { FirstVisitOffer } from '../hooks/use-first-visit-offer';
import { usePurchase } from '../hooks/use-purchase';
import { durationLabelOf } from '../plan-labels';

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
  const purchase = usePurchase();
  const activate = async () => {
    if (await purchase.buy(plan._id, async () => ({ deviceUUID, couponCode: coupon.code }))) onClose();
  };
  return (
    <>
      <ConfirmDialog
        title="Pre-purchased subscription"
        message={
          `This tracker came with the ${plan.name} plan (${durationLabelOf(plan)}, ` +
          `${formatMoney(plan.unitAmount, plan.currency)}), already paid for. Activate it now at no charge? ` +
          `You can also activate it later with the code ${coupon.code} in the payment popup.`
        }
        confirmLabel="Activate"
        dismissLabel="Later"
        destructive={false}
        pending={purchase.pending}
        onConfirm={() => void activate()}
        onClose={onClose}
      />
      {purchase.dialog}
    </>
  );
}
