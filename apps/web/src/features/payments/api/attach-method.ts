import { paymentMethodEndpoints } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { BillingAddress } from '../card-setup/card-setup';
import { refreshAfterCardChange } from './refresh-after-card-change';

export interface AttachInput {
  cardId: string;
  address: BillingAddress;
  /** False keeps the default method the user has (a first card becomes the default whatever this says). */
  makeDefault?: boolean;
}

/** Keeps a card the provider has just saved, made the user's default payment method unless `makeDefault` is false. */
export const attachMethod = ({ cardId, address, makeDefault = true }: AttachInput) =>
  callApi(paymentMethodEndpoints.attachMethod, {
    query: {},
    body: { cardId, type: 'card', addressValue: address, makeDefault },
  });

export function useAttachMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachMethod,
    onSuccess: () => refreshAfterCardChange(queryClient),
  });
}
