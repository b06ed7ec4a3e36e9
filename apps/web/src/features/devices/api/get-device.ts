import { messages, type GetDeviceResponse } from '@lodestar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { deviceKeys } from './device-keys';

/** One device by `_id` or serial number, with its shares; a device the caller cannot see answers 404. */
export const getDevice = (ref: string) => apiRequest<GetDeviceResponse>(`/devices/${encodeURIComponent(ref)}`);

export const deviceQuery = (ref: string) =>
  queryOptions({
    queryKey: deviceKeys.detail(ref),
    queryFn: () => getDevice(ref),
    meta: { errorToast: messages.unableToLoadDevice },
  });

export function useDevice(ref: string) {
  return useQuery({ ...deviceQuery(ref), select: (response) => response.device[0] ?? null });
}
