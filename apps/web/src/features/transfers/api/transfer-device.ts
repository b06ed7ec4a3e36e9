import { transferEndpoints } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/payment-keys';
import { subscriptionKeys } from '../../../lib/subscription-keys';
import { deviceKeys } from '../../devices';

export interface TransferInput {
  /** Which page transfers: Transfer Devices (k9) or the dealership page. */
  kind: 'k9' | 'dealership';
  deviceUUID: string;
  userId: string;
  planId: string;
  paymentMethod: string | undefined;
  /** The one-time device fee the page shows, in the seller's currency. */
  fee: number;
}

/** Buys the receiver's plan, which transfers the device; the seller's devices and payments change with it. */
export function transferDevice({ kind, deviceUUID, userId, planId, paymentMethod, fee }: TransferInput) {
  return kind === 'k9'
    ? callApi(transferEndpoints.subscribeForReceiver, {
        params: { planId },
        body: { userId, deviceUUID, paymentMethod, ExtraFeeCharge: fee },
      })
    : callApi(transferEndpoints.dealershipTransfer, {
        body: { deviceId: deviceUUID, userId, planId, paymentMethod, ExtraFeeCharge: fee },
      });
}

export function useTransferDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferDevice,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
      ]),
  });
}
