import { deviceEndpoints, messages } from '@lodestar/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { RECENT_READ_MS } from '../../../lib/query-client';
import { deviceKeys } from './device-keys';

/** One device by `_id` or serial number, with its shares; a device the caller cannot see answers 404. */
export const getDevice = (ref: string) => callApi(deviceEndpoints.get, { params: { id: ref } });

export const deviceQuery = (ref: string) =>
  queryOptions({
    queryKey: deviceKeys.detail(ref),
    queryFn: () => getDevice(ref),
    staleTime: RECENT_READ_MS,
    meta: { errorToast: messages.unableToLoadDevice },
  });

interface DeviceReadOptions {
  /** Failures the page answers itself, with no 'Unable to load device' toast. */
  quietStatuses?: readonly number[];
}

function pageDeviceQuery(ref: string, { quietStatuses }: DeviceReadOptions) {
  const query = deviceQuery(ref);
  return { ...query, meta: quietStatuses ? { ...query.meta, quietStatuses } : query.meta };
}

export function useDevice(ref: string, options: DeviceReadOptions = {}) {
  return useQuery({ ...pageDeviceQuery(ref, options), select: (response) => response.device[0] ?? null });
}

/** Asks for the device before the page that reads it with `useDevice` (and the same options) has rendered. */
export const prefetchDevice = (queryClient: QueryClient, ref: string, options: DeviceReadOptions = {}) =>
  queryClient.prefetchQuery(pageDeviceQuery(ref, options));
