import { useQuery } from '@tanstack/react-query';
import { deviceQuery } from '../../devices';

/**
 * The shares that come with the device read (GET /api/devices/{id}), without a call of their own: whoever shows
 * them sits beside the device's own reader, so mounting does not read the device again.
 */
export function useDeviceShares(deviceRef: string) {
  return useQuery({
    ...deviceQuery(deviceRef),
    select: (response) => response.sharedDevices,
    refetchOnMount: false,
  });
}
