import { paymentMethodEndpoints } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { refreshAfterCardChange } from './refresh-after-card-change';

/** Removes a saved method; the server refuses while live subscriptions need one. */
export const detachMethod = (methodId: string) =>
  callApi(paymentMethodEndpoints.detachMethod, { body: { cardId: methodId } });

export function useDetachMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: detachMethod,
    onSuccess: () => refreshAfterCardChange(queryClient),
  });
}
