import { subscriptionEndpoints } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { refreshAfterSubscriptionChange } from './refresh-after-subscription-change';

export interface PauseInput {
  id: string;
  /** Unix seconds. */
  resumeDate: number;
  /** The same for both requests of one pause whose fee asks for authentication: the repeat finishes the first. */
  idempotencyKey: string;
}

/** Pauses collection until `resumeDate`, charging the pause fee first when the plan has one. */
export const pauseSubscription = ({ id, resumeDate, idempotencyKey }: PauseInput) =>
  callApi(
    subscriptionEndpoints.pause,
    { params: { id }, body: { resumeDate } },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );

export function usePauseSubscription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: pauseSubscription, onSuccess: () => refreshAfterSubscriptionChange(queryClient) });
}
