import { firmwareEndpoints } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deviceKeys } from './device-keys';

export const requestFirmwareUpdate = (uuid: string, firmware: string) =>
  callApi(firmwareEndpoints.requestUpdate, { params: { deviceUUID: uuid }, body: { firmware } });

/** Queues a firmware version for the device, which installs it at its next report. */
export function useRequestFirmwareUpdate(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (firmware: string) => requestFirmwareUpdate(uuid, firmware),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceKeys.firmware(uuid) }),
  });
}
