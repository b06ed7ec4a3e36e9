import { subscriptionEndpoints, type Subscription } from '@lodestar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { subscriptionKeys } from '../../../lib/subscription-keys';
import { RECENT_READ_MS } from '../../../lib/query-client';

/** The device's latest plan, when it ended because its renewal could not be paid; null otherwise. */
const endedForPayment = (subscriptions: Subscription[]): Subscription | null => {
  const [latest] = subscriptions;
  return latest?.status === 'canceled' && latest.sourceData.cancellation_reason === 'payment_failed' ? latest : null;
};

/** The device's every plan, ended ones too (newest first), read for the one that ended unpaid. */
export const endedPlanQuery = (deviceUUID: string) =>
  queryOptions({
    queryKey: subscriptionKeys.history(deviceUUID),
    queryFn: () => callApi(subscriptionEndpoints.user, { query: { deviceUUID } }),
    staleTime: RECENT_READ_MS,
    select: (answer) => endedForPayment(answer.data),
  });

export function useEndedPlan(deviceUUID: string) {
  return useQuery(endedPlanQuery(deviceUUID));
}
