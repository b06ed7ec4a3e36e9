import { historyEndpoints, messages } from '@lodestar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { historyKeys } from '../../../lib/history-keys';

/** The device's newest `perPage` positions for the map, newest first. */
export const getHistoryMap = (deviceUUID: string, perPage: number) =>
  callApi(historyEndpoints.map, { params: { id: deviceUUID }, query: { perPage } });

/**
 * A page read moments ago is not asked again when the map shows: the history panel reads the first page while the
 * device loads, and new positions reach the cached pages live.
 */
const FRESH_MS = 10_000;

export const historyMapQuery = (deviceUUID: string, perPage: number) =>
  queryOptions({
    queryKey: historyKeys.map(deviceUUID, perPage),
    queryFn: () => getHistoryMap(deviceUUID, perPage),
    staleTime: FRESH_MS,
    meta: { errorToast: messages.unableToLoadDeviceMap },
  });

/** The map's positions; the previous ones stay on the map while another per-page count loads. */
export function useHistoryMap(deviceUUID: string, perPage: number) {
  return useQuery({ ...historyMapQuery(deviceUUID, perPage), placeholderData: keepPreviousData });
}
