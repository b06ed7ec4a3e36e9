import type { Coupon, Device, Plan, Subscription } from '@lodestar/contract';
import { useState } from 'react';
import { useDeviceCode } from '../api/device-code';
import { useRecordFirstVisit } from '../api/record-first-visit';
import { subscriptionFor } from '../plan-button';

export interface FirstVisitOffer {
  plan: Plan;
  coupon: Coupon;
}

/**
 * §2.1: on a device's first visit, when its trial was never used, the plan bought with it (its pre-purchased code)
 * is offered once the plans are loaded: the plan the code is for, unless the device already has a plan of that kind.
 * `dismiss` records the visit, so the offer is made once; the code stays usable in the payment popup.
 */
export function useFirstVisitOffer(
  device: Device,
  plans: readonly Plan[] | undefined,
  subscriptions: readonly Subscription[] | undefined,
) {
  const [dismissed, setDismissed] = useState(false);
  const record = useRecordFirstVisit();
  const firstVisit = device.isFirstLogin && !device.isTrialAvailed && !dismissed;
  const code = useDeviceCode(device.deviceUUID, firstVisit && plans !== undefined && subscriptions !== undefined);

  const coupon = code.data;
  const plan = coupon && plans?.find((each) => each.sourceData.productId === coupon.productId);
  const offer: FirstVisitOffer | null =
    firstVisit && coupon && plan && !subscriptionFor(plan, subscriptions ?? [], plans ?? []) ? { plan, coupon } : null;

  const dismiss = () => {
    setDismissed(true);
    record.mutate(device._id);
  };
  return { offer, dismiss };
}
