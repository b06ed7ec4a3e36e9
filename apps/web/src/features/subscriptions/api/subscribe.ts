import { subscriptionEndpoints, type SubscribeRequest } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { refreshAfterSubscriptionChange } from './refresh-after-subscription-change';

export interface SubscribeInput {
  planId: string;
  body: SubscribeRequest;
  /** The same for every request of one purchase: the server answers a repeat with the first answer. */
  idempotencyKey: string;
}

/** Buys a plan for a device, or changes its plan. */
export function subscribe({ planId, body, idempotencyKey }: SubscribeInput) {
  return callApi(
    subscriptionEndpoints.subscribe,
    { params: { planId }, body },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: subscribe, onSuccess: () => refreshAfterSubscriptionChange(queryClient) });
}
