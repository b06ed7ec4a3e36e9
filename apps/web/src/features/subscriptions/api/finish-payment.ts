import { subscriptionEndpoints } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { refreshAfterSubscriptionChange } from './refresh-after-subscription-change';

/** After the card holder's authentication of a purchase's first payment: the plan bought, or the refusal saying why. */
export function finishPayment(id: string) {
  return callApi(subscriptionEndpoints.finishPayment, { params: { id } });
}

export function useFinishPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: finishPayment, onSettled: () => refreshAfterSubscriptionChange(queryClient) });
}
