import { historyChartsEndpoints } from '@lodestar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import type { TimeRange } from '../../../components/time-range-fields';
import { historyKeys } from '../../../lib/history-keys';

/** The device's readings over the range, in buckets the server sizes. */
export const getHistoryCharts = (deviceUUID: string, range: TimeRange) =>
  callApi(historyChartsEndpoints.charts, { params: { id: deviceUUID }, query: { ...range } });

export const historyChartsQuery = (t: Translate, deviceUUID: string, range: TimeRange) =>
  queryOptions({
    queryKey: historyKeys.charts(deviceUUID, range.from, range.to),
    queryFn: () => getHistoryCharts(deviceUUID, range),
    meta: { errorToast: t('historyCharts.loadFailed') },
  });

/** The charts of the range; those of the last range stay on screen while the next loads. */
export function useHistoryCharts(deviceUUID: string, range: TimeRange) {
  const t = useT();
  return useQuery({ ...historyChartsQuery(t, deviceUUID, range), placeholderData: keepPreviousData });
}
