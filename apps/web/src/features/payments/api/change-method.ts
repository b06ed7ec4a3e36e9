import { paymentMethodEndpoints } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { refreshAfterCardChange } from './refresh-after-card-change';

/** Makes a saved method the default one: live subscriptions are paid with it from now on. */
export const makeDefaultMethod = (methodId: string) =>
  callApi(paymentMethodEndpoints.changeMethod, { query: {}, body: { newSource: methodId, type: 'card' } });

export function useMakeDefaultMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeDefaultMethod,
    onSuccess: () => refreshAfterCardChange(queryClient),
  });
}
