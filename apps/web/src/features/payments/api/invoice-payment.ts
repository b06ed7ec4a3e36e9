import { paymentActionEndpoints } from '@lodestar/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/payment-keys';

/** Where the payment of one of the signed-in user's invoices stands, with the step to authenticate it if it waits. */
export const getInvoicePayment = (id: string) => callApi(paymentActionEndpoints.invoicePayment, { params: { id } });

export function useInvoicePayment(id: string) {
  return useQuery({ queryKey: paymentKeys.invoicePayment(id), queryFn: () => getInvoicePayment(id) });
}
