import { sharingEndpoints } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { refreshAfterShareChange } from './refresh-after-share-change';

export const removeShare = (id: string) => callApi(sharingEndpoints.remove, { params: { id } });

export function useRemoveShare(deviceUUID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeShare,
    onSuccess: () => refreshAfterShareChange(queryClient, deviceUUID),
  });
}
