import { historyEndpoints } from '@lodestar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { historyKeys, type HistoryPageQuery } from '../../../lib/history-keys';
import { useT } from '../../../lib/i18n/use-t';

/** One page of the device's history, newest first, with the filter's total. */
export const findHistory = (deviceUUID: string, query: HistoryPageQuery) =>
  callApi(historyEndpoints.find, { params: { id: deviceUUID }, query: { ...query } });

export const historyPageQuery = (deviceUUID: string, query: HistoryPageQuery) =>
  queryOptions({
    queryKey: historyKeys.page(deviceUUID, query),
    queryFn: () => findHistory(deviceUUID, query),
  });

/** One page of the grid; the last page stays on screen while the next loads. */
export function useHistoryPage(device: { deviceUUID: string; name: string }, query: HistoryPageQuery) {
  const t = useT();
  return useQuery({
    ...historyPageQuery(device.deviceUUID, query),
    meta: { errorToast: t('history.loadFailed', { name: device.name }) },
    placeholderData: keepPreviousData,
  });
}
