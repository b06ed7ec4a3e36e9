import {
  accountShareMessages,
  type accountShareResponseSchema,
  type AccountShareInviteRequest,
  type AccountSharesResponse,
  type SuccessMessage,
} from '@lodestar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { accountSharingKeys } from './account-sharing-keys';

export const findAccountShares = (userId: string) =>
  apiRequest<AccountSharesResponse>(`/share-account/find/${encodeURIComponent(userId)}`);

export const inviteToAccount = (body: AccountShareInviteRequest) =>
  apiRequest<z.infer<typeof accountShareResponseSchema>>('/share-account/invite', { method: 'POST', body });

/** Ends an account share; the inviting account and the member use the same call. */
export const removeAccountShare = (id: string) =>
  apiRequest<SuccessMessage>(`/share-account/remove/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** The people the account has invited to see its devices. */
export function useAccountShares(userId: string) {
  return useQuery({
    queryKey: accountSharingKeys.invited(userId),
    queryFn: () => findAccountShares(userId),
    select: (response) => response.data,
    meta: { errorToast: accountShareMessages.fetchFallback },
  });
}

/** A change to the invited people; their list reads again afterwards. */
function useInvitedChange<Input, Answer>(userId: string, change: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSharingKeys.invited(userId) }),
  });
}

export const useInviteToAccount = (userId: string) => useInvitedChange(userId, inviteToAccount);
export const useRemoveAccountShare = (userId: string) => useInvitedChange(userId, removeAccountShare);
