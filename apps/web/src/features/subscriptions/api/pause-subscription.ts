import { subscriptionEndpoints } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { refreshAfterSubscriptionChange } from './refresh-after-subscription-change';

/** Pauses collection until `resumeDate` (unix seconds). */
export const pauseSubscription = ({ id, resumeDate }: { id: string; resumeDate: number }) =>
  callApi(subscriptionEndpoints.pause, { params: { id }, body: { resumeDate } });

export function usePauseSubscription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: pauseSubscription, onSuccess: () => refreshAfterSubscriptionChange(queryClient) });
}
