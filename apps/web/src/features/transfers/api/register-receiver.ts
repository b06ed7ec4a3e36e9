import { transferEndpoints, type ReceiverRegisterRequest } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { transferKeys } from './transfer-keys';

/** The sign-up popup: the account a device will go to; its owner is mailed a link to set their password. */
export function useRegisterReceiver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReceiverRegisterRequest) => callApi(transferEndpoints.registerReceiver, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transferKeys.all }),
  });
}
