import { paymentHistoryEndpoints } from '@lodestar/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/payment-keys';

/** One of the signed-in user's invoices. */
export const getInvoice = (id: string) => callApi(paymentHistoryEndpoints.invoice, { params: { id } });

export function useInvoice(id: string) {
  return useQuery({
    queryKey: paymentKeys.invoice(id),
    queryFn: () => getInvoice(id),
    select: (answer) => answer.invoice,
  });
}
