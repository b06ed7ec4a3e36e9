import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchCachedDevice, updateDevice } from '../../devices';

/** Records that the plan page offered the plan bought with the device, so it is not offered on every visit. */
export function useRecordFirstVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) => updateDevice(deviceId, { _id: deviceId, isFirstLogin: false }),
    onSuccess: ({ device }) => patchCachedDevice(queryClient, device),
  });
}
