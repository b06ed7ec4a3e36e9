import { transferEndpoints } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/payment-keys';
import { invalidateEach } from '../../../lib/query-client';
import { deviceKeys } from '../../devices';
import { transferKeys } from './transfer-keys';

/** Cancels a transfer that waits for its receiver: the seller is refunded in full and keeps the device. */
export function useCancelTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transferId: string) => callApi(transferEndpoints.cancelTransfer, { params: { transferId } }),
    onSettled: () => invalidateEach(queryClient, [transferKeys.waiting, deviceKeys.all, paymentKeys.all]),
  });
}
