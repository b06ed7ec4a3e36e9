import type { SuccessMessage } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterShareChange } from './refresh-after-share-change';

export const removeShare = (id: string) =>
  apiRequest<SuccessMessage>(`/share-device/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useRemoveShare(deviceUUID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeShare,
    onSuccess: () => refreshAfterShareChange(queryClient, deviceUUID),
  });
}
