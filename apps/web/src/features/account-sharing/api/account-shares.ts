import { accountShareMessages, accountSharingEndpoints, type AccountShareInviteRequest } from '@lodestar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { accountSharingKeys } from '../../../lib/account-sharing-keys';

export const findAccountShares = (userId: string) => callApi(accountSharingEndpoints.find, { params: { id: userId } });

export const inviteToAccount = (body: AccountShareInviteRequest) => callApi(accountSharingEndpoints.invite, { body });

/** Ends an account share; the inviting account and the member use the same call. */
export const removeAccountShare = (id: string) => callApi(accountSharingEndpoints.remove, { params: { id } });

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
