import type { Device, DeviceResponse } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { usePendingValue } from '../../../lib/use-pending-value';
import { patchCachedDevice, updateCachedDevice } from '../api/cached-devices';

interface Change {
  /** The fields as they will be once the call succeeds; shown at once. */
  fields: Partial<Device>;
  call: () => Promise<DeviceResponse>;
}

/**
 * Shows a device change at once (in the control and in every cached list), then keeps the server's device, or puts
 * the old fields back and toasts the error.
 */
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
  const changing = usePendingValue<Partial<Device>>();
  return {
    apply: (fields: Partial<Device>, call: () => Promise<DeviceResponse>) =>
      void changing.run(fields, () => toast.outcome(change.mutateAsync({ fields, call }))),
    /** The device with the change being saved applied, from the event that started it. */
    shown: changing.pending ? { ...device, ...changing.pending } : device,
    pending: changing.pending !== undefined,
  };
}
