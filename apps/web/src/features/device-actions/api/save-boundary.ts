import type { Device, GeoFenceRecordRequest, GeoFenceRecordResponse } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { updateCachedDevice } from '../../devices/api/cached-devices';

export const saveBoundary = (uuid: string, body: GeoFenceRecordRequest) =>
  apiRequest<GeoFenceRecordResponse>(`/geo-fence/${encodeURIComponent(uuid)}`, { method: 'POST', body });

/** Create or update the boundary; the cached device takes the saved boundary and on/off state. */
export function useSaveBoundary(device: Device) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GeoFenceRecordRequest) => saveBoundary(device.deviceUUID, body),
    onSuccess: ({ geoFence }) =>
      updateCachedDevice(queryClient, device._id, (cached) => ({
        ...cached,
        mapBoundaryPoints: geoFence.latLongs,
        geoFence: { ...cached.geoFence, enable: geoFence.active },
      })),
  });
}
