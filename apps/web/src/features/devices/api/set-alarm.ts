import type { SuccessMessage } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { deviceKeys } from './device-keys';

export const setAlarm = (uuid: string, on: boolean) =>
  apiRequest<SuccessMessage>(`/devices/alarm/${encodeURIComponent(uuid)}/${on ? 'on' : 'off'}`, { method: 'PUT' });

export function useSetAlarm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, on }: { uuid: string; on: boolean }) => setAlarm(uuid, on),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}
