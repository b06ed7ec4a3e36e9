import { subscriptionEndpoints } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { refreshAfterSubscriptionChange } from './refresh-after-subscription-change';

/** Drops the plan change scheduled for the end of the period: the plan renews unchanged. */
export const undoScheduledChange = (id: string) =>
  callApi(subscriptionEndpoints.undoScheduledChange, { params: { id } });

export function useUndoScheduledChange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: undoScheduledChange, onSuccess: () => refreshAfterSubscriptionChange(queryClient) });
}
