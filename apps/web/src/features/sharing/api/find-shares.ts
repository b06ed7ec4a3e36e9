import { shareMessages, sharingEndpoints } from '@lodestar/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { sharingKeys } from './sharing-keys';

export const findShares = (deviceUUID: string) => callApi(sharingEndpoints.find, { params: { uuid: deviceUUID } });

/** Every share of the device, oldest first (Owner and SuperOwner see them all). */
export function useShares(deviceUUID: string) {
  return useQuery({
    queryKey: sharingKeys.shares(deviceUUID),
    queryFn: () => findShares(deviceUUID),
    meta: { errorToast: shareMessages.fetchFallback },
  });
}
