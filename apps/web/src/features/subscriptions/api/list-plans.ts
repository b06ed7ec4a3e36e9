import { orderPlans, planEndpoints } from '@lodestar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { subscriptionKeys } from '../../../lib/subscription-keys';
import { RECENT_READ_MS } from '../../../lib/query-client';

/** The plans the device's SuperOwner may buy for it, in the buyer's currency (no trial once the device had one). */
export const listPlans = (deviceUUID: string) => callApi(planEndpoints.list, { query: { deviceID: deviceUUID } });

export const plansQuery = (deviceUUID: string) =>
  queryOptions({
    queryKey: subscriptionKeys.plans(deviceUUID),
    queryFn: () => listPlans(deviceUUID),
    staleTime: RECENT_READ_MS,
    select: (answer) => orderPlans(answer.data),
  });

/** `enabled: false` keeps the plans on screen as they are (a transfer just made, whose device is no longer the caller's). */
export function usePlans(deviceUUID: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...plansQuery(deviceUUID), enabled });
}
