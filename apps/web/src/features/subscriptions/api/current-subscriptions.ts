import { subscriptionEndpoints } from '@lodestar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { subscriptionKeys } from '../../../lib/subscription-keys';
import { RECENT_READ_MS } from '../../../lib/query-client';

/** The device's live subscriptions (its SuperOwner only). */
export const getCurrentSubscriptions = (deviceUUID: string) =>
  callApi(subscriptionEndpoints.current, { query: { deviceUUID } });

export const currentSubscriptionsQuery = (deviceUUID: string) =>
  queryOptions({
    queryKey: subscriptionKeys.current(deviceUUID),
    queryFn: () => getCurrentSubscriptions(deviceUUID),
    staleTime: RECENT_READ_MS,
    select: (answer) => answer.data,
  });

export function useCurrentSubscriptions(deviceUUID: string) {
  return useQuery(currentSubscriptionsQuery(deviceUUID));
}
