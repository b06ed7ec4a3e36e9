import type { Coupon, Device, Plan, Subscription } from '@lodestar/contract';
import { useDeviceCode } from '../api/device-code';
import { useRecordFirstVisit } from '../api/record-first-visit';
import { subscriptionFor } from '../plan-button';

export interface FirstVisitOffer {
  plan: Plan;
  coupon: Coupon;
}

/**
 * On a device's first visit, when its trial was never used, the plan bought with it (its pre-purchased code)
 * is offered once the plans are loaded: the plan the code is for, unless the device already has a plan of that kind.
 * `dismiss` records the visit, so the offer is made once; the code stays usable in the payment popup.
 */
export function useFirstVisitOffer(
  device: Device,
  plans: readonly Plan[] | undefined,
  subscriptions: readonly Subscription[] | undefined,
) {
  const record = useRecordFirstVisit();
  // Dismissed once the visit is being recorded: the offer closes at once, before the device answers isFirstLogin false.
  const firstVisit = device.isFirstLogin && !device.isTrialAvailed && record.isIdle;
  const code = useDeviceCode(device.deviceUUID, firstVisit && plans !== undefined && subscriptions !== undefined);

  const coupon = code.data;
  const plan = coupon && plans?.find((each) => each.sourceData.productId === coupon.productId);
  const offer: FirstVisitOffer | null =
    firstVisit && coupon && plan && !subscriptionFor(plan, subscriptions ?? [], plans ?? []) ? { plan, coupon } : null;

  return { offer, dismiss: () => record.mutate(device._id) };
}
