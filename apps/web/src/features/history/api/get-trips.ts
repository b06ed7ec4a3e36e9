import { tripsCsvFileName, tripsEndpoints } from '@lodestar/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TimeRange } from '../../../components/time-range-fields';
import { callApi, callApiForFile } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { historyKeys } from '../../../lib/history-keys';
import { saveBlob } from '../../../lib/save-blob';

/** The browser's zone, in which the server counts the days of the summary (as the screen shows the times). */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The device's trips and stops over the range. */
export function useTrips(deviceUUID: string, range: TimeRange) {
  const t = useT();
  const timeZone = viewerTimeZone();
  return useQuery({
    queryKey: historyKeys.trips(deviceUUID, range.from, range.to, timeZone),
    queryFn: () => callApi(tripsEndpoints.trips, { params: { id: deviceUUID }, query: { ...range, timeZone } }),
    meta: { errorToast: t('trips.loadFailed') },
  });
}

/** Export CSV of the range's trips and stops, saved as `device-trips-{uuid}.csv`. */
export function useExportTripsCsv(deviceUUID: string) {
  return useMutation({
    mutationFn: async (range: TimeRange) =>
      saveBlob(
        await callApiForFile(tripsEndpoints.csv, {
          params: { id: deviceUUID },
          query: { ...range, timeZone: viewerTimeZone() },
        }),
        tripsCsvFileName(deviceUUID),
      ),
  });
}
