import { firmwareEndpoints } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deviceKeys } from './device-keys';

export const cancelFirmwareUpdate = (uuid: string) =>
  callApi(firmwareEndpoints.cancelUpdate, { params: { deviceUUID: uuid } });

/** Takes back a requested firmware update the device has not received yet. */
export function useCancelFirmwareUpdate(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelFirmwareUpdate(uuid),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceKeys.firmware(uuid) }),
  });
}
