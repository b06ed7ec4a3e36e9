import { subscriptionEndpoints } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { refreshAfterSubscriptionChange } from './refresh-after-subscription-change';

/** Cancels at the end of the current period. */
export const cancelSubscription = (id: string) => callApi(subscriptionEndpoints.cancel, { params: { id } });

/** Cancels now and refunds what was paid: within the grace period of a plan bought without a trial. */
export const cancelWithRefund = (id: string) => callApi(subscriptionEndpoints.refund, { params: { id } });

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelSubscription, onSuccess: () => refreshAfterSubscriptionChange(queryClient) });
}

export function useCancelWithRefund() {
  const queryClient = useQueryClient();
  // The refund's row reaches the payment history through the provider's events; the history sits under the
  // subscriptions' keys, so it is read again when the Payments page next shows it.
  return useMutation({ mutationFn: cancelWithRefund, onSuccess: () => refreshAfterSubscriptionChange(queryClient) });
}
