import { paymentMethodEndpoints } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { BillingAddress } from '../card-setup/card-setup';
import { refreshAfterCardChange } from './refresh-after-card-change';

/** Makes a card the provider has just saved the user's default payment method. */
export const attachMethod = ({ cardId, address }: { cardId: string; address: BillingAddress }) =>
  callApi(paymentMethodEndpoints.attachMethod, { query: {}, body: { cardId, type: 'card', addressValue: address } });

export function useAttachMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachMethod,
    onSuccess: () => refreshAfterCardChange(queryClient),
  });
}
