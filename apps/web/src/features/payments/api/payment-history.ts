import { paymentHistoryEndpoints, PAYMENT_HISTORY_PAGE_SIZE } from '@lodestar/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { paymentKeys, type HistoryCursor } from '../../../lib/payment-keys';

/** One page of the signed-in user's payments, newest first; `deviceId` narrows it to one device. */
export const getPaymentHistory = (deviceId: string | undefined, cursor: HistoryCursor) =>
  callApi(paymentHistoryEndpoints.history, {
    query: { limit: PAYMENT_HISTORY_PAGE_SIZE, ...cursor, ...(deviceId ? { deviceId } : {}) },
  });

/** The page at `cursor`; the page shown stays while the next one loads. */
export function usePaymentHistory(deviceId: string | undefined, cursor: HistoryCursor) {
  return useQuery({
    queryKey: paymentKeys.history(deviceId, cursor),
    queryFn: () => getPaymentHistory(deviceId, cursor),
    placeholderData: keepPreviousData,
  });
}
