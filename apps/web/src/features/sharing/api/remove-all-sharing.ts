import { sharingEndpoints } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { refreshAfterShareChange } from './refresh-after-share-change';

export const removeAllSharing = (uuid: string) => callApi(sharingEndpoints.removeAll, { params: { uuid } });

export function useRemoveAllSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAllSharing,
    onSuccess: (_answer, uuid) => refreshAfterShareChange(queryClient, uuid),
  });
}
