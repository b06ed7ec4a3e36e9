import { deviceEndpoints, type Device } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { callApi } from '../../../lib/api-client';
import { pathTo } from '../../../lib/paths';
import { useAppStore } from '../../../lib/store';
import { dropFromPages, forgetDevice } from './cached-devices';
import { groupKeys } from '../../../lib/group-keys';
import { deviceKeys } from './device-keys';

export const removeDevice = (id: string) => callApi(deviceEndpoints.remove, { params: { id } });

/**
 * Remove device. The device leaves the cached pages at once; when it was the current device, the current device is
 * cleared (the overview's selection then picks the first device left, and with none left nothing stays current),
 * and only then is its cached detail dropped, so that nothing on screen asks the server for it again.
 */
export function useRemoveDevice() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { deviceUUID: addressed } = useParams();

  return useMutation({
    mutationFn: (device: Device) => removeDevice(device._id),
    onSuccess: async (_answer, removed) => {
      dropFromPages(queryClient, removed);
      const store = useAppStore.getState();
      if (store.deviceUUID === removed.deviceUUID) store.setDeviceUUID(null);
      // Rendered at once (flushSync), so that no render still addresses the device once its detail is gone.
      if (addressed === removed.deviceUUID) {
        await navigate(pathTo('device-overview'), { replace: true, flushSync: true });
      }
      forgetDevice(queryClient, removed);
      // Groups list only devices their owner still sees, so the removed one leaves their counts and views too.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: deviceKeys.lists }),
        queryClient.invalidateQueries({ queryKey: groupKeys.all }),
      ]);
    },
  });
}
