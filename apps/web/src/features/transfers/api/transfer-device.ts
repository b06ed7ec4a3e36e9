import { transferEndpoints } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/payment-keys';
import { invalidateEach } from '../../../lib/query-client';
import { subscriptionKeys } from '../../../lib/subscription-keys';
import { deviceKeys } from '../../devices';
import { transferKeys } from './transfer-keys';

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

/**
 * Buys the receiver's plan, which transfers the device (or leaves it waiting for a receiver who has not verified); the
 * seller's devices, payments and waiting transfers change with it.
 */
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
      invalidateEach(queryClient, [deviceKeys.all, subscriptionKeys.all, paymentKeys.all, transferKeys.waiting]),
  });
}
