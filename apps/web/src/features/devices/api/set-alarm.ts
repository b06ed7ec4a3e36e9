import { deviceEndpoints } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { patchCachedDevice } from './cached-devices';

/** Turn on/off alarm: the server answers its message and the device as it now is. */
export const setAlarm = (uuid: string, on: boolean) =>
  callApi(deviceEndpoints.alarm, { params: { uuid, state: on ? 'on' : 'off' } });

export function useSetAlarm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, on }: { uuid: string; on: boolean }) => setAlarm(uuid, on),
    onSuccess: ({ device }) => patchCachedDevice(queryClient, device),
  });
}
