import { couponEndpoints } from '@lodestar/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { subscriptionKeys } from '../../../lib/subscription-keys';

/** The unused pre-purchased code bound to the device (a plan bought with the tracker), or null. */
export const getDeviceCode = (deviceUUID: string) => callApi(couponEndpoints.deviceCode, { params: { deviceUUID } });

export function useDeviceCode(deviceUUID: string, enabled: boolean) {
  return useQuery({
    queryKey: subscriptionKeys.deviceCode(deviceUUID),
    queryFn: () => getDeviceCode(deviceUUID),
    select: (answer) => answer.coupon,
    enabled,
  });
}
