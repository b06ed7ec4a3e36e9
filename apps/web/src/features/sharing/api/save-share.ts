import { sharingEndpoints, type InsertShareRequest, type UpdateShareRequest } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { refreshAfterShareChange } from './refresh-after-share-change';

export const insertShare = (body: InsertShareRequest) => callApi(sharingEndpoints.insert, { body });

export const updateShare = (id: string, body: UpdateShareRequest) => callApi(sharingEndpoints.update, { params: { id }, body });

export type ShareSave =
  { kind: 'insert'; body: InsertShareRequest } | { kind: 'update'; id: string; body: UpdateShareRequest };

/** Creates a share, or updates one when it already has an `_id`. */
export function useSaveShare(deviceUUID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: ShareSave) =>
      save.kind === 'insert' ? insertShare(save.body) : updateShare(save.id, save.body),
    onSuccess: () => refreshAfterShareChange(queryClient, deviceUUID),
  });
}
