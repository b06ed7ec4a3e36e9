import type { Device, SuccessMessage } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { deviceKeys } from './device-keys';
import type { DevicePage } from './find-devices';

export const removeDevice = (id: string) =>
  apiRequest<SuccessMessage>(`/devices/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (device: Device) => removeDevice(device._id),
    onSuccess: (_answer, removed) => {
      // Drop it from the lists at once, so the overview selects another device instead of asking for this one.
      queryClient.setQueriesData<DevicePage>(
        { queryKey: deviceKeys.lists },
        (page) => page && { ...page, devices: page.devices.filter((device) => device._id !== removed._id) },
      );
      return queryClient.invalidateQueries({ queryKey: deviceKeys.lists });
    },
  });
}
