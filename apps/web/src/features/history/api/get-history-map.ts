import { historyEndpoints, messages } from '@lodestar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { historyKeys } from '../../../lib/history-keys';
import { RECENT_READ_MS } from '../../../lib/query-client';

/** The device's newest `perPage` positions for the map, newest first. */
export const getHistoryMap = (deviceUUID: string, perPage: number) =>
  callApi(historyEndpoints.map, { params: { id: deviceUUID }, query: { perPage } });

export const historyMapQuery = (deviceUUID: string, perPage: number) =>
  queryOptions({
    queryKey: historyKeys.map(deviceUUID, perPage),
    queryFn: () => getHistoryMap(deviceUUID, perPage),
    // Read while the device loads; new positions reach the cached pages live.
    staleTime: RECENT_READ_MS,
    meta: { errorToast: messages.unableToLoadDeviceMap },
  });

/** The map's positions; the previous ones stay on the map while another per-page count loads. */
export function useHistoryMap(deviceUUID: string, perPage: number) {
  return useQuery({ ...historyMapQuery(deviceUUID, perPage), placeholderData: keepPreviousData });
}
