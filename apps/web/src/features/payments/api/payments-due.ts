import { paymentsDueEndpoints } from '@lodestar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/payment-keys';
import { subscriptionKeys } from '../../../lib/subscription-keys';
import { deviceKeys } from '../../devices';
import { invalidateEach } from '../../../lib/query-client';

/** What the signed-in user's live plans owe. */
export function usePaymentsDue() {
  return useQuery({
    queryKey: paymentKeys.due,
    queryFn: async () => (await callApi(paymentsDueEndpoints.list, {})).data,
  });
}

export interface PayDueInput {
  invoiceId: string;
  /** The same for both requests of one click whose charge asks for the bank's step: the repeat finishes the first. */
  idempotencyKey: string;
}

/**
 * Pay now. `refresh` reads the plans, the history, the credit and what is due again: call it once the whole click is
 * over (the bank's step included), since the list read again may drop the payment whose step is open.
 */
export function usePayDue() {
  const queryClient = useQueryClient();
  const pay = useMutation({
    mutationFn: ({ invoiceId, idempotencyKey }: PayDueInput) =>
      callApi(paymentsDueEndpoints.pay, { params: { invoiceId } }, { headers: { 'Idempotency-Key': idempotencyKey } }),
  });
  const refresh = () => invalidateEach(queryClient, [paymentKeys.records, subscriptionKeys.all, deviceKeys.all]);
  return { pay, refresh };
}
