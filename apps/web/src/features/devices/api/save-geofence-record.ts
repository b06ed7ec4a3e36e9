import { geofenceEndpoints, type Device, type GeoFenceRecordRequest } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { updateCachedDevice } from './cached-devices';

/** Saves the fence: a boundary or a circle, and whether it is on. */
export const saveGeofenceRecord = (uuid: string, body: GeoFenceRecordRequest) =>
  callApi(geofenceEndpoints.saveRecord, { params: { uuid }, body });

/** Create or update the fence; the cached device takes the saved boundary or circle and on/off state. */
export function useSaveGeofenceRecord(device: Device) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GeoFenceRecordRequest) => saveGeofenceRecord(device.deviceUUID, body),
    onSuccess: ({ geoFence }) =>
      updateCachedDevice(queryClient, device._id, (cached) => ({
        ...cached,
        mapBoundaryPoints: geoFence.latLongs,
        geofenceCircle: geoFence.circle,
        geoFence: { ...cached.geoFence, enable: geoFence.active },
      })),
  });
}
