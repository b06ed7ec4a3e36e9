import { subscriptionEndpoints } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { refreshAfterSubscriptionChange } from './refresh-after-subscription-change';

/** Resumes a paused subscription, or keeps one that was set to cancel at the period end. */
export const resumeSubscription = (id: string) => callApi(subscriptionEndpoints.resume, { params: { id } });

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resumeSubscription, onSuccess: () => refreshAfterSubscriptionChange(queryClient) });
}
