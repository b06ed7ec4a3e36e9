import { subscriptionEndpoints } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { refreshAfterSubscriptionChange } from './refresh-after-subscription-change';

/** Cancels at the end of the current period. */
export const cancelSubscription = (id: string) => callApi(subscriptionEndpoints.cancel, { params: { id } });

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelSubscription, onSuccess: () => refreshAfterSubscriptionChange(queryClient) });
}
