import { historyEndpoints, messages, type LocationRecord } from '@lodestar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { activityKeys } from '../../../lib/activity-keys';

export interface DeviceHistories {
  /** The devices asked about: the answer covers these, even those it leaves out. */
  deviceUUIDs: readonly string[];
  perDevice: number;
  /** Grouped by device in request order, newest first within a device; devices the caller cannot see are left out. */
  locations: LocationRecord[];
}

/** The newest `perDevice` positions of each device (POST /api/v2/history). */
export async function getDeviceHistories(deviceUUIDs: readonly string[], perDevice: number): Promise<DeviceHistories> {
  const { locations } = await callApi(historyEndpoints.latest, { body: { deviceUUIDs: [...deviceUUIDs], perDevice } });
  return { deviceUUIDs, perDevice, locations };
}

export const deviceHistoriesQuery = (deviceUUIDs: readonly string[], perDevice: number) =>
  queryOptions({
    queryKey: activityKeys.histories(deviceUUIDs, perDevice),
    queryFn: () => getDeviceHistories(deviceUUIDs, perDevice),
    meta: { errorToast: messages.unableToLoadDeviceMap },
  });

/** The histories of the chosen devices; the last answer stays on screen while the next one loads. */
export function useDeviceHistories(deviceUUIDs: readonly string[], perDevice: number) {
  return useQuery({
    ...deviceHistoriesQuery(deviceUUIDs, perDevice),
    enabled: deviceUUIDs.length > 0,
    placeholderData: keepPreviousData,
  });
}
