import type { QueryClient } from '@tanstack/react-query';
import { deviceKeys } from '../../devices';
import { sharingKeys } from './sharing-keys';

/** After a share changes, the device's share list and every cached view of devices (share_count) read again. */
export function refreshAfterShareChange(queryClient: QueryClient, deviceUUID: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: sharingKeys.shares(deviceUUID) }),
    queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  ]);
}
