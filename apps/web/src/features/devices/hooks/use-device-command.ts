import type { DeviceResponse } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { patchCachedDevice } from '../api/cached-devices';

/**
 * Runs device calls that answer the device (`locateDevice`, `setAirplaneMode`…): the answered device replaces the cached one, so that every view of
 * it refreshes; the server's message or the error is toasted, and `onDone` follows a success.
 */
export function useDeviceCommand(onDone?: () => void) {
  const queryClient = useQueryClient();
  const command = useMutation({
    mutationFn: (call: () => Promise<DeviceResponse>) => call(),
    onSuccess: ({ device }) => patchCachedDevice(queryClient, device),
  });
  const run = async (call: () => Promise<DeviceResponse>) => {
    if (await toast.outcome(command.mutateAsync(call))) onDone?.();
  };
  return { run, pending: command.isPending };
}
