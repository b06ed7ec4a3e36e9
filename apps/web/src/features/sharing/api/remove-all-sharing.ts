import type { SuccessMessage } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterShareChange } from './refresh-after-share-change';

export const removeAllSharing = (uuid: string) =>
  apiRequest<SuccessMessage>(`/share-device/all/${encodeURIComponent(uuid)}`, { method: 'DELETE' });

export function useRemoveAllSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAllSharing,
    onSuccess: (_answer, uuid) => refreshAfterShareChange(queryClient, uuid),
  });
}
