import { historyEndpoints, messages } from '@lodestar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { historyKeys } from '../../../lib/history-keys';

/** The device's newest `perPage` positions for the map, newest first. */
export const getHistoryMap = (deviceUUID: string, perPage: number) =>
  callApi(historyEndpoints.map, { params: { id: deviceUUID }, query: { perPage } });

export const historyMapQuery = (deviceUUID: string, perPage: number) =>
  queryOptions({
    queryKey: historyKeys.map(deviceUUID, perPage),
    queryFn: () => getHistoryMap(deviceUUID, perPage),
    meta: { errorToast: messages.unableToLoadDeviceMap },
  });

/** The map's positions; the previous ones stay on the map while another per-page count loads. */
export function useHistoryMap(deviceUUID: string, perPage: number) {
  return useQuery({ ...historyMapQuery(deviceUUID, perPage), placeholderData: keepPreviousData });
}
