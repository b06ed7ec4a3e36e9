import { historyEndpoints } from '@lodestar/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { historyKeys } from '../../../lib/history-keys';

export const getHistoryTrack = (deviceUUID: string, from: string, to: string) =>
  callApi(historyEndpoints.track, { params: { id: deviceUUID }, query: { from, to } });

/** The device's positions from `from` to `to` (ISO 8601), oldest first, once a range is chosen. */
export function useHistoryTrack(deviceUUID: string, range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: historyKeys.track(deviceUUID, range?.from ?? '', range?.to ?? ''),
    queryFn: () => getHistoryTrack(deviceUUID, range!.from, range!.to),
    enabled: range !== null,
  });
}
