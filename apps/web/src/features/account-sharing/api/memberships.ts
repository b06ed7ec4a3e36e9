import { accountShareMessages, accountSharingEndpoints } from '@lodestar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deviceKeys } from '../../devices';
import { accountSharingKeys } from '../../../lib/account-sharing-keys';
import { removeAccountShare } from './account-shares';

export const getMemberships = () => callApi(accountSharingEndpoints.memberships, {});

/** The accounts whose devices the caller sees. */
export function useMemberships() {
  return useQuery({
    queryKey: accountSharingKeys.memberships,
    queryFn: getMemberships,
    select: (response) => response.data,
    meta: { errorToast: accountShareMessages.fetchFallback },
  });
}

/** Leaving an account takes its devices away, so every cached view of devices reads again. */
export function useLeaveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAccountShare,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountSharingKeys.memberships }),
        queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
      ]),
  });
}
