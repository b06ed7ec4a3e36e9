import { couponEndpoints } from '@lodestar/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export interface ApplyCouponInput {
  code: string;
  deviceUUID: string;
  /** The plan's product; the server refuses a code that fits no plan. */
  productId: string;
}

/** Checks a coupon code for the device and the plan's product; answers what it takes off. */
export const applyCoupon = (params: ApplyCouponInput) => callApi(couponEndpoints.apply, { params });

export function useApplyCoupon() {
  return useMutation({ mutationFn: applyCoupon });
}
