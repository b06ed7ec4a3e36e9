import { subscriptionEndpoints } from '@lodestar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { subscriptionKeys } from '../../../lib/subscription-keys';

export interface PreviewChangeInput {
  planId: string;
  deviceUUID: string;
  oldSubscriptionId: string;
}

/** What changing the subscription to the plan would charge now, before the change is confirmed. */
export const previewChange = ({ planId, ...body }: PreviewChangeInput) =>
  callApi(subscriptionEndpoints.previewChange, { params: { planId }, body });

/** Asked afresh each time a change is considered: the proration moves with the clock. */
export const previewChangeQuery = (input: PreviewChangeInput) =>
  queryOptions({
    queryKey: [...subscriptionKeys.all, 'preview', input] as const,
    queryFn: () => previewChange(input),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function usePreviewChange(input: PreviewChangeInput) {
  return useQuery(previewChangeQuery(input));
}
