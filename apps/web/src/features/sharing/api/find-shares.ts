import { shareMessages, type Share } from '@lodestar/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sharingKeys } from './sharing-keys';

export const findShares = (deviceUUID: string) =>
  apiRequest<Share[]>(`/share-device/find/device/${encodeURIComponent(deviceUUID)}`);

/** Every share of the device, oldest first (Owner and SuperOwner see them all). */
export function useShares(deviceUUID: string) {
  return useQuery({
    queryKey: sharingKeys.shares(deviceUUID),
    queryFn: () => findShares(deviceUUID),
    meta: { errorToast: shareMessages.fetchFallback },
  });
}
