import { historyEndpoints } from '@lodestar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { historyKeys } from '../../../lib/history-keys';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { RECENT_READ_MS } from '../../../lib/query-client';

/** The device's newest `perPage` positions for the map, newest first. */
export const getHistoryMap = (deviceUUID: string, perPage: number) =>
  callApi(historyEndpoints.map, { params: { id: deviceUUID }, query: { perPage } });

/** The map's read; a read ahead of the panel says nothing when it fails (the view asks again and tells). */
export const historyMapQuery = (deviceUUID: string, perPage: number) =>
  queryOptions({
    queryKey: historyKeys.map(deviceUUID, perPage),
    queryFn: () => getHistoryMap(deviceUUID, perPage),
    // Read while the device loads; new positions reach the cached pages live.
    staleTime: RECENT_READ_MS,
  });

/** What a view of the map's read toasts when it fails. */
export const historyMapMeta = (t: Translate) => ({ errorToast: t('messages.unableToLoadDeviceMap') });

/** The map's positions; the previous ones stay on the map while another per-page count loads. */
export function useHistoryMap(deviceUUID: string, perPage: number) {
  const t = useT();
  return useQuery({
    ...historyMapQuery(deviceUUID, perPage),
    meta: historyMapMeta(t),
    placeholderData: keepPreviousData,
  });
}
