import type { InsertShareRequest, ShareResponse, UpdateShareRequest } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterShareChange } from './refresh-after-share-change';

export const insertShare = (body: InsertShareRequest) =>
  apiRequest<ShareResponse>('/share-device/insert', { method: 'POST', body });

export const updateShare = (id: string, body: UpdateShareRequest) =>
  apiRequest<ShareResponse>(`/share-device/${encodeURIComponent(id)}`, { method: 'PUT', body });

export type ShareSave =
  { kind: 'insert'; body: InsertShareRequest } | { kind: 'update'; id: string; body: UpdateShareRequest };

/** Creates a share, or updates one when it already has an `_id` (spec part 1 §5). */
export function useSaveShare(deviceUUID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: ShareSave) =>
      save.kind === 'insert' ? insertShare(save.body) : updateShare(save.id, save.body),
    onSuccess: () => refreshAfterShareChange(queryClient, deviceUUID),
  });
}
