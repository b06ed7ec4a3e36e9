import { invitationEndpoints, type InvitationKind } from '@lodestar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { accountSharingKeys } from '../../../lib/account-sharing-keys';
import { deviceKeys } from '../../devices';
import { sharingKeys } from './sharing-keys';

export const getInvitations = () => callApi(invitationEndpoints.list, {});

export const acceptInvitation = ({ kind, _id }: { kind: InvitationKind; _id: string }) =>
  callApi(invitationEndpoints.accept, { params: { kind, id: _id } });

export const declineInvitation = ({ kind, _id }: { kind: InvitationKind; _id: string }) =>
  callApi(invitationEndpoints.decline, { params: { kind, id: _id } });

/** The caller's pending invitations; read again when the window regains focus, never polled. */
export function useInvitations() {
  return useQuery({
    queryKey: sharingKeys.invitations,
    queryFn: getInvitations,
    select: (response) => response.data,
    refetchOnWindowFocus: true,
  });
}

/**
 * Accepting makes the shared devices visible, so every cached view of devices reads again; an account invitation
 * also adds to the accounts shared with the caller.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharingKeys.invitations }),
        queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountSharingKeys.memberships }),
      ]),
  });
}

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharingKeys.invitations }),
  });
}
