import type { Device, DeviceResponse } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { patchCachedDevice, updateCachedDevice } from '../../devices';

interface Change {
  /** The fields as they will be once the call succeeds; shown at once. */
  fields: Partial<Device>;
  call: () => Promise<DeviceResponse>;
}

/** Shows a device change at once, then keeps the server's device, or puts the old fields back and toasts the error. */
export function useOptimisticDeviceChange(device: Device) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: ({ call }: Change) => call(),
    onMutate: ({ fields }) => {
      const previous = Object.fromEntries(Object.keys(fields).map((key) => [key, device[key as keyof Device]]));
      updateCachedDevice(queryClient, device._id, (cached) => ({ ...cached, ...fields }));
      return previous as Partial<Device>;
    },
    onError: (_error, _change, previous) =>
      previous && updateCachedDevice(queryClient, device._id, (cached) => ({ ...cached, ...previous })),
    onSuccess: ({ device: updated }) => patchCachedDevice(queryClient, updated),
  });
  return {
    apply: (fields: Partial<Device>, call: () => Promise<DeviceResponse>) =>
      void toast.outcome(change.mutateAsync({ fields, call })),
    pending: change.isPending,
  };
}
