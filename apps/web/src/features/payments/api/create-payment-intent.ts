import { paymentMethodEndpoints } from '@lodestar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/payment-keys';

/** A SetupIntent to save a card with, and which provider confirms it. */
export const createPaymentIntent = () => callApi(paymentMethodEndpoints.createPaymentIntent, {});

/** One SetupIntent per time the card fields show: never reused from the cache, never asked again by itself. */
export const paymentIntentQuery = () =>
  queryOptions({
    queryKey: paymentKeys.setupIntent,
    queryFn: createPaymentIntent,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export function usePaymentIntent() {
  return useQuery(paymentIntentQuery());
}
