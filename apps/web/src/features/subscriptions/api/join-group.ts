import { couponEndpoints } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { refreshAfterSubscriptionChange } from './refresh-after-subscription-change';

/** Joins a subscription group by its code: the group's plan covers the device from now on. */
export const joinGroup = ({ code, deviceUUID }: { code: string; deviceUUID: string }) =>
  callApi(couponEndpoints.joinGroup, { params: { code }, query: { deviceUUID } });

export function useJoinGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: joinGroup, onSuccess: () => refreshAfterSubscriptionChange(queryClient) });
}
