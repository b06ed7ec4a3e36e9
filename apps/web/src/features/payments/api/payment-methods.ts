import { paymentMethodEndpoints } from '@lodestar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/payment-keys';

/** The signed-in user's payment customer and saved payment methods. */
export const getPaymentMethods = () => callApi(paymentMethodEndpoints.get, { query: {} });

export const paymentMethodsQuery = () => queryOptions({ queryKey: paymentKeys.methods, queryFn: getPaymentMethods });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQuery());
}
