import { historyEndpoints, messages } from '@lodestar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { historyKeys, type HistoryPageQuery } from '../../../lib/history-keys';

/** One page of the device's history, newest first, with the filter's total. */
export const findHistory = (deviceUUID: string, query: HistoryPageQuery) =>
  callApi(historyEndpoints.find, { params: { id: deviceUUID }, query: { ...query } });

export const historyPageQuery = (device: { deviceUUID: string; name: string }, query: HistoryPageQuery) =>
  queryOptions({
    queryKey: historyKeys.page(device.deviceUUID, query),
    queryFn: () => findHistory(device.deviceUUID, query),
    meta: { errorToast: messages.unableToLoadHistory(device.name) },
  });

/** One page of the grid; the last page stays on screen while the next loads. */
export function useHistoryPage(device: { deviceUUID: string; name: string }, query: HistoryPageQuery) {
  return useQuery({ ...historyPageQuery(device, query), placeholderData: keepPreviousData });
}
