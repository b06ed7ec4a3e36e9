import { paymentMethodEndpoints } from '@lodestar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { subscriptionKeys } from './subscription-keys';

/** The signed-in user's payment customer and saved payment methods. */
export const getPaymentUser = () => callApi(paymentMethodEndpoints.get, { query: {} });

export const paymentUserQuery = () => queryOptions({ queryKey: subscriptionKeys.paymentUser, queryFn: getPaymentUser });

export function usePaymentUser() {
  return useQuery(paymentUserQuery());
}
