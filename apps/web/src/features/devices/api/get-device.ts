import { deviceEndpoints, messages } from '@lodestar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deviceKeys } from './device-keys';

/** One device by `_id` or serial number, with its shares; a device the caller cannot see answers 404. */
export const getDevice = (ref: string) => callApi(deviceEndpoints.get, { params: { id: ref } });

export const deviceQuery = (ref: string) =>
  queryOptions({
    queryKey: deviceKeys.detail(ref),
    queryFn: () => getDevice(ref),
    meta: { errorToast: messages.unableToLoadDevice },
  });

/** `quietStatuses`: failures the page answers itself, with no 'Unable to load device' toast. */
export function useDevice(ref: string, { quietStatuses }: { quietStatuses?: readonly number[] } = {}) {
  const query = deviceQuery(ref);
  return useQuery({
    ...query,
    meta: quietStatuses ? { ...query.meta, quietStatuses } : query.meta,
    select: (response) => response.device[0] ?? null,
  });
}
